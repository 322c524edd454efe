import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';
import { deleteFile, readFile } from '~/server/tracker/files';

// The advanced tracker is Premium inside the Pivot tracker room: the routes ask for the plan, not the room's.

/** One file attached to a tracked job (advanced tracker, Premium): download or delete it. */
export default serve(
  implement(trackerRoutes.file, async ({ rt, user, params }) => {
    const { body, fileName, contentType } = await readFile(rt.db, rt.trackerFiles(), user.id, params.id, params.fileId);
    return download(body, { contentType, fileName });
  }),
  implement(trackerRoutes.deleteFile, async ({ rt, user, params }) => {
    await deleteFile(rt.db, rt.trackerFiles(), user.id, params.id, params.fileId);
    return { deleted: params.fileId };
  }),
);

export const config: Config = { path: '/api/tracker/:id/files/:fileId' };
