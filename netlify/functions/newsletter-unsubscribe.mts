import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { unsubscribe } from '~/server/newsletter/send';

/**
 * Leaving the newsletter, signed out, with the e-mail's signed token. POST is RFC 8058's one click
 * (a mail provider's, or the confirmation page's button); GET, a person opening the header's
 * address, only leads to the page that asks, so a link scanner's visit changes nothing.
 */
export default serve(
  implement(
    newsletterRoutes.unsubscribePage,
    async ({ query }) => new Response(null, { status: 303, headers: { location: `/newsletter/unsubscribe?token=${encodeURIComponent(query.token)}` } }),
  ),
  implement(newsletterRoutes.unsubscribe, async ({ rt, query }) =>
    unsubscribe({ db: rt.db, secret: rt.session.secret, brand: rt.brand }, query.token, rt.now()),
  ),
);

export const config: Config = { path: '/api/newsletter/unsubscribe' };
