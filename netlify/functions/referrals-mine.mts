import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { myReferrals } from '../../src/server/referrals/codes';
import { runtime } from '../../src/server/runtime';

/** The friends who subscribed with the member's code, and where each referral stands. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json(await myReferrals(rt.db, user.id));
  },
});

export const config: Config = { path: '/api/referrals' };
