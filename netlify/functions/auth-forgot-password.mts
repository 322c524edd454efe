import type { Config } from '@netlify/functions';
import { forgotPasswordSchema } from '../../src/lib/schemas/account';
import { requestPasswordReset } from '../../src/server/auth/accounts';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The same answer whether or not the account exists, so addresses cannot be probed. */
export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account exists for that address, we have sent a link to reset the password. It expires in one hour.',
};

export default handle({
  async POST(req) {
    assertSameSite(req);
    const { email } = await readJson(req, forgotPasswordSchema);
    const rt = await runtime();
    await requestPasswordReset(rt.db, email, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
    return json(FORGOT_PASSWORD_ANSWER, { status: 202 });
  },
});

export const config: Config = { path: '/api/forgot-password' };
