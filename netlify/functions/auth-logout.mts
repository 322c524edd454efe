import type { Config } from '@netlify/functions';
import { authRoutes } from '~/lib/auth';
import { clearedSessionCookies, sessionOf } from '~/server/auth/guards';
import { revokeSession } from '~/server/auth/sessions';
import { redirect } from '~/server/http/response';
import { implement, reply, serve } from '~/server/http/route';
import type { Runtime } from '~/server/runtime';

async function endSession(req: Request, rt: Runtime) {
  const found = await sessionOf(req, rt);
  if (found) await revokeSession(rt.db, found.session.id, rt.now());
}

export default serve(
  /** Log out by navigation, then home. */
  implement(authRoutes.logoutPage, async ({ req, rt }) => {
    // A cross-site page must not be able to log people out by linking here.
    if (req.headers.get('sec-fetch-site') !== 'cross-site') await endSession(req, rt);
    return redirect('/', { cookies: clearedSessionCookies(req) });
  }),
  implement(authRoutes.logout, async ({ req, rt }) => {
    await endSession(req, rt);
    return reply(authRoutes.logout, { ok: true }, { cookies: clearedSessionCookies(req) });
  }),
);

export const config: Config = { path: '/api/logout' };
