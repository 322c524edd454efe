import type { Config } from '@netlify/functions';
import { authRoutes } from '~/lib/auth';
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from '~/server/auth/accounts';
import { implement, serve } from '~/server/http/route';

export default serve(
  implement(authRoutes.forgotPassword, async ({ rt, body }) => {
    await requestPasswordReset(rt.db, body.email, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
    return FORGOT_PASSWORD_ANSWER;
  }),
);

export const config: Config = { path: '/api/forgot-password' };
