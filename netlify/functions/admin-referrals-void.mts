import type { Config } from '@netlify/functions';
import { voidReferralSchema } from '../../src/lib/schemas/admin';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { voidReferral } from '../../src/server/referrals/admin';
import { runtime } from '../../src/server/runtime';

/** Void a fraudulent referral: it no longer counts toward its referrer's rewards. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    await requireAdmin(req, rt);
    const { id } = await readJson(req, voidReferralSchema);
    return json(await voidReferral(rt.db, id, rt.now()));
  },
});

export const config: Config = { path: '/api/admin/referrals/void' };
