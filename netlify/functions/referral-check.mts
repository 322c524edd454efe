import type { Config } from '@netlify/functions';
import { referralCheckQuerySchema } from '../../src/lib/referral';
import { sessionOf, requireFeature } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { checkReferralCode } from '../../src/server/referrals/codes';
import { runtime } from '../../src/server/runtime';

/** What a remembered code gives at checkout, shown in the order summary before payment. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireFeature(rt, 'referralSystem');
    const { code } = readQuery(req, referralCheckQuerySchema);
    const found = await sessionOf(req, rt);
    return json(await checkReferralCode(rt.db, code, found?.user.id ?? null));
  },
});

export const config: Config = { path: '/api/referral-code/check' };
