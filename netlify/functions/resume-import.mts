import type { Config } from '@netlify/functions';
import { MAX_RESUME_BYTES } from '../../src/lib/pivotmatch';
import { resumeImportFieldsSchema } from '../../src/lib/resume';
import { requireTool } from '../../src/server/auth/guards';
import { HttpError, badRequest } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { readMultipart } from '../../src/server/http/multipart';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { allowAttempt } from '../../src/server/rate-limit';
import { importResumeFile } from '../../src/server/resume-builder/import';
import { TOO_LARGE } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

/** Imports per member per hour: reading a PDF costs a second of CPU; a person imports a handful. */
const IMPORTS_PER_HOUR = 20;

/** A new builder resume from an uploaded PDF or DOCX (multipart field "resume"). Pivot and up. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'resumes');
    const { fields, file } = await readMultipart(req, { fileField: 'resume', maxFileBytes: MAX_RESUME_BYTES, tooLargeMessage: TOO_LARGE });
    if (!file) throw badRequest('Attach the resume in the "resume" field.');
    const meta = resumeImportFieldsSchema.safeParse(fields);
    if (!meta.success) throw new HttpError(400, `${meta.error.issues[0]!.path.join('.')}: ${meta.error.issues[0]!.message}`);
    if (!(await allowAttempt(rt.db, `resume-import:${user.id}`, IMPORTS_PER_HOUR, 3600_000, rt.now()))) {
      throw new HttpError(429, 'You have imported many resumes in the last hour. Try again later.');
    }
    const result = await importResumeFile(rt.db, user.id, { ...meta.data, fileName: file.fileName, bytes: file.bytes }, rt.now());
    return json(result, { status: 201 });
  },
});

export const config: Config = { path: '/api/resume-import' };
