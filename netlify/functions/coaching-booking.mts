import type { Config } from '@netlify/functions';
import { coachingRoutes } from '~/lib/coaching';
import { cancelBooking, rescheduleBooking } from '~/server/coaching/bookings';
import { implement, serve } from '~/server/http/route';

/** One of the member's coaching sessions (Elite): move it to another open slot, or cancel it. */
export default serve(
  implement(coachingRoutes.reschedule, ({ rt, user, params, body }) => rescheduleBooking(rt, user.id, params.id, body.slotId, rt.now())),
  implement(coachingRoutes.cancel, ({ rt, user, params }) => cancelBooking(rt, user.id, params.id, rt.now())),
);

export const config: Config = { path: '/api/coaching/bookings/:id' };
