import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { adminSlots, publishSlots } from '~/server/coaching/slots';
import { implement, serve } from '~/server/http/route';

/** Coaching slots for staff: the upcoming ones with who booked them, and publishing new ones. */
export default serve(
  implement(adminRoutes.coachingSlots, async ({ rt }) => ({ slots: await adminSlots(rt.db, rt.now()) })),
  implement(adminRoutes.publishSlots, async ({ rt, user, body }) => ({
    slots: await publishSlots(rt.db, { id: user.id, email: user.email }, body, rt.now()),
  })),
);

export const config: Config = { path: '/api/admin/coaching/slots' };
