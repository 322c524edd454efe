import type { Config } from '@netlify/functions';
import { passwordExpiredMessage } from '~/lib/account-rules';
import { authRoutes } from '~/lib/auth';
import { safeNextPath } from '~/lib/safe-next';
import { authenticate, currentUserView, requestPasswordReset } from '~/server/auth/accounts';
import { sessionCookies } from '~/server/auth/guards';
import { createSession } from '~/server/auth/sessions';
import { createSecondFactorChallenge } from '~/server/auth/two-factor';
import { HttpError } from '~/server/http/errors';
import { redirect } from '~/server/http/response';
import { implement, reply, serve } from '~/server/http/route';
import { lockoutOf, passwordExpired, readSettings } from '~/server/settings/store';

export default serve(
  /** Sign in by navigation: to the login page, keeping where to return. */
  implement(authRoutes.loginPage, async ({ req }) => {
    const next = safeNextPath(new URL(req.url).searchParams.get('next'), '');
    return redirect(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  }),
  implement(authRoutes.login, async ({ req, rt, body }) => {
    const settings = await readSettings(rt.db);
    const user = await authenticate(rt.db, body.username, body.password, lockoutOf(settings), rt.now());
    // A password older than the System tab's expiry signs nobody in: a reset link goes to the owner.
    if (passwordExpired(user.passwordChangedAt, settings, rt.now())) {
      await requestPasswordReset(rt.db, user.email, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
      throw new HttpError(403, passwordExpiredMessage(settings.parameters.passwordExpiryDays));
    }
    // With two-factor sign-in on, the right password only opens a challenge the code completes.
    if (user.totpEnabledAt) return { secondFactorRequired: true as const, challenge: await createSecondFactorChallenge(rt.db, user, rt.now()) };
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now(), { userAgent: req.headers.get('user-agent') });
    return reply(
      authRoutes.login,
      { ok: true, user: await currentUserView(rt.db, user, rt.now()) },
      { cookies: sessionCookies(req, token, expiresAt, rt.now()) },
    );
  }),
);

export const config: Config = { path: '/api/login' };
