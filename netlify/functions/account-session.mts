import type { Config } from '@netlify/functions';
import { revokeOwnSession, SESSION_NOT_FOUND } from '../../src/server/account/account';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { notFound } from '../../src/server/http/errors';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Signs out one of the member's own sessions, by the id GET /api/account gave; 404 for any other. */
export default handle({
  async DELETE(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const id = new URL(req.url).pathname.split('/').filter(Boolean)[3] ?? '';
    if (!/^[A-Za-z0-9_-]{32}$/.test(id)) throw notFound(SESSION_NOT_FOUND);
    await revokeOwnSession(rt.db, user, id, rt.now());
    return json({ ended: id });
  },
});

export const config: Config = { path: '/api/account/sessions/:id' };
