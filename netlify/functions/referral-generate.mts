import type { Config } from '@netlify/functions';
import { referralRoutes } from '~/lib/referral';
import { implement, serve } from '~/server/http/route';
import { ensureReferralCode } from '~/server/referrals/codes';

/** Makes the member's code on first call; later calls answer the same code. */
export default serve(
  implement(referralRoutes.generate, async ({ rt, user }) => {
    return { referralCode: await ensureReferralCode(rt.db, user.id) };
  }),
);

export const config: Config = { path: '/api/generate-referral-code' };
