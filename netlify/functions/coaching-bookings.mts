import type { Config } from '@netlify/functions';
import { bookSlotSchema } from '../../src/lib/coaching';
import { requireTool } from '../../src/server/auth/guards';
import { bookSlot } from '../../src/server/coaching/bookings';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Book an open coaching slot (Elite); the invite is e-mailed. 409 when someone was faster. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'coaching');
    const input = await readJson(req, bookSlotSchema);
    return json(await bookSlot(rt, user.id, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/coaching/bookings' };
