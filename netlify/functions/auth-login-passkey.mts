import type { Config } from '@netlify/functions';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { authRoutes } from '~/lib/auth';
import { currentUserView } from '~/server/auth/accounts';
import { sessionCookies } from '~/server/auth/guards';
import { relyingPartyOf, signInWithPasskey } from '~/server/auth/passkeys';
import { createSession } from '~/server/auth/sessions';
import { implement, reply, serve } from '~/server/http/route';

/** Signs in with a passkey: no password and no authenticator code (the passkey is both factors). */
export default serve(
  implement(authRoutes.passkey, async ({ req, rt, body }) => {
    const { response, challenge } = body;
    const user = await signInWithPasskey(rt.db, { response: response as unknown as AuthenticationResponseJSON, challenge }, relyingPartyOf(req, rt));
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now(), { userAgent: req.headers.get('user-agent') });
    return reply(
      authRoutes.passkey,
      { ok: true, user: await currentUserView(rt.db, user, rt.now()) },
      { cookies: sessionCookies(req, token, expiresAt, rt.now()) },
    );
  }),
);

export const config: Config = { path: '/api/login/passkey' };
