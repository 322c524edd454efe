import type { Config } from '@netlify/functions';
import { revokeOtherSessions } from '../../src/server/account/account';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** "Sign out everywhere else": every session of the member but this one. (The list is in GET /api/account.) */
export default handle({
  async DELETE(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user, session } = await requireUser(req, rt);
    const ended = await revokeOtherSessions(rt.db, user, session.id, rt.now());
    return json({ ended });
  },
});

export const config: Config = { path: '/api/account/sessions' };
