import type { Config } from '@netlify/functions';
import { notifySecurityChange } from '../../src/server/auth/security-notices';
import { passwordAndCodeSchema, type RecoveryCodesView } from '../../src/lib/two-factor';
import { requireUser } from '../../src/server/auth/guards';
import { regenerateRecoveryCodes } from '../../src/server/auth/two-factor';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** New recovery codes (the old ones stop working), shown once: the password and a current code. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const input = await readJson(req, passwordAndCodeSchema);
    const view: RecoveryCodesView = await regenerateRecoveryCodes(rt.db, user, input, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    await notifySecurityChange(rt, user, { kind: 'recovery-codes' });
    return json(view);
  },
});

export const config: Config = { path: '/api/account/two-factor/recovery-codes' };
