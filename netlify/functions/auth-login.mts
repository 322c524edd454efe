import type { Config } from '@netlify/functions';
import { safeNextPath } from '../../src/lib/safe-next';
import { loginSchema } from '../../src/lib/account';
import { authenticate, currentUserView, requestPasswordReset } from '../../src/server/auth/accounts';
import { lockoutOf, passwordExpired, readSettings } from '../../src/server/settings/store';
import { HttpError } from '../../src/server/http/errors';
import { passwordExpiredMessage } from '../../src/lib/account-rules';
import { sessionCookies } from '../../src/server/auth/guards';
import { createSession } from '../../src/server/auth/sessions';
import { createSecondFactorChallenge } from '../../src/server/auth/two-factor';
import type { SecondFactorRequired } from '../../src/lib/two-factor';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json, redirect } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  /** Sign in by navigation: to the login page, keeping where to return. */
  async GET(req) {
    const next = safeNextPath(new URL(req.url).searchParams.get('next'), '');
    return redirect(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  },
  async POST(req) {
    assertSameSite(req);
    const { username, password } = await readJson(req, loginSchema);
    const rt = await runtime();
    const settings = await readSettings(rt.db);
    const user = await authenticate(rt.db, username, password, lockoutOf(settings), rt.now());
    // A password older than the System tab's expiry signs nobody in: a reset link goes to the owner.
    if (passwordExpired(user.passwordChangedAt, settings, rt.now())) {
      await requestPasswordReset(rt.db, user.email, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
      throw new HttpError(403, passwordExpiredMessage(settings.parameters.passwordExpiryDays));
    }
    // With two-factor sign-in on, the right password only opens a challenge the code completes.
    if (user.totpEnabledAt) {
      const answer: SecondFactorRequired = { secondFactorRequired: true, challenge: await createSecondFactorChallenge(rt.db, user, rt.now()) };
      return json(answer);
    }
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now(), { userAgent: req.headers.get('user-agent') });
    return json({ ok: true, user: await currentUserView(rt.db, user, rt.now()) }, { cookies: sessionCookies(req, token, expiresAt, rt.now()) });
  },
});

export const config: Config = { path: '/api/login' };
