import type { Config } from '@netlify/functions';
import { coachingRoutes } from '~/lib/coaching';
import { bookSlot } from '~/server/coaching/bookings';
import { implement, serve } from '~/server/http/route';

/** Book an open coaching slot (Elite); the invite is e-mailed. 409 when someone was faster. */
export default serve(implement(coachingRoutes.book, ({ rt, user, body }) => bookSlot(rt, user.id, body, rt.now())));

export const config: Config = { path: '/api/coaching/bookings' };
