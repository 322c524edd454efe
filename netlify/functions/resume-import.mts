import type { Config } from '@netlify/functions';
import { MAX_RESUME_BYTES } from '~/lib/pivotmatch';
import { resumeImportFieldsSchema, resumeRoutes } from '~/lib/resume';
import { HttpError, badRequest } from '~/server/http/errors';
import { readMultipart } from '~/server/http/multipart';
import { readFields } from '~/server/http/request';
import { implement, serve } from '~/server/http/route';
import { allowAttempt } from '~/server/rate-limit';
import { importResumeFile } from '~/server/resume-builder/import';
import { TOO_LARGE } from '~/server/resumes/sessions';

/** Imports per member per hour: reading a PDF costs a second of CPU; a person imports a handful. */
const IMPORTS_PER_HOUR = 20;

/** A new builder resume from an uploaded PDF or DOCX (multipart field "resume"). Pivot and up. */
export default serve(
  implement(resumeRoutes.import, async ({ req, rt, user }) => {
    const { fields, file } = await readMultipart(req, { fileField: 'resume', maxFileBytes: MAX_RESUME_BYTES, tooLargeMessage: TOO_LARGE });
    if (!file) throw badRequest('Attach the resume in the "resume" field.');
    const meta = readFields(fields, resumeImportFieldsSchema);
    if (!(await allowAttempt(rt.db, `resume-import:${user.id}`, IMPORTS_PER_HOUR, 3600_000, rt.now()))) {
      throw new HttpError(429, 'You have imported many resumes in the last hour. Try again later.');
    }
    return importResumeFile(rt.db, user.id, { ...meta, fileName: file.fileName, bytes: file.bytes }, rt.now());
  }),
);

export const config: Config = { path: '/api/resume-import' };
