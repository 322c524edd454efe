import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { resumeOwner } from '~/server/resumes/owner';
import { resumeStatus } from '~/server/resumes/sessions';

/** Where an uploaded resume's reading is, for its owner (the account, or the browser that uploaded it). */
export default serve(
  implement(pivotmatchRoutes.status, async ({ rt, req, params }) => resumeStatus(rt.db, params.sessionId, await resumeOwner(req, rt), rt.now())),
);

export const config: Config = { path: '/api/pivotmatch/resume-status/:sessionId' };
