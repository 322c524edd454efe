import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireTool } from '../../src/server/auth/guards';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { media } from '../../src/server/http/response';
import { readRecordingFile } from '../../src/server/practice/recordings';
import { runtime } from '../../src/server/runtime';

/** A practice recording's file, to its owner only, with byte ranges so the player can seek. */
export default handle({
  async GET(req) {
    const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').at(-2));
    if (!id.success) throw notFound('That recording is not in your practice room.');
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'practice');
    const file = await readRecordingFile(rt.db, rt.practiceRecordings(), user.id, id.data);
    return media(req, file.bytes, file.contentType);
  },
});

export const config: Config = { path: '/api/practice/recordings/:id/file' };
