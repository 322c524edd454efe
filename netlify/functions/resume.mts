import type { Config } from '@netlify/functions';
import { resumeRoutes } from '~/lib/resume';
import { implement, serve } from '~/server/http/route';
import { deleteResume, getResume, saveResume } from '~/server/resume-builder/resumes';

/** One resume: read it, autosave it whole, or delete it. */
export default serve(
  implement(resumeRoutes.resume, ({ rt, user, params }) => getResume(rt.db, user.id, params.id)),
  implement(resumeRoutes.save, ({ rt, user, params, body }) => saveResume(rt.db, user.id, params.id, body, rt.now())),
  implement(resumeRoutes.remove, async ({ rt, user, params }) => {
    await deleteResume(rt.db, user.id, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/resumes/:id' };
