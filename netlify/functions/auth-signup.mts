import type { Config } from '@netlify/functions';
import { signupSchema } from '../../src/lib/schemas/account';
import { currentUserView, signup } from '../../src/server/auth/accounts';
import { sessionCookies } from '../../src/server/auth/guards';
import { createSession } from '../../src/server/auth/sessions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  async POST(req) {
    assertSameSite(req);
    const input = await readJson(req, signupSchema);
    const rt = await runtime();
    const user = await signup(rt.db, input, rt.now());
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now());
    return json(await currentUserView(rt.db, user, rt.now()), {
      status: 201,
      cookies: sessionCookies(req, token, expiresAt, rt.now()),
    });
  },
});

export const config: Config = { path: '/api/signup' };
