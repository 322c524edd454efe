import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { databaseOverview } from '~/server/admin/database';
import { implement, serve } from '~/server/http/route';

/** The Database tab: size, rows per table, connections, migrations and the last backup, from the database. */
export default serve(implement(adminRoutes.database, ({ rt }) => databaseOverview(rt.db)));

export const config: Config = { path: '/api/admin/database' };
