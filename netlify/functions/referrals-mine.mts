import type { Config } from '@netlify/functions';
import { requireUser, requireFeature } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { myReferrals } from '../../src/server/referrals/codes';
import { myRewards } from '../../src/server/referrals/rewards';
import { runtime } from '../../src/server/runtime';

/** The friends who subscribed with the member's code, where each referral stands, and the rewards earned. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireFeature(rt, 'referralSystem');
    const { user } = await requireUser(req, rt);
    const [referrals, rewards] = await Promise.all([myReferrals(rt.db, user.id), myRewards(rt.db, user.id)]);
    return json({ referrals, ...rewards });
  },
});

export const config: Config = { path: '/api/referrals' };
