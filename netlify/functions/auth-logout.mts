import type { Config } from '@netlify/functions';
import { clearedSessionCookies, sessionOf } from '../../src/server/auth/guards';
import { revokeSession } from '../../src/server/auth/sessions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json, redirect } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

async function endSession(req: Request) {
  const rt = await runtime();
  const found = await sessionOf(req, rt);
  if (found) await revokeSession(rt.db, found.session.id, rt.now());
}

export default handle({
  /** Log out by navigation, then home. */
  async GET(req) {
    // A cross-site page must not be able to log people out by linking here.
    if (req.headers.get('sec-fetch-site') !== 'cross-site') await endSession(req);
    return redirect('/', { cookies: clearedSessionCookies(req) });
  },
  async POST(req) {
    assertSameSite(req);
    await endSession(req);
    return json({ ok: true }, { cookies: clearedSessionCookies(req) });
  },
});

export const config: Config = { path: '/api/logout' };
