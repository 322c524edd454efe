import type { Config } from '@netlify/functions';
import { authRoutes } from '~/lib/auth';
import { sendVerificationLink } from '~/server/account/email-links';
import { currentUserView, signup } from '~/server/auth/accounts';
import { sessionCookies } from '~/server/auth/guards';
import { createSession } from '~/server/auth/sessions';
import { implement, reply, serve } from '~/server/http/route';
import { welcomeEmail } from '~/server/mail/templates';
import { readSettings } from '~/server/settings/store';

export default serve(
  implement(authRoutes.signup, async ({ req, rt, body }) => {
    const user = await signup(rt.db, body, rt.now());
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
    return reply(authRoutes.signup, await currentUserView(rt.db, user, rt.now()), {
      status: 201,
      cookies: sessionCookies(req, token, expiresAt, rt.now()),
    });
  }),
);

export const config: Config = { path: '/api/signup' };
