import type { Config } from '@netlify/functions';
import { twoFactorRoutes } from '~/lib/two-factor';
import { notifySecurityChange } from '~/server/auth/security-notices';
import { disableTotp, startTotpEnrolment, twoFactorStatus } from '~/server/auth/two-factor';
import { implement, serve } from '~/server/http/route';

/** Two-factor sign-in with an authenticator app: its state (GET), start setting it up (POST), or turn it off (DELETE). */
export default serve(
  /** The state of two-factor sign-in (AccountView.twoFactor), for the security section. */
  implement(twoFactorRoutes.status, ({ rt, user }) => twoFactorStatus(rt.db, user)),
  implement(twoFactorRoutes.startTotp, ({ rt, user, body }) =>
    startTotpEnrolment(rt.db, user, body.password, { secret: rt.session.secret, brand: rt.brand, now: rt.now() }),
  ),
  implement(twoFactorRoutes.disableTotp, async ({ rt, user, body }) => {
    await disableTotp(rt.db, user, body, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    await notifySecurityChange(rt, user, { kind: 'totp-off' });
    return { ok: true as const };
  }),
);

export const config: Config = { path: '/api/account/two-factor/totp' };
