import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { implement, serve } from '~/server/http/route';
import { adminSupportThread, staffCloseSupport, staffSupportReply } from '~/server/support/requests';

/** One support thread for staff: read it, answer it (e-mailed to the member), or close it. */
export default serve(
  implement(adminRoutes.supportThread, ({ rt, params }) => adminSupportThread(rt.db, params.id, rt.now())),
  implement(adminRoutes.supportReply, ({ rt, user, params, body }) => staffSupportReply(rt, user, params.id, body.message, rt.now())),
  implement(adminRoutes.supportClose, ({ rt, user, params }) => staffCloseSupport(rt.db, user, params.id, rt.now())),
);

export const config: Config = { path: '/api/admin/support/:id' };
