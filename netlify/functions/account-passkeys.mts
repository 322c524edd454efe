import type { Config } from '@netlify/functions';
import { notifySecurityChange } from '../../src/server/auth/security-notices';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { registerPasskeySchema } from '../../src/lib/two-factor';
import { requireUser } from '../../src/server/auth/guards';
import { listPasskeys, registerPasskey, relyingPartyOf } from '../../src/server/auth/passkeys';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The member's passkeys: list them (GET), or keep a new one from the browser's answer (POST). */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json({ passkeys: await listPasskeys(rt.db, user.id) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const { response, name } = await readJson(req, registerPasskeySchema);
    const passkey = await registerPasskey(rt.db, user, { response: response as unknown as RegistrationResponseJSON, name }, relyingPartyOf(req, rt));
    await notifySecurityChange(rt, user, { kind: 'passkey-added', name: passkey.name });
    return json(passkey, { status: 201 });
  },
});

export const config: Config = { path: '/api/account/passkeys' };
