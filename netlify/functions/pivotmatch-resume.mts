import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { resumeOwner } from '~/server/resumes/owner';
import { discardSession, ownedSession } from '~/server/resumes/sessions';

/** Deletes an uploaded resume and everything read from it (the owner's right, issue 4). */
export default serve(
  implement(pivotmatchRoutes.discard, async ({ rt, req, params }) => {
    const session = await ownedSession(rt.db, params.sessionId, await resumeOwner(req, rt));
    await discardSession(rt.db, rt.resumeFiles(), session);
    return { success: true, message: 'Your resume and the data read from it have been deleted.' };
  }),
);

export const config: Config = { path: '/api/pivotmatch/resume/:sessionId' };
