import type { Config } from '@netlify/functions';
import { coverLetterRoutes } from '~/lib/cover-letter';
import { draftLetter } from '~/server/cover-letters/draft';
import { ownResumeData } from '~/server/cover-letters/letters';
import { implement, serve } from '~/server/http/route';

/** A draft from one of the member's resumes and a pasted job description; nothing is saved. */
export default serve(
  implement(coverLetterRoutes.draft, async ({ rt, user, body }) => {
    const resume = await ownResumeData(rt.db, user.id, body.resumeId);
    return draftLetter(resume.data, body);
  }),
);

export const config: Config = { path: '/api/cover-letters/draft', method: 'POST' };
