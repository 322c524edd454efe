import type { Config } from '@netlify/functions';
import { COVER_LETTER_MAX_BYTES, coverLetterDraftSchema, type CoverLetterDraftAnswer } from '../../src/lib/cover-letter';
import { requireTool } from '../../src/server/auth/guards';
import { draftLetter } from '../../src/server/cover-letters/draft';
import { ownResumeData } from '../../src/server/cover-letters/letters';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** A draft from one of the member's resumes and a pasted job description; nothing is saved. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    const input = await readJson(req, coverLetterDraftSchema, COVER_LETTER_MAX_BYTES);
    const resume = await ownResumeData(rt.db, user.id, input.resumeId);
    const answer: CoverLetterDraftAnswer = draftLetter(resume.data, input);
    return json(answer);
  },
});

export const config: Config = { path: '/api/cover-letters/draft', method: 'POST' };
