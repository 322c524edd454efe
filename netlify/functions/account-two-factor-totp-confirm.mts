import type { Config } from '@netlify/functions';
import { twoFactorRoutes } from '~/lib/two-factor';
import { notifySecurityChange } from '~/server/auth/security-notices';
import { confirmTotp } from '~/server/auth/two-factor';
import { implement, serve } from '~/server/http/route';

/** Turns the authenticator app on with its first code; answers the recovery codes, shown once. */
export default serve(
  implement(twoFactorRoutes.confirmTotp, async ({ rt, user, body }) => {
    const view = await confirmTotp(rt.db, user, body.code, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    await notifySecurityChange(rt, user, { kind: 'totp-on' });
    return view;
  }),
);

export const config: Config = { path: '/api/account/two-factor/totp/confirm' };
