import type { Config } from '@netlify/functions';
import { pathJobsSchema } from '../../src/lib/navigator';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { pathJobs } from '../../src/server/navigator/navigate';
import { runtime } from '../../src/server/runtime';

/** Jobs of the corpus for one navigator path, ranked by the resume's skills. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const { source, code } = await readJson(req, pathJobsSchema);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'navigator');
    return json({ jobs: await pathJobs(rt.db, user.id, source, code) });
  },
});

export const config: Config = { path: '/api/navigator/jobs' };
