import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { recordingPatchSchema } from '../../src/lib/practice';
import { requireTool } from '../../src/server/auth/guards';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { deleteRecording, updateTranscript } from '../../src/server/practice/recordings';
import { runtime } from '../../src/server/runtime';

const recordingId = (req: Request) => {
  const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').pop());
  if (!id.success) throw notFound('That recording is not in your practice room.');
  return id.data;
};

/** One practice recording: correct its transcript (the metrics follow) or delete it, file and all. */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const id = recordingId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'practice');
    const { transcript } = await readJson(req, recordingPatchSchema);
    return json(await updateTranscript(rt.db, user.id, id, transcript));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = recordingId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'practice');
    await deleteRecording(rt.db, rt.practiceRecordings(), user.id, id);
    return json({ deleted: id });
  },
});

export const config: Config = { path: '/api/practice/recordings/:id' };
