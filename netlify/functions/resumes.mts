import type { Config } from '@netlify/functions';
import { resumeRoutes } from '~/lib/resume';
import { implement, serve } from '~/server/http/route';
import { createResume, listResumes } from '~/server/resume-builder/resumes';

/** The member's resumes (Pivot toolkit): the list, and a new one, blank or imported from resume.json. */
export default serve(
  implement(resumeRoutes.list, async ({ rt, user }) => ({ resumes: await listResumes(rt.db, user.id) })),
  implement(resumeRoutes.create, ({ rt, user, body }) => createResume(rt.db, user.id, body, rt.now())),
);

export const config: Config = { path: '/api/resumes' };
