import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { sendTest } from '~/server/newsletter/send';

/** "Send test to me": the issue as members get it, to the signed-in admin only. */
export default serve(
  implement(newsletterRoutes.test, async ({ rt, user, params }) =>
    sendTest({ db: rt.db, mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand, secret: rt.session.secret, now: rt.now }, params.id, user),
  ),
);

export const config: Config = { path: '/api/admin/newsletter/:id/test' };
