import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { assertAdvancedAllowed } from '~/server/tracker/advanced';
import { implement, serve } from '~/server/http/route';
import { deleteTrackedJob, updateTrackedJob } from '~/server/tracker/jobs';

/** One tracked job: change it (a stage move, notes, dates; interview and salary for Premium) or delete it with its files. */
export default serve(
  implement(trackerRoutes.update, async ({ rt, user, session, params, body }) => {
    assertAdvancedAllowed(session, body, rt.now());
    return updateTrackedJob(rt.db, user.id, params.id, body, rt.now());
  }),
  implement(trackerRoutes.remove, async ({ rt, user, params }) => {
    await deleteTrackedJob(rt.db, rt.trackerFiles, user.id, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/tracker/:id' };
