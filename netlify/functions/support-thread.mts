import type { Config } from '@netlify/functions';
import { supportCloseSchema, supportReplySchema } from '../../src/lib/support';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { supportRequestId } from '../../src/server/support/params';
import { memberCloseSupport, memberSupportReply, memberSupportThread } from '../../src/server/support/requests';

/** One of the member's support threads: read it, reply (reopens an answered request), or close it. */
export default handle({
  async GET(req) {
    const id = supportRequestId(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json(await memberSupportThread(rt.db, user.id, id));
  },
  async POST(req) {
    assertSameSite(req);
    const id = supportRequestId(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const { message } = await readJson(req, supportReplySchema);
    return json(await memberSupportReply(rt.db, user, id, message, rt.now()), { status: 201 });
  },
  async PATCH(req) {
    assertSameSite(req);
    const id = supportRequestId(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    await readJson(req, supportCloseSchema);
    return json(await memberCloseSupport(rt.db, user, id, rt.now()));
  },
});

export const config: Config = { path: '/api/support/:id' };
