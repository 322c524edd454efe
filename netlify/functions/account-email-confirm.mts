import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { confirmEmailChange } from '~/server/account/email-links';
import { sessionOf } from '~/server/auth/guards';
import { implement, serve } from '~/server/http/route';

/** The link mailed to the new address, posted by /confirm-email (a GET would let mail scanners use it up); every other session ends. */
export default serve(
  implement(accountRoutes.confirmEmail, async ({ req, rt, body }) => {
    // The link may be opened signed in (this session stays) or not (every session ends).
    const current = await sessionOf(req, rt);
    const { email, otherSessionsEnded } = await confirmEmailChange(
      rt.db,
      body.token,
      { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand },
      rt.now(),
      current?.session.id ?? null,
    );
    const signedOut = otherSessionsEnded > 0 ? ' Every other session was signed out.' : '';
    return { message: `Your e-mail address is now ${email}. Sign in with it from now on.${signedOut}`, email, otherSessionsEnded };
  }),
);

export const config: Config = { path: '/api/account/email/confirm' };
