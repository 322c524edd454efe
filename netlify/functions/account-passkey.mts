import type { Config } from '@netlify/functions';
import { twoFactorRoutes } from '~/lib/two-factor';
import { notifySecurityChange } from '~/server/auth/security-notices';
import { deletePasskey, passkeyRegistrationOptions, relyingPartyOf } from '~/server/auth/passkeys';
import { implement, serve } from '~/server/http/route';

/**
 * POST /api/account/passkeys/options: registration options for a new passkey (the challenge is
 * kept server-side). DELETE /api/account/passkeys/:id: remove one of the member's own passkeys.
 * One function for both, so the static "options" path never races the ":id" route.
 */
export default serve(
  implement(twoFactorRoutes.passkeyOptions, async ({ req, rt, user }) => passkeyRegistrationOptions(rt.db, user, relyingPartyOf(req, rt))),
  implement(twoFactorRoutes.removePasskey, async ({ rt, user, params }) => {
    const name = await deletePasskey(rt.db, user, params.id, rt.now());
    await notifySecurityChange(rt, user, { kind: 'passkey-removed', name });
    return { ok: true as const };
  }),
);

export const config: Config = { path: '/api/account/passkeys/:id' };
