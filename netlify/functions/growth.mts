import type { Config } from '@netlify/functions';
import { growthRoutes } from '~/lib/growth';
import { sessionHasPlan } from '~/server/auth/guards';
import { growthSummary } from '~/server/growth/summary';
import { implement, serve } from '~/server/http/route';

/** Career Growth Analytics (Pivot and up): pivot plans, applications and, with Premium, interview practice, as figures for charts. */
export default serve(
  implement(growthRoutes.summary, ({ rt, session }) => growthSummary(rt.db, session.user.id, sessionHasPlan(session, 'premium', rt.now()), rt.now())),
);

export const config: Config = { path: '/api/growth' };
