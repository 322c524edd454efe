import type { Config } from '@netlify/functions';
import { referralRoutes } from '~/lib/referral';
import { sessionOf } from '~/server/auth/guards';
import { implement, serve } from '~/server/http/route';
import { checkReferralCode } from '~/server/referrals/codes';

/** What a remembered code gives at checkout, shown in the order summary before payment. */
export default serve(
  implement(referralRoutes.check, async ({ req, rt, query }) => {
    const found = await sessionOf(req, rt);
    return checkReferralCode(rt.db, query.code, found?.user.id ?? null);
  }),
);

export const config: Config = { path: '/api/referral-code/check' };
