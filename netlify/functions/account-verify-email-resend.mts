import type { Config } from '@netlify/functions';
import { resendVerificationLink } from '../../src/server/account/email-links';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The banner's "Resend the link" (rate-limited per member). */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    await resendVerificationLink(rt.db, user, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
    return json({ message: `We sent a new link to ${user.email}.` }, { status: 202 });
  },
});

export const config: Config = { path: '/api/account/verify-email/resend' };
