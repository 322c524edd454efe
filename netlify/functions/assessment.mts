import type { Config } from '@netlify/functions';
import { assessmentRoutes } from '~/lib/assessment';
import { assessmentHistory, saveTake } from '~/server/assessment/takes';
import { implement, serve } from '~/server/http/route';

/** The member's work-style assessment (Premium): every take with the latest result, and a new take. */
export default serve(
  implement(assessmentRoutes.history, ({ rt, user }) => assessmentHistory(rt.db, user.id)),
  implement(assessmentRoutes.take, ({ rt, user, body }) => saveTake(rt.db, user.id, body, rt.now())),
);

export const config: Config = { path: '/api/assessment' };
