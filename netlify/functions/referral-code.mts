import type { Config } from '@netlify/functions';
import { requireUser, requireFeature } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { referralCodeOf } from '../../src/server/referrals/codes';
import { runtime } from '../../src/server/runtime';

/** The signed-in member's referral code, or null before they generate one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireFeature(rt, 'referralSystem');
    const { user } = await requireUser(req, rt);
    return json({ referralCode: await referralCodeOf(rt.db, user.id) });
  },
});

export const config: Config = { path: '/api/referral-code' };
