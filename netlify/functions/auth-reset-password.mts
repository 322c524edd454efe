import type { Config } from '@netlify/functions';
import { authRoutes } from '~/lib/auth';
import { resetPassword } from '~/server/auth/accounts';
import { clearedSessionCookies } from '~/server/auth/guards';
import { implement, reply, serve } from '~/server/http/route';

export default serve(
  implement(authRoutes.resetPassword, async ({ req, rt, body }) => {
    await resetPassword(rt.db, body.token, body.password, rt.now());
    // Every session ended, this browser's included: sign in again with the new password.
    return reply(
      authRoutes.resetPassword,
      { message: 'Your password has been changed. Log in with your new password.' },
      { cookies: clearedSessionCookies(req) },
    );
  }),
);

export const config: Config = { path: '/api/reset-password' };
