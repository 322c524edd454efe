import type { Config } from '@netlify/functions';
import { recordingFieldsSchema, RECORDING_MAX_BYTES, TRANSCRIPT_MAX } from '../../src/lib/practice';
import { requireTool } from '../../src/server/auth/guards';
import { HttpError, badRequest } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { readMultipart } from '../../src/server/http/multipart';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { listRecordings, saveRecording } from '../../src/server/practice/recordings';
import { runtime } from '../../src/server/runtime';

/** The member's practice recordings (Premium, while the System tab has the feature on): the list, and keeping a new one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'practice');
    return json({ recordings: await listRecordings(rt.db, user.id) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'practice');
    const { fields, file } = await readMultipart(req, {
      fileField: 'recording',
      maxFileBytes: RECORDING_MAX_BYTES,
      tooLargeMessage: `A recording can be at most ${RECORDING_MAX_BYTES / 1024 / 1024} MB. Record a shorter answer.`,
      // A transcript of TRANSCRIPT_MAX characters, at up to 4 bytes each in UTF-8.
      maxFieldBytes: TRANSCRIPT_MAX * 4,
    });
    if (!file) throw badRequest('Attach the recording in the "recording" field.');
    const meta = recordingFieldsSchema.safeParse(fields);
    if (!meta.success) throw new HttpError(400, `${meta.error.issues[0]!.path.join('.')}: ${meta.error.issues[0]!.message}`);
    return json(await saveRecording(rt.db, rt.practiceRecordings(), user.id, meta.data, file, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/practice/recordings' };
