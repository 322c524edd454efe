import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { BOOKING_NOT_FOUND, bookingCalendarFile } from '../../src/server/coaching/bookings';
import { idAfter } from '../../src/server/coaching/params';
import { handle } from '../../src/server/http/handler';
import { download } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** A booked coaching session as a calendar file (Elite). */
export default handle({
  async GET(req) {
    const id = idAfter(req, 'bookings', BOOKING_NOT_FOUND);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'coaching');
    const { text, fileName } = await bookingCalendarFile(rt, user.id, id, rt.now());
    return download(new TextEncoder().encode(text), { contentType: 'text/calendar; charset=utf-8', fileName });
  },
});

export const config: Config = { path: '/api/coaching/bookings/:id/ics' };
