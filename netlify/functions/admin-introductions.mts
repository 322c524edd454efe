import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { implement, serve } from '~/server/http/route';
import { introductionQueue } from '~/server/introductions/requests';

/** The staff queue of introduction requests: open ones oldest first, or filtered by ?status=. */
export default serve(implement(adminRoutes.introductions, ({ rt, query }) => introductionQueue(rt.db, query.status)));

export const config: Config = { path: '/api/admin/introductions' };
