import type { Config } from '@netlify/functions';
import { adminRoutes } from '../../src/lib/admin/routes';
import { adminSubscriptionList } from '../../src/server/admin/subscriptions';
import { implement, serve } from '../../src/server/http/route';

export default serve(implement(adminRoutes.subscriptions, ({ rt, query }) => adminSubscriptionList(rt.db, query)));

export const config: Config = { path: '/api/admin/subscriptions' };
