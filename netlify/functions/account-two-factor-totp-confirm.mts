import type { Config } from '@netlify/functions';
import { notifySecurityChange } from '../../src/server/auth/security-notices';
import { confirmTotpSchema, type RecoveryCodesView } from '../../src/lib/two-factor';
import { requireUser } from '../../src/server/auth/guards';
import { confirmTotp } from '../../src/server/auth/two-factor';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Turns the authenticator app on with its first code; answers the recovery codes, shown once. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const { code } = await readJson(req, confirmTotpSchema);
    const view: RecoveryCodesView = await confirmTotp(rt.db, user, code, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    await notifySecurityChange(rt, user, { kind: 'totp-on' });
    return json(view);
  },
});

export const config: Config = { path: '/api/account/two-factor/totp/confirm' };
