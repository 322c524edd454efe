import type { Config } from '@netlify/functions';
import { practiceRoutes } from '~/lib/practice';
import { implement, serve } from '~/server/http/route';
import { media } from '~/server/http/response';
import { readRecordingFile } from '~/server/practice/recordings';

/** A practice recording's file, to its owner only, with byte ranges so the player can seek. */
export default serve(
  implement(practiceRoutes.file, async ({ req, rt, user, params }) => {
    const file = await readRecordingFile(rt.db, rt.practiceRecordings(), user.id, params.id);
    return media(req, file.bytes, file.contentType);
  }),
);

export const config: Config = { path: '/api/practice/recordings/:id/file' };
