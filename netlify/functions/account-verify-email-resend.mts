import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { resendVerificationLink } from '~/server/account/email-links';
import { implement, serve } from '~/server/http/route';

/** The banner's "Resend the link" (rate-limited per member). */
export default serve(
  implement(accountRoutes.resendVerification, async ({ rt, user }) => {
    await resendVerificationLink(rt.db, user, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
    return { message: `We sent a new link to ${user.email}.` };
  }),
);

export const config: Config = { path: '/api/account/verify-email/resend' };
