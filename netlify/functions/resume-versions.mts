import type { Config } from '@netlify/functions';
import { restoreVersionSchema } from '../../src/lib/resume';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { resumeIdOf } from '../../src/server/resume-builder/ids';
import { listVersions, restoreVersion } from '../../src/server/resume-builder/resumes';
import { runtime } from '../../src/server/runtime';

/** A resume's last 20 versions, and putting one back. */
export default handle({
  async GET(req) {
    const id = resumeIdOf(req, 2);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    return json({ versions: await listVersions(rt.db, user.id, id) });
  },
  async POST(req) {
    assertSameSite(req);
    const id = resumeIdOf(req, 2);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    const { versionId } = await readJson(req, restoreVersionSchema);
    return json(await restoreVersion(rt.db, user.id, id, versionId, rt.now()));
  },
});

export const config: Config = { path: '/api/resumes/:id/versions' };
