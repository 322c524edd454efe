import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { adminStats } from '~/server/admin/reports';
import { implement, serve } from '~/server/http/route';

export default serve(implement(adminRoutes.stats, ({ rt }) => adminStats(rt.db, rt.now())));

export const config: Config = { path: '/api/admin/stats' };
