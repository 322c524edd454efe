import type { Config } from '@netlify/functions';
import { referralRoutes } from '../../src/lib/referral';
import { requireFeature } from '../../src/server/auth/guards';
import { implement, serve } from '../../src/server/http/route';
import { ensureReferralCode } from '../../src/server/referrals/codes';

/** Makes the member's code on first call; later calls answer the same code. */
export default serve(
  implement(referralRoutes.generate, async ({ rt, user }) => {
    // The Referral System switch is not part of the route's access: checked here.
    await requireFeature(rt, 'referralSystem');
    return { referralCode: await ensureReferralCode(rt.db, user.id) };
  }),
);

export const config: Config = { path: '/api/generate-referral-code' };
