import type { Config } from '@netlify/functions';
import { site } from '../../src/config/site';
import { requirePlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { supportTarget } from '../../src/server/support/requests';

/** The Elite dashboard's services: the VIP support target (the room is /dashboard/support) and the coaching booking link, Elite members only. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requirePlan(req, rt, 'elite');
    return json({ vipSupportTarget: (await supportTarget(rt.db, 'vip')).text, coachingBookingUrl: site.bookingUrl });
  },
});

export const config: Config = { path: '/api/elite/services' };
