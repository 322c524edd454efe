import type { Config } from '@netlify/functions';
import { emailTokenSchema } from '../../src/lib/account';
import { verifyEmail } from '../../src/server/account/email-links';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The verification link, posted by /verify-email; works signed in or not, in any browser. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const { token } = await readJson(req, emailTokenSchema);
    const rt = await runtime();
    const { email } = await verifyEmail(rt.db, token, rt.now());
    return json({ message: `Thank you: ${email} is verified.`, email });
  },
});

export const config: Config = { path: '/api/account/verify-email' };
