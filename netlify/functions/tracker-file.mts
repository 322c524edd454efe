import type { Config } from '@netlify/functions';
import { requirePlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { download, json } from '../../src/server/http/response';
import { deleteFile, readFile } from '../../src/server/tracker/files';
import { trackerIds } from '../../src/server/tracker/params';
import { runtime } from '../../src/server/runtime';

/** One file attached to a tracked job (advanced tracker, Premium): download or delete it. */
export default handle({
  async GET(req) {
    const { jobId, itemId } = trackerIds(req);
    const rt = await runtime();
    // The advanced tracker is Premium inside the Pivot tracker room: the plan, not the room's.
    const { user } = await requirePlan(req, rt, 'premium');
    const { body, fileName, contentType } = await readFile(rt.db, rt.trackerFiles(), user.id, jobId, itemId!);
    return download(body, { contentType, fileName });
  },
  async DELETE(req) {
    assertSameSite(req);
    const { jobId, itemId } = trackerIds(req);
    const rt = await runtime();
    const { user } = await requirePlan(req, rt, 'premium');
    await deleteFile(rt.db, rt.trackerFiles(), user.id, jobId, itemId!);
    return json({ deleted: itemId });
  },
});

export const config: Config = { path: '/api/tracker/:id/files/:fileId' };
