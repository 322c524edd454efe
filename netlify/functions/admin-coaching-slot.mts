import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/guards';
import { idAfter } from '../../src/server/coaching/params';
import { withdrawSlot } from '../../src/server/coaching/slots';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Withdraw a coaching slot (staff): it can no longer be booked; a member holding it is e-mailed. */
export default handle({
  async DELETE(req) {
    assertSameSite(req);
    const id = idAfter(req, 'slots', 'That coaching slot was not found, or it was already withdrawn.');
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    return json(await withdrawSlot(rt, { id: user.id, email: user.email }, id, rt.now()));
  },
});

export const config: Config = { path: '/api/admin/coaching/slots/:id' };
