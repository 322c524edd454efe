import type { Config } from '@netlify/functions';
import { newResumeSchema, RESUME_MAX_BYTES } from '../../src/lib/resume';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { createResume, listResumes } from '../../src/server/resume-builder/resumes';
import { runtime } from '../../src/server/runtime';

/** The member's resumes (Pivot toolkit): the list, and a new one, blank or imported from resume.json. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    return json({ resumes: await listResumes(rt.db, user.id) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    const input = await readJson(req, newResumeSchema, RESUME_MAX_BYTES);
    return json(await createResume(rt.db, user.id, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/resumes' };
