import type { Config } from '@netlify/functions';
import { signupSchema } from '../../src/lib/account';
import { currentUserView, signup } from '../../src/server/auth/accounts';
import { sessionCookies } from '../../src/server/auth/guards';
import { createSession } from '../../src/server/auth/sessions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { readSettings } from '../../src/server/settings/store';
import { welcomeEmail } from '../../src/server/mail/templates';
import { sendVerificationLink } from '../../src/server/account/email-links';

export default handle({
  async POST(req) {
    assertSameSite(req);
    const input = await readJson(req, signupSchema);
    const rt = await runtime();
    const user = await signup(rt.db, input, rt.now());
    if ((await readSettings(rt.db)).email.welcomeEmail) {
      // The account exists either way: a mail server that is down must not fail the sign-up.
      await rt.mailer
        .send({ to: user.email, ...welcomeEmail({ brand: rt.brand, firstName: user.firstName, siteUrl: rt.siteUrl }) })
        .catch((error: unknown) => console.error('Welcome e-mail not sent:', error instanceof Error ? error.message : error));
    }
    // Verification never blocks the product: a lost link is resent from the banner.
    await sendVerificationLink(rt.db, user, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now()).catch((error: unknown) =>
      console.error('Verification e-mail not sent:', error instanceof Error ? error.message : error),
    );
    const { token, expiresAt } = await createSession(rt.db, user.id, rt.session, rt.now(), { userAgent: req.headers.get('user-agent') });
    return json(await currentUserView(rt.db, user, rt.now()), {
      status: 201,
      cookies: sessionCookies(req, token, expiresAt, rt.now()),
    });
  },
});

export const config: Config = { path: '/api/signup' };
