import type { Config } from '@netlify/functions';
import { resumeRoleSchema } from '../../src/lib/pivotmatch';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { resumeOwner } from '../../src/server/resumes/owner';
import { setSessionRole } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

/** The owner of a resume changes the role it is read as (current) or ranked toward (target). */
export default handle({
  async PUT(req) {
    assertSameSite(req);
    const { sessionId, role, title, code } = await readJson(req, resumeRoleSchema);
    const rt = await runtime();
    return json({ roles: await setSessionRole(rt.db, sessionId, await resumeOwner(req, rt), { role, title, code }) });
  },
});

export const config: Config = { path: '/api/pivotmatch/roles' };
