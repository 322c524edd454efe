import type { Config } from '@netlify/functions';
import { requireUser, requireFeature } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { ensureReferralCode } from '../../src/server/referrals/codes';
import { runtime } from '../../src/server/runtime';

/** Makes the member's code on first call; later calls answer the same code. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    await requireFeature(rt, 'referralSystem');
    const { user } = await requireUser(req, rt);
    return json({ referralCode: await ensureReferralCode(rt.db, user.id) });
  },
});

export const config: Config = { path: '/api/generate-referral-code' };
