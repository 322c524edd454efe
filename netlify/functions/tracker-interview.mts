import type { Config } from '@netlify/functions';
import { requirePlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { download } from '../../src/server/http/response';
import { interviewFile } from '../../src/server/tracker/interview';
import { trackerIds } from '../../src/server/tracker/params';
import { runtime } from '../../src/server/runtime';

/** A tracked job's interview as a calendar file (advanced tracker, Premium). */
export default handle({
  async GET(req) {
    const { jobId } = trackerIds(req);
    const rt = await runtime();
    // The advanced tracker is Premium inside the Pivot tracker room: the plan, not the room's.
    const { user } = await requirePlan(req, rt, 'premium');
    const { text, fileName } = await interviewFile(rt.db, user.id, jobId, { siteUrl: rt.siteUrl, now: rt.now() });
    return download(new TextEncoder().encode(text), { contentType: 'text/calendar; charset=utf-8', fileName });
  },
});

export const config: Config = { path: '/api/tracker/:id/interview.ics' };
