import type { Config } from '@netlify/functions';
import { TRACKER_FILE_MAX_BYTES, TRACKER_FILE_TOO_LARGE, trackerRoutes } from '~/lib/tracker';
import { badRequest } from '~/server/http/errors';
import { readMultipart } from '~/server/http/multipart';
import { implement, serve } from '~/server/http/route';
import { attachFile, listFiles } from '~/server/tracker/files';

// The advanced tracker is Premium inside the Pivot tracker room: the routes ask for the plan, not the room's.

/** Files attached to a tracked job (advanced tracker, Premium): list, and attach one (multipart field "file"). */
export default serve(
  implement(trackerRoutes.files, async ({ rt, user, params }) => ({ files: await listFiles(rt.db, user.id, params.id) })),
  implement(trackerRoutes.attachFile, async ({ req, rt, user, params }) => {
    const { file } = await readMultipart(req, { fileField: 'file', maxFileBytes: TRACKER_FILE_MAX_BYTES, tooLargeMessage: TRACKER_FILE_TOO_LARGE });
    if (!file) throw badRequest('Attach the file in the "file" field.');
    return attachFile(rt.db, rt.trackerFiles(), user.id, params.id, file, rt.now());
  }),
);

export const config: Config = { path: '/api/tracker/:id/files' };
