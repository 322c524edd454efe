import type { Config } from '@netlify/functions';
import { referralRoutes } from '~/lib/referral';
import { implement, serve } from '~/server/http/route';
import { myReferrals } from '~/server/referrals/codes';
import { myRewards } from '~/server/referrals/rewards';

/** The friends who subscribed with the member's code, where each referral stands, and the rewards earned. */
export default serve(
  implement(referralRoutes.mine, async ({ rt, user }) => {
    const [referrals, rewards] = await Promise.all([myReferrals(rt.db, user.id), myRewards(rt.db, user.id)]);
    return { referrals, ...rewards };
  }),
);

export const config: Config = { path: '/api/referrals' };
