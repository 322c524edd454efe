import type { Config } from '@netlify/functions';
import { passkeySignInOptions, relyingPartyOf } from '../../src/server/auth/passkeys';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { allowAttempt } from '../../src/server/rate-limit';
import { tooManyRequests } from '../../src/server/http/errors';

/** Requests for sign-in options per minute, site-wide: each stores a challenge row. */
const OPTIONS_PER_MINUTE = 120;

/** The first step of a passkey sign-in: options for any passkey of this site, and the challenge's name. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    if (!(await allowAttempt(rt.db, 'passkey-options', OPTIONS_PER_MINUTE, 60_000, rt.now()))) {
      throw tooManyRequests('Too many passkey sign-ins at once. Try again in a minute.', 60);
    }
    return json(await passkeySignInOptions(rt.db, relyingPartyOf(req, rt)));
  },
});

export const config: Config = { path: '/api/login/passkey/options' };
