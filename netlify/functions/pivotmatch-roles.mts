import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { resumeOwner } from '~/server/resumes/owner';
import { setSessionRole } from '~/server/resumes/sessions';

/** The owner of a resume changes the role it is read as (current) or ranked toward (target). */
export default serve(
  implement(pivotmatchRoutes.roles, async ({ rt, req, body: { sessionId, role, title, code } }) => ({
    roles: await setSessionRole(rt.db, sessionId, await resumeOwner(req, rt), { role, title, code }),
  })),
);

export const config: Config = { path: '/api/pivotmatch/roles' };
