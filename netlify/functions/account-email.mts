import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { requestEmailChange } from '~/server/account/email-links';
import { implement, serve } from '~/server/http/route';
import { lockoutOf, readSettings } from '~/server/settings/store';

/** Asks to move the account to a new address; it moves only when the link sent there is used. */
export default serve(
  implement(accountRoutes.changeEmail, async ({ rt, user, body }) => {
    const lockout = lockoutOf(await readSettings(rt.db));
    const { pendingEmail } = await requestEmailChange(rt.db, user, body, lockout, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
    return { message: `We sent a link to ${pendingEmail}. Your address changes when you open it (within 24 hours).`, pendingEmail };
  }),
);

export const config: Config = { path: '/api/account/email' };
