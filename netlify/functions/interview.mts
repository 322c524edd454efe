import type { Config } from '@netlify/functions';
import { interviewRoutes } from '~/lib/interviews';
import { implement, serve } from '~/server/http/route';
import { deleteInterview, getInterview } from '~/server/interviews/sessions';

/** One mock interview: its questions and every attempt with feedback, or deleting it. */
export default serve(
  implement(interviewRoutes.session, ({ rt, user, params }) => getInterview(rt.db, user.id, params.id)),
  implement(interviewRoutes.remove, async ({ rt, user, params }) => {
    await deleteInterview(rt.db, user.id, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/interviews/:id', method: ['GET', 'DELETE'] };
