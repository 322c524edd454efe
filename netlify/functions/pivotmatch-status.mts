import type { Config } from '@netlify/functions';
import { sessionIdSchema } from '../../src/lib/pivotmatch';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { resumeOwner } from '../../src/server/resumes/owner';
import { resumeStatus } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

export default handle({
  async GET(req) {
    const id = sessionIdSchema.safeParse(new URL(req.url).pathname.split('/').pop());
    if (!id.success) throw notFound('Resume session not found.');
    const rt = await runtime();
    return json(await resumeStatus(rt.db, id.data, await resumeOwner(req, rt), rt.now()));
  },
});

export const config: Config = { path: '/api/pivotmatch/resume-status/:sessionId' };
