import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { interviewAnswerSchema } from '../../src/lib/interviews';
import { requireTool } from '../../src/server/auth/guards';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { answerQuestion } from '../../src/server/interviews/sessions';
import { runtime } from '../../src/server/runtime';

const sessionId = (req: Request) => {
  const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').at(-2));
  if (!id.success) throw notFound('That mock interview is not one of yours.');
  return id.data;
};

/** An answer to one question of a mock interview, typed or spoken, coached and kept. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const id = sessionId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'interviews');
    const input = await readJson(req, interviewAnswerSchema);
    return json(await answerQuestion(rt.db, rt.chat, user.id, id, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/interviews/:id/answers', method: 'POST' };
