import type { Config } from '@netlify/functions';
import { guidanceRoutes } from '~/lib/guidance';
import { readProgress, setTaskDone } from '~/server/guidance/progress';
import { implement, serve } from '~/server/http/route';

/** The career-change plan of /dashboard/guidance: the member's ticked tasks (GET), one task ticked or unticked (PUT). Pivot and up. */
export default serve(
  implement(guidanceRoutes.progress, ({ rt, user }) => readProgress(rt.db, user.id)),
  implement(guidanceRoutes.setTask, async ({ rt, user, body }) => {
    await setTaskDone(rt.db, user.id, body, rt.now());
    return readProgress(rt.db, user.id);
  }),
);

export const config: Config = { path: '/api/guidance/progress' };
