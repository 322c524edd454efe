import type { Config } from '@netlify/functions';
import { forgotPasswordSchema } from '../../src/lib/account';
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from '../../src/server/auth/accounts';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

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
