import type { Config } from '@netlify/functions';
import { supportCloseSchema, supportReplySchema } from '../../src/lib/support';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { supportRequestId } from '../../src/server/support/params';
import { adminSupportThread, staffCloseSupport, staffSupportReply } from '../../src/server/support/requests';

/** One support thread for staff: read it, answer it (e-mailed to the member), or close it. */
export default handle({
  async GET(req) {
    const id = supportRequestId(req);
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await adminSupportThread(rt.db, id, rt.now()));
  },
  async POST(req) {
    assertSameSite(req);
    const id = supportRequestId(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    const { message } = await readJson(req, supportReplySchema);
    return json(await staffSupportReply(rt, user, id, message, rt.now()), { status: 201 });
  },
  async PATCH(req) {
    assertSameSite(req);
    const id = supportRequestId(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    await readJson(req, supportCloseSchema);
    return json(await staffCloseSupport(rt.db, user, id, rt.now()));
  },
});

export const config: Config = { path: '/api/admin/support/:id' };
