import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { listEvents } from '~/server/audit/log';
import { implement, serve } from '~/server/http/route';

/** System Logs: one page of the audit and system log, newest first, by the spec's filters. */
export default serve(implement(adminRoutes.logs, ({ rt, query }) => listEvents(rt.db, query)));

export const config: Config = { path: '/api/admin/logs' };
