import type { Config } from '@netlify/functions';
import { interviewRoutes } from '~/lib/interviews';
import { implement, serve } from '~/server/http/route';
import { answerQuestion } from '~/server/interviews/sessions';

/** An answer to one question of a mock interview, typed or spoken, coached and kept. */
export default serve(implement(interviewRoutes.answer, ({ rt, user, params, body }) => answerQuestion(rt.db, rt.chat, user.id, params.id, body, rt.now())));

export const config: Config = { path: '/api/interviews/:id/answers', method: 'POST' };
