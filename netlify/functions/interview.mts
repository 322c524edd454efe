import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireTool } from '../../src/server/auth/guards';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { deleteInterview, getInterview } from '../../src/server/interviews/sessions';
import { runtime } from '../../src/server/runtime';

const sessionId = (req: Request) => {
  const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').pop());
  if (!id.success) throw notFound('That mock interview is not one of yours.');
  return id.data;
};

/** One mock interview: its questions and every attempt with feedback, or deleting it. */
export default handle({
  async GET(req) {
    const id = sessionId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'interviews');
    return json(await getInterview(rt.db, user.id, id));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = sessionId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'interviews');
    await deleteInterview(rt.db, user.id, id);
    return json({ deleted: id });
  },
});

export const config: Config = { path: '/api/interviews/:id', method: ['GET', 'DELETE'] };
