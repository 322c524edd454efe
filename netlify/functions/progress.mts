import type { Config } from '@netlify/functions';
import { progressRoutes } from '~/lib/progress';
import { implement, serve } from '~/server/http/route';
import { progressSummary } from '~/server/progress/summary';

/** The Premium progress dashboard's figures: mock interviews, STAR scores, pace, applications. */
export default serve(implement(progressRoutes.summary, ({ rt, user }) => progressSummary(rt.db, user.id, rt.now())));

export const config: Config = { path: '/api/progress' };
