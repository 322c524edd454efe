import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { implement, serve } from '~/server/http/route';
import { supportQueue } from '~/server/support/requests';

/** The staff support queue: open requests VIP first, then by first-response due time; or filtered by ?status=. */
export default serve(implement(adminRoutes.support, ({ rt, query }) => supportQueue(rt.db, query.status, rt.now())));

export const config: Config = { path: '/api/admin/support' };
