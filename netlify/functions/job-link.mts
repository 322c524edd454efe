import type { Config } from '@netlify/functions';
import { jobLinkQuerySchema } from '../../src/lib/tracker';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { draftFromLink } from '../../src/server/tracker/jobs';
import { runtime } from '../../src/server/runtime';

/** What a pasted job link fills in for the tracker; the link itself is never fetched. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireTool(req, rt, 'tracker');
    const { url } = readQuery(req, jobLinkQuerySchema);
    return json(await draftFromLink(rt.db, url));
  },
});

export const config: Config = { path: '/api/job-link' };
