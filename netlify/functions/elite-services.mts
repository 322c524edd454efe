import type { Config } from '@netlify/functions';
import { site } from '../../src/config/site';
import { requirePlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The Elite dashboard's services: VIP support and the coaching booking link, Elite members only. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requirePlan(req, rt, 'elite');
    return json({ vipSupportEmail: site.supportEmail, coachingBookingUrl: site.bookingUrl });
  },
});

export const config: Config = { path: '/api/elite/services' };
