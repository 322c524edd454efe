import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { adminSubscriptionList } from '~/server/admin/subscriptions';
import { implement, serve } from '~/server/http/route';

export default serve(implement(adminRoutes.subscriptions, ({ rt, query }) => adminSubscriptionList(rt.db, query)));

export const config: Config = { path: '/api/admin/subscriptions' };
