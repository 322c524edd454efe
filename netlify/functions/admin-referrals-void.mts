import type { Config } from '@netlify/functions';
import { voidReferralSchema } from '../../src/lib/admin/payloads';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { voidReferral } from '../../src/server/referrals/admin';
import { runtime } from '../../src/server/runtime';
import { recordEvent } from '../../src/server/audit/log';

/** Void a fraudulent referral: it no longer counts toward its referrer's rewards. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    const { id } = await readJson(req, voidReferralSchema);
    const voided = await voidReferral(rt.db, id, rt.now());
    await recordEvent(rt.db, {
      category: 'admin',
      action: 'referral.void',
      message: `Referral ${id} voided`,
      actor: { id: user.id, email: user.email },
      at: rt.now(),
    });
    return json(voided);
  },
});

export const config: Config = { path: '/api/admin/referrals/void' };
