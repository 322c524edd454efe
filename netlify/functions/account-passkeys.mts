import type { Config } from '@netlify/functions';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { twoFactorRoutes } from '~/lib/two-factor';
import { notifySecurityChange } from '~/server/auth/security-notices';
import { listPasskeys, registerPasskey, relyingPartyOf } from '~/server/auth/passkeys';
import { implement, serve } from '~/server/http/route';

/** The member's passkeys: list them (GET), or keep a new one from the browser's answer (POST). */
export default serve(
  implement(twoFactorRoutes.passkeys, async ({ rt, user }) => ({ passkeys: await listPasskeys(rt.db, user.id) })),
  implement(twoFactorRoutes.addPasskey, async ({ req, rt, user, body }) => {
    const { response, name } = body;
    const passkey = await registerPasskey(rt.db, user, { response: response as unknown as RegistrationResponseJSON, name }, relyingPartyOf(req, rt));
    await notifySecurityChange(rt, user, { kind: 'passkey-added', name: passkey.name });
    return passkey;
  }),
);

export const config: Config = { path: '/api/account/passkeys' };
