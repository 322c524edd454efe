import type { Config } from '@netlify/functions';
import { newTrackedJobSchema, touchesAdvancedFields } from '../../src/lib/tracker';
import { refuseAdvanced } from '../../src/server/tracker/advanced';
import { requirePlan, requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { addTrackedJob, listTrackedJobs } from '../../src/server/tracker/jobs';
import { runtime } from '../../src/server/runtime';

/** The member's job tracker (Pivot toolkit): the board's jobs, and saving a new one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'tracker');
    return json({ jobs: await listTrackedJobs(rt.db, user.id) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'tracker');
    const input = await readJson(req, newTrackedJobSchema);
    // Interview dates and salary are the advanced tracker's: Premium, with a message that says so.
    if (touchesAdvancedFields(input)) await requirePlan(req, rt, 'premium').catch(refuseAdvanced);
    return json(await addTrackedJob(rt.db, user.id, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/tracker' };
