import type { Config } from '@netlify/functions';
import { coachingRoutes } from '~/lib/coaching';
import { coachingOverview } from '~/server/coaching/bookings';
import { implement, serve } from '~/server/http/route';

/** Executive coaching (Elite): the open session times and the member's own sessions. */
export default serve(implement(coachingRoutes.overview, ({ rt, user }) => coachingOverview(rt.db, user.id, rt.now())));

export const config: Config = { path: '/api/coaching/slots' };
