import type { Config } from '@netlify/functions';
import { resetPasswordSchema } from '../../src/lib/account';
import { resetPassword } from '../../src/server/auth/accounts';
import { clearedSessionCookies } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  async POST(req) {
    assertSameSite(req);
    const { token, password } = await readJson(req, resetPasswordSchema);
    const rt = await runtime();
    await resetPassword(rt.db, token, password, rt.now());
    // Every session ended, this browser's included: sign in again with the new password.
    return json({ message: 'Your password has been changed. Log in with your new password.' }, { cookies: clearedSessionCookies(req) });
  },
});

export const config: Config = { path: '/api/reset-password' };
