import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { verifyEmail } from '~/server/account/email-links';
import { implement, serve } from '~/server/http/route';

/** The verification link, posted by /verify-email; works signed in or not, in any browser. */
export default serve(
  implement(accountRoutes.verifyEmail, async ({ rt, body }) => {
    const { email } = await verifyEmail(rt.db, body.token, rt.now());
    return { message: `Thank you: ${email} is verified.`, email };
  }),
);

export const config: Config = { path: '/api/account/verify-email' };
