import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { searchRoles } from '~/server/interviews/roles';
import { implement, serve } from '~/server/http/route';

/** PivotMatch's role picker: O*NET titles matching what was typed, each with its occupation. Open to visitors, like PivotMatch. */
export default serve(implement(pivotmatchRoutes.occupationTitles, async ({ query }) => ({ titles: searchRoles(query.q) })));

export const config: Config = { path: '/api/pivotmatch/occupation-titles' };
