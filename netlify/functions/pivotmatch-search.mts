import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { sessionHasPlan, sessionOf } from '~/server/auth/guards';
import { HttpError } from '~/server/http/errors';
import { implement, serve } from '~/server/http/route';
import { searchForViewer } from '~/server/matching/member-search';
import { resumeOwner } from '~/server/resumes/owner';
import { ownedSession } from '~/server/resumes/sessions';

/** PivotMatch's search: open to visitors; Elite (from the session, never the client) sees every match. */
export default serve(
  implement(pivotmatchRoutes.search, async ({ rt, req, body: { sessionId, filters } }) => {
    const found = await sessionOf(req, rt);
    const session = await ownedSession(rt.db, sessionId, await resumeOwner(req, rt, { session: found }));
    if (session.status !== 'completed') throw new HttpError(409, 'Your resume is not processed yet.');
    const viewer = { userId: found?.user.id ?? null, elite: sessionHasPlan(found, 'elite', rt.now()) };
    return searchForViewer(rt.db, { session, filters, viewer }, rt.now());
  }),
);

export const config: Config = { path: '/api/pivotmatch/search-jobs' };
