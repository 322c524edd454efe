import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '../../src/lib/pivotmatch';
import { implement, serve } from '../../src/server/http/route';
import { resumeOwner } from '../../src/server/resumes/owner';
import { setSessionRole } from '../../src/server/resumes/sessions';

/** The owner of a resume changes the role it is read as (current) or ranked toward (target). */
export default serve(
  implement(pivotmatchRoutes.roles, async ({ rt, req, body: { sessionId, role, title, code } }) => ({
    roles: await setSessionRole(rt.db, sessionId, await resumeOwner(req, rt), { role, title, code }),
  })),
);

export const config: Config = { path: '/api/pivotmatch/roles' };
