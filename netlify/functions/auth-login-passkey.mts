import type { Config } from '@netlify/functions';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeySignInSchema } from '../../src/lib/two-factor';
import { currentUserView } from '../../src/server/auth/accounts';
import { sessionCookies } from '../../src/server/auth/guards';
import { relyingPartyOf, signInWithPasskey } from '../../src/server/auth/passkeys';
import { createSession } from '../../src/server/auth/sessions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Signs in with a passkey: no password and no authenticator code (the passkey is both factors). */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const { response, challenge } = await readJson(req, passkeySignInSchema);
    const rt = await runtime();
    const user = await signInWithPasskey(rt.db, { response: response as unknown as AuthenticationResponseJSON, challenge }, relyingPartyOf(req, rt));
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now(), { userAgent: req.headers.get('user-agent') });
    return json({ ok: true, user: await currentUserView(rt.db, user, rt.now()) }, { cookies: sessionCookies(req, token, expiresAt, rt.now()) });
  },
});

export const config: Config = { path: '/api/login/passkey' };
