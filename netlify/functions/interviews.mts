import type { Config } from '@netlify/functions';
import { interviewRoutes } from '~/lib/interviews';
import { implement, serve } from '~/server/http/route';
import { listInterviews, startInterview } from '~/server/interviews/sessions';

/** The member's mock interviews (Premium): past sessions, and starting a new one. */
export default serve(
  implement(interviewRoutes.list, async ({ rt, user }) => ({ sessions: await listInterviews(rt.db, user.id) })),
  implement(interviewRoutes.start, ({ rt, user, body }) => startInterview(rt.db, user.id, body, rt.now())),
);

export const config: Config = { path: '/api/interviews' };
