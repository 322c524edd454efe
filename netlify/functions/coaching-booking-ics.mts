import type { Config } from '@netlify/functions';
import { coachingRoutes } from '~/lib/coaching';
import { bookingCalendarFile } from '~/server/coaching/bookings';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';

/** A booked coaching session as a calendar file (Elite). */
export default serve(
  implement(coachingRoutes.ics, async ({ rt, user, params }) => {
    const { text, fileName } = await bookingCalendarFile(rt, user.id, params.id, rt.now());
    return download(new TextEncoder().encode(text), { contentType: 'text/calendar; charset=utf-8', fileName });
  }),
);

export const config: Config = { path: '/api/coaching/bookings/:id/ics' };
