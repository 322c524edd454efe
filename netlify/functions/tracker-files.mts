import type { Config } from '@netlify/functions';
import { TRACKER_FILE_MAX_BYTES, TRACKER_FILE_TOO_LARGE } from '../../src/lib/tracker';
import { requirePlan } from '../../src/server/auth/guards';
import { badRequest } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { readMultipart } from '../../src/server/http/multipart';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { attachFile, listFiles } from '../../src/server/tracker/files';
import { trackerIds } from '../../src/server/tracker/params';
import { runtime } from '../../src/server/runtime';

/** Files attached to a tracked job (advanced tracker, Premium): list, and attach one (multipart field "file"). */
export default handle({
  async GET(req) {
    const { jobId } = trackerIds(req);
    const rt = await runtime();
    // The advanced tracker is Premium inside the Pivot tracker room: the plan, not the room's.
    const { user } = await requirePlan(req, rt, 'premium');
    return json({ files: await listFiles(rt.db, user.id, jobId) });
  },
  async POST(req) {
    assertSameSite(req);
    const { jobId } = trackerIds(req);
    const rt = await runtime();
    const { user } = await requirePlan(req, rt, 'premium');
    const { file } = await readMultipart(req, { fileField: 'file', maxFileBytes: TRACKER_FILE_MAX_BYTES, tooLargeMessage: TRACKER_FILE_TOO_LARGE });
    if (!file) throw badRequest('Attach the file in the "file" field.');
    return json(await attachFile(rt.db, rt.trackerFiles(), user.id, jobId, file, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/tracker/:id/files' };
