import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { revokeOwnSession } from '~/server/account/account';
import { implement, serve } from '~/server/http/route';

/** Signs out one of the member's own sessions, by the id GET /api/account gave; 404 for any other. */
export default serve(
  implement(accountRoutes.endSession, async ({ rt, user, params }) => {
    await revokeOwnSession(rt.db, user, params.id, rt.now());
    return { ended: params.id };
  }),
);

export const config: Config = { path: '/api/account/sessions/:id' };
