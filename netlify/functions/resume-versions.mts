import type { Config } from '@netlify/functions';
import { resumeRoutes } from '~/lib/resume';
import { implement, serve } from '~/server/http/route';
import { listVersions, restoreVersion } from '~/server/resume-builder/resumes';

/** A resume's last 20 versions, and putting one back. */
export default serve(
  implement(resumeRoutes.versions, async ({ rt, user, params }) => ({ versions: await listVersions(rt.db, user.id, params.id) })),
  implement(resumeRoutes.restore, ({ rt, user, params, body }) => restoreVersion(rt.db, user.id, params.id, body.versionId, rt.now())),
);

export const config: Config = { path: '/api/resumes/:id/versions' };
