import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { assertAdvancedAllowed } from '~/server/tracker/advanced';
import { implement, serve } from '~/server/http/route';
import { addTrackedJob, listTrackedJobs } from '~/server/tracker/jobs';

/** The member's job tracker (Pivot toolkit): the board's jobs, and saving a new one. */
export default serve(
  implement(trackerRoutes.list, async ({ rt, user }) => ({ jobs: await listTrackedJobs(rt.db, user.id) })),
  implement(trackerRoutes.create, async ({ rt, user, session, body }) => {
    assertAdvancedAllowed(session, body, rt.now());
    return addTrackedJob(rt.db, user.id, body, rt.now());
  }),
);

export const config: Config = { path: '/api/tracker' };
