import type { Config } from '@netlify/functions';
import { referralRoutes } from '~/lib/referral';
import { implement, serve } from '~/server/http/route';
import { referralCodeOf } from '~/server/referrals/codes';

/** The signed-in member's referral code, or null before they generate one. */
export default serve(
  implement(referralRoutes.code, async ({ rt, user }) => {
    return { referralCode: await referralCodeOf(rt.db, user.id) };
  }),
);

export const config: Config = { path: '/api/referral-code' };
