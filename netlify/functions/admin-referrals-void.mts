import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { recordEvent } from '~/server/audit/log';
import { implement, serve } from '~/server/http/route';
import { voidReferral } from '~/server/referrals/admin';

/** Void a fraudulent referral: it no longer counts toward its referrer's rewards. */
export default serve(
  implement(adminRoutes.voidReferral, async ({ rt, user, body }) => {
    const { id } = body;
    const voided = await voidReferral(rt.db, id, rt.now());
    await recordEvent(rt.db, {
      category: 'admin',
      action: 'referral.void',
      message: `Referral ${id} voided`,
      actor: { id: user.id, email: user.email },
      at: rt.now(),
    });
    return voided;
  }),
);

export const config: Config = { path: '/api/admin/referrals/void' };
