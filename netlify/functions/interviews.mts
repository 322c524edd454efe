import type { Config } from '@netlify/functions';
import { interviewRoutes } from '../../src/lib/interviews';
import { implement, serve } from '../../src/server/http/route';
import { listInterviews, startInterview } from '../../src/server/interviews/sessions';

/** The member's mock interviews (Premium): past sessions, and starting a new one. */
export default serve(
  implement(interviewRoutes.list, async ({ rt, user }) => ({ sessions: await listInterviews(rt.db, user.id) })),
  implement(interviewRoutes.start, ({ rt, user, body }) => startInterview(rt.db, user.id, body, rt.now())),
);

export const config: Config = { path: '/api/interviews' };
