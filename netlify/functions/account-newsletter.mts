import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { readPreference, setPreference } from '~/server/newsletter/issues';

/** /account → E-mail preferences: the member's newsletter choice and when it was made. */
export default serve(
  implement(newsletterRoutes.preference, async ({ rt, user }) => readPreference(rt.db, user.id)),
  implement(newsletterRoutes.setPreference, async ({ rt, user, body }) => setPreference(rt.db, user.id, body.optIn, rt.now())),
);

export const config: Config = { path: '/api/account/newsletter' };
