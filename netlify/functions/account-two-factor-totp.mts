import type { Config } from '@netlify/functions';
import { notifySecurityChange } from '../../src/server/auth/security-notices';
import { passwordAndCodeSchema, startTotpSchema, type TotpEnrolmentView } from '../../src/lib/two-factor';
import { requireUser } from '../../src/server/auth/guards';
import { disableTotp, startTotpEnrolment, twoFactorStatus } from '../../src/server/auth/two-factor';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Two-factor sign-in with an authenticator app: its state (GET), start setting it up (POST), or turn it off (DELETE). */
export default handle({
  /** The state of two-factor sign-in (AccountView.twoFactor), for the security section. */
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json(await twoFactorStatus(rt.db, user));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const { password } = await readJson(req, startTotpSchema);
    const view: TotpEnrolmentView = await startTotpEnrolment(rt.db, user, password, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    return json(view);
  },
  async DELETE(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const input = await readJson(req, passwordAndCodeSchema);
    await disableTotp(rt.db, user, input, { secret: rt.session.secret, brand: rt.brand, now: rt.now() });
    await notifySecurityChange(rt, user, { kind: 'totp-off' });
    return json({ ok: true });
  },
});

export const config: Config = { path: '/api/account/two-factor/totp' };
