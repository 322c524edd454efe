import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { withdrawSlot } from '~/server/coaching/slots';
import { implement, serve } from '~/server/http/route';

/** Withdraw a coaching slot (staff): it can no longer be booked; a member holding it is e-mailed. */
export default serve(implement(adminRoutes.withdrawSlot, ({ rt, user, params }) => withdrawSlot(rt, { id: user.id, email: user.email }, params.id, rt.now())));

export const config: Config = { path: '/api/admin/coaching/slots/:id' };
