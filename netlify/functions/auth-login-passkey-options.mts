import type { Config } from '@netlify/functions';
import { authRoutes } from '~/lib/auth';
import { passkeySignInOptions, relyingPartyOf } from '~/server/auth/passkeys';
import { tooManyRequests } from '~/server/http/errors';
import { implement, serve } from '~/server/http/route';
import { allowAttempt } from '~/server/rate-limit';

/** Requests for sign-in options per minute, site-wide: each stores a challenge row. */
const OPTIONS_PER_MINUTE = 120;

/** The first step of a passkey sign-in: options for any passkey of this site, and the challenge's name. */
export default serve(
  implement(authRoutes.passkeyOptions, async ({ req, rt }) => {
    if (!(await allowAttempt(rt.db, 'passkey-options', OPTIONS_PER_MINUTE, 60_000, rt.now()))) {
      throw tooManyRequests('Too many passkey sign-ins at once. Try again in a minute.', 60);
    }
    return passkeySignInOptions(rt.db, relyingPartyOf(req, rt));
  }),
);

export const config: Config = { path: '/api/login/passkey/options' };
