import type { Config } from '@netlify/functions';
import { pivotmatchRoutes, uploadPartSchema } from '~/lib/pivotmatch';
import { badRequest } from '~/server/http/errors';
import { readMultipart } from '~/server/http/multipart';
import { readFields } from '~/server/http/request';
import { implement, reply, serve } from '~/server/http/route';
import { resumeOwner } from '~/server/resumes/owner';
import { acceptResume } from '~/server/resumes/upload';
import { MAX_PART_BYTES, TOO_LARGE } from '~/server/resumes/sessions';

/** A resume file, or one part of a large one; a visitor's browser gets the resume-owner cookie here. */
export default serve(
  implement(pivotmatchRoutes.upload, async ({ rt, req }) => {
    const owner = await resumeOwner(req, rt, { mint: true });
    const { fields, file } = await readMultipart(req, { fileField: 'resume', maxFileBytes: MAX_PART_BYTES, tooLargeMessage: TOO_LARGE });
    if (!file) throw badRequest('Attach the resume in the "resume" field.');
    const meta = readFields(fields, uploadPartSchema);
    const result = await acceptResume(rt, owner, { ...meta, fileName: file.fileName, bytes: file.bytes });
    return reply(pivotmatchRoutes.upload, result, { cookies: owner.setCookie ? [owner.setCookie] : [] });
  }),
);

export const config: Config = { path: '/api/pivotmatch/upload-resume' };
