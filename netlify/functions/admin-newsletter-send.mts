import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { sendToMembers } from '~/server/newsletter/send';

/** "Send to members": every opted-in, verified member recorded once, then sent in the background. */
export default serve(
  implement(newsletterRoutes.send, async ({ rt, user, params, body }) =>
    sendToMembers(
      { db: rt.db, mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand, secret: rt.session.secret, now: rt.now, dispatch: rt.dispatchNewsletter },
      params.id,
      { id: user.id, email: user.email },
      body.recipients,
    ),
  ),
);

export const config: Config = { path: '/api/admin/newsletter/:id/send' };
