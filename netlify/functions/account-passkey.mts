import type { Config } from '@netlify/functions';
import { notifySecurityChange } from '../../src/server/auth/security-notices';
import { requireUser } from '../../src/server/auth/guards';
import { deletePasskey, passkeyRegistrationOptions, relyingPartyOf } from '../../src/server/auth/passkeys';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The last segment of /api/account/passkeys/:id ("options" is the registration options, below). */
const segment = (req: Request) => decodeURIComponent(new URL(req.url).pathname.split('/').pop() ?? '');

/**
 * POST /api/account/passkeys/options: registration options for a new passkey (the challenge is
 * kept server-side). DELETE /api/account/passkeys/:id: remove one of the member's own passkeys.
 * One function for both, so the static "options" path never races the ":id" route.
 */
export default handle({
  async POST(req) {
    assertSameSite(req);
    if (segment(req) !== 'options') throw notFound();
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json(await passkeyRegistrationOptions(rt.db, user, relyingPartyOf(req, rt)));
  },
  async DELETE(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const name = await deletePasskey(rt.db, user, segment(req), rt.now());
    await notifySecurityChange(rt, user, { kind: 'passkey-removed', name });
    return json({ ok: true });
  },
});

export const config: Config = { path: '/api/account/passkeys/:id' };
