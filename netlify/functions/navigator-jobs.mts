import type { Config } from '@netlify/functions';
import { navigatorRoutes } from '~/lib/navigator';
import { implement, serve } from '~/server/http/route';
import { pathJobs } from '~/server/navigator/navigate';

/** Jobs of the corpus for one navigator path, ranked by the resume's skills. */
export default serve(implement(navigatorRoutes.jobs, async ({ rt, user, body: { source, code } }) => ({ jobs: await pathJobs(rt.db, user.id, source, code) })));

export const config: Config = { path: '/api/navigator/jobs' };
