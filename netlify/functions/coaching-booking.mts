import type { Config } from '@netlify/functions';
import { rescheduleSchema } from '../../src/lib/coaching';
import { requireTool } from '../../src/server/auth/guards';
import { BOOKING_NOT_FOUND, cancelBooking, rescheduleBooking } from '../../src/server/coaching/bookings';
import { idAfter } from '../../src/server/coaching/params';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** One of the member's coaching sessions (Elite): move it to another open slot, or cancel it. */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const id = idAfter(req, 'bookings', BOOKING_NOT_FOUND);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'coaching');
    const { slotId } = await readJson(req, rescheduleSchema);
    return json(await rescheduleBooking(rt, user.id, id, slotId, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = idAfter(req, 'bookings', BOOKING_NOT_FOUND);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'coaching');
    return json(await cancelBooking(rt, user.id, id, rt.now()));
  },
});

export const config: Config = { path: '/api/coaching/bookings/:id' };
