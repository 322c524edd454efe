import type { Config } from '@netlify/functions';
import { saveResumeSchema, RESUME_MAX_BYTES } from '../../src/lib/resume';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { resumeIdOf } from '../../src/server/resume-builder/ids';
import { deleteResume, getResume, saveResume } from '../../src/server/resume-builder/resumes';
import { runtime } from '../../src/server/runtime';

/** One resume: read it, autosave it whole, or delete it. */
export default handle({
  async GET(req) {
    const id = resumeIdOf(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    return json(await getResume(rt.db, user.id, id));
  },
  async PUT(req) {
    assertSameSite(req);
    const id = resumeIdOf(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    const input = await readJson(req, saveResumeSchema, RESUME_MAX_BYTES);
    return json(await saveResume(rt.db, user.id, id, input, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = resumeIdOf(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    await deleteResume(rt.db, user.id, id);
    return json({ deleted: id });
  },
});

export const config: Config = { path: '/api/resumes/:id' };
