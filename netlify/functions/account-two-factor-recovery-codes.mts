import type { Config } from '@netlify/functions';
import { twoFactorRoutes } from '~/lib/two-factor';
import { notifySecurityChange } from '~/server/auth/security-notices';
import { regenerateRecoveryCodes } from '~/server/auth/two-factor';
import { implement, serve } from '~/server/http/route';

/** New recovery codes (the old ones stop working), shown once: the password and a current code. */
export default serve(
  implement(twoFactorRoutes.recoveryCodes, async ({ rt, user, body }) => {
    const view = await regenerateRecoveryCodes(rt.db, user, body, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    await notifySecurityChange(rt, user, { kind: 'recovery-codes' });
    return view;
  }),
);

export const config: Config = { path: '/api/account/two-factor/recovery-codes' };
