import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { trackedJobPatchSchema, touchesAdvancedFields } from '../../src/lib/tracker';
import { refuseAdvanced } from '../../src/server/tracker/advanced';
import { requirePlan, requireTool } from '../../src/server/auth/guards';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { deleteTrackedJob, updateTrackedJob } from '../../src/server/tracker/jobs';
import { runtime } from '../../src/server/runtime';

const jobId = (req: Request) => {
  const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').pop());
  if (!id.success) throw notFound('That job is not in your tracker.');
  return id.data;
};

/** One tracked job: change it (a stage move, notes, dates; interview and salary for Premium) or delete it with its files. */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const id = jobId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'tracker');
    const patch = await readJson(req, trackedJobPatchSchema);
    // Interview dates and salary are the advanced tracker's: Premium, with a message that says so.
    if (touchesAdvancedFields(patch)) await requirePlan(req, rt, 'premium').catch(refuseAdvanced);
    return json(await updateTrackedJob(rt.db, user.id, id, patch, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = jobId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'tracker');
    await deleteTrackedJob(rt.db, rt.trackerFiles, user.id, id);
    return json({ deleted: id });
  },
});

export const config: Config = { path: '/api/tracker/:id' };
