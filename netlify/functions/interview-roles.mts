import type { Config } from '@netlify/functions';
import { interviewRoutes } from '~/lib/interviews';
import { implement, serve } from '~/server/http/route';
import { searchRoles } from '~/server/interviews/roles';

/** The mock interview's role picker: O*NET titles and alternate titles matching what was typed. */
export default serve(implement(interviewRoutes.roles, async ({ query }) => ({ roles: searchRoles(query.q) })));

export const config: Config = { path: '/api/interview-roles' };
