import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { createIssue, newsletterOverview } from '~/server/newsletter/issues';

/** The Admin Center's newsletter: every issue with its history, and a new draft. */
export default serve(
  implement(newsletterRoutes.overview, async ({ rt }) => newsletterOverview(rt.db, rt.now())),
  implement(newsletterRoutes.create, async ({ rt, body }) => createIssue(rt.db, body, rt.now())),
);

export const config: Config = { path: '/api/admin/newsletter' };
