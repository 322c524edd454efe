import type { Config } from '@netlify/functions';
import { authRoutes } from '~/lib/auth';
import { userView } from '~/server/auth/accounts';
import { clearedSignedInHint, requestHasSignedInHint, sessionOf } from '~/server/auth/guards';
import { HttpError, unauthorized } from '~/server/http/errors';
import { implement, serve } from '~/server/http/route';
import { readSettings } from '~/server/settings/store';

export default serve(
  implement(authRoutes.user, async ({ req, rt }) => {
    const found = await sessionOf(req, rt);
    if (!found) {
      // The page asked because its signed-in hint said so, but the session has expired or was
      // revoked: drop the hint too, so the next pages stop asking (and stop logging a 401).
      const { status, message } = unauthorized();
      throw new HttpError(status, message, requestHasSignedInHint(req) ? { 'set-cookie': clearedSignedInHint(req) } : {});
    }
    return userView(found.user, found.latestSubscription, rt.now(), (await readSettings(rt.db)).features);
  }),
);

export const config: Config = { path: '/api/auth/user' };
