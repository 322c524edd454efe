import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { revokeOtherSessions } from '~/server/account/account';
import { implement, serve } from '~/server/http/route';

/** "Sign out everywhere else": every session of the member but this one. (The list is in GET /api/account.) */
export default serve(
  implement(accountRoutes.endOtherSessions, async ({ rt, user, session }) => ({
    ended: await revokeOtherSessions(rt.db, user, session.session.id, rt.now()),
  })),
);

export const config: Config = { path: '/api/account/sessions' };
