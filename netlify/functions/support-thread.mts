import type { Config } from '@netlify/functions';
import { supportRoutes } from '~/lib/support';
import { implement, serve } from '~/server/http/route';
import { memberCloseSupport, memberSupportReply, memberSupportThread } from '~/server/support/requests';

/** One of the member's support threads: read it, reply (reopens an answered request), or close it. */
export default serve(
  implement(supportRoutes.thread, ({ rt, user, params }) => memberSupportThread(rt.db, user.id, params.id)),
  implement(supportRoutes.reply, ({ rt, user, params, body }) => memberSupportReply(rt.db, user, params.id, body.message, rt.now())),
  implement(supportRoutes.close, ({ rt, user, params }) => memberCloseSupport(rt.db, user, params.id, rt.now())),
);

export const config: Config = { path: '/api/support/:id' };
