import type { Config } from '@netlify/functions';
import { publishSlotSchema } from '../../src/lib/coaching';
import { requireAdmin } from '../../src/server/auth/guards';
import { adminSlots, publishSlots } from '../../src/server/coaching/slots';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Coaching slots for staff: the upcoming ones with who booked them, and publishing new ones. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json({ slots: await adminSlots(rt.db, rt.now()) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    const input = await readJson(req, publishSlotSchema);
    return json({ slots: await publishSlots(rt.db, { id: user.id, email: user.email }, input, rt.now()) }, { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/coaching/slots' };
