import type { Config } from '@netlify/functions';
import { passwordExpiredMessage } from '~/lib/account-rules';
import { authRoutes } from '~/lib/auth';
import { currentUserView, requestPasswordReset } from '~/server/auth/accounts';
import { sessionCookies } from '~/server/auth/guards';
import { createSession } from '~/server/auth/sessions';
import { completeSecondFactor } from '~/server/auth/two-factor';
import { HttpError } from '~/server/http/errors';
import { implement, reply, serve } from '~/server/http/route';
import { passwordExpired, readSettings } from '~/server/settings/store';

/**
 * The second step of a sign-in with two-factor on: the challenge from POST /api/login and a code.
 * A challenge takes at most five codes; each wrong one also counts against the account lockout.
 */
export default serve(
  implement(authRoutes.secondFactor, async ({ req, rt, body }) => {
    const user = await completeSecondFactor(rt.db, body.challenge, body.code, { secret: rt.session.secret, now: rt.now() });
    const settings = await readSettings(rt.db);
    // The same rule as a sign-in without a second factor: an expired password signs nobody in.
    if (passwordExpired(user.passwordChangedAt, settings, rt.now())) {
      await requestPasswordReset(rt.db, user.email, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
      throw new HttpError(403, passwordExpiredMessage(settings.parameters.passwordExpiryDays));
    }
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now(), { userAgent: req.headers.get('user-agent') });
    return reply(
      authRoutes.secondFactor,
      { ok: true, user: await currentUserView(rt.db, user, rt.now()) },
      { cookies: sessionCookies(req, token, expiresAt, rt.now()) },
    );
  }),
);

export const config: Config = { path: '/api/login/second-factor' };
