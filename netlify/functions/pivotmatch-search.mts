import type { Config } from '@netlify/functions';
import { searchJobsSchema } from '../../src/lib/schemas/pivotmatch';
import { HttpError } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { searchJobs } from '../../src/server/matching/search';
import { resumeOwner } from '../../src/server/resumes/owner';
import { ownedSession } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

export default handle({
  async POST(req) {
    assertSameSite(req);
    const { sessionId, filters } = await readJson(req, searchJobsSchema);
    const rt = await runtime();
    const session = await ownedSession(rt.db, sessionId, await resumeOwner(req, rt));
    if (session.status !== 'completed') throw new HttpError(409, 'Your resume is not processed yet.');
    const matches = await searchJobs(rt.db, { skills: session.skills ?? [], location: session.location, filters });
    return json({
      success: true,
      matches,
      message: matches.length ? `Found ${matches.length} matching jobs` : 'No matches found',
    });
  },
});

export const config: Config = { path: '/api/pivotmatch/search-jobs' };
