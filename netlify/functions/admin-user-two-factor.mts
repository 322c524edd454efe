import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { notifySecurityChange } from '~/server/auth/security-notices';
import { resetTwoFactorByStaff } from '~/server/auth/two-factor';
import { implement, serve } from '~/server/http/route';

/** The Users tab's "Turn off 2FA": for a member who lost their authenticator app and recovery codes. */
export default serve(
  implement(adminRoutes.resetTwoFactor, async ({ rt, user: admin, params }) => {
    const member = await resetTwoFactorByStaff(rt.db, params.id, { id: admin.id, email: admin.email }, rt.now());
    await notifySecurityChange(rt, member, { kind: 'totp-reset-by-staff' });
    return { ok: true };
  }),
);

export const config: Config = { path: '/api/admin/users/:id/two-factor' };
