import type { Config } from '@netlify/functions';
import { touchesAdvancedFields, trackerRoutes } from '../../src/lib/tracker';
import { refuseAdvanced } from '../../src/server/tracker/advanced';
import { requirePlan } from '../../src/server/auth/guards';
import { implement, serve } from '../../src/server/http/route';
import { addTrackedJob, listTrackedJobs } from '../../src/server/tracker/jobs';

/** The member's job tracker (Pivot toolkit): the board's jobs, and saving a new one. */
export default serve(
  implement(trackerRoutes.list, async ({ rt, user }) => ({ jobs: await listTrackedJobs(rt.db, user.id) })),
  implement(trackerRoutes.create, async ({ req, rt, user, body }) => {
    // Interview dates and salary are the advanced tracker's: Premium, with a message that says so.
    if (touchesAdvancedFields(body)) await requirePlan(req, rt, 'premium').catch(refuseAdvanced);
    return addTrackedJob(rt.db, user.id, body, rt.now());
  }),
);

export const config: Config = { path: '/api/tracker' };
