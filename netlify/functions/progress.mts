import type { Config } from '@netlify/functions';
import { progressRoutes } from '../../src/lib/progress';
import { implement, serve } from '../../src/server/http/route';
import { progressSummary } from '../../src/server/progress/summary';

/** The Premium progress dashboard's figures: mock interviews, STAR scores, pace, applications. */
export default serve(implement(progressRoutes.summary, ({ rt, user }) => progressSummary(rt.db, user.id, rt.now())));

export const config: Config = { path: '/api/progress' };
