import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { listMatchHistory } from '~/server/matching/history';

/** An Elite member's PivotMatch searches, newest first, each with its best matches. */
export default serve(implement(pivotmatchRoutes.history, async ({ rt, user }) => ({ history: await listMatchHistory(rt.db, user.id) })));

export const config: Config = { path: '/api/pivotmatch/history' };
