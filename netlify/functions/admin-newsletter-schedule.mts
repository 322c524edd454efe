import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { scheduleIssue } from '~/server/newsletter/issues';

/** Schedule a draft for the first of the month (the monthly newsletter switch on), or take it back. */
export default serve(implement(newsletterRoutes.schedule, async ({ rt, params, body }) => scheduleIssue(rt.db, params.id, body.scheduled, rt.now())));

export const config: Config = { path: '/api/admin/newsletter/:id/schedule' };
