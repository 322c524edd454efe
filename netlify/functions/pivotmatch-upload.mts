import type { Config } from '@netlify/functions';
import { uploadPartSchema } from '../../src/lib/pivotmatch';
import { HttpError, badRequest } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { readMultipart } from '../../src/server/http/multipart';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { resumeOwner } from '../../src/server/resumes/owner';
import { acceptResume } from '../../src/server/resumes/upload';
import { MAX_PART_BYTES, TOO_LARGE } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const owner = await resumeOwner(req, rt, { mint: true });
    const { fields, file } = await readMultipart(req, { fileField: 'resume', maxFileBytes: MAX_PART_BYTES, tooLargeMessage: TOO_LARGE });
    if (!file) throw badRequest('Attach the resume in the "resume" field.');
    const meta = uploadPartSchema.safeParse(fields);
    if (!meta.success) throw new HttpError(400, `${meta.error.issues[0]!.path.join('.')}: ${meta.error.issues[0]!.message}`);
    const result = await acceptResume(rt, owner, { ...meta.data, fileName: file.fileName, bytes: file.bytes });
    return json(result, { cookies: owner.setCookie ? [owner.setCookie] : [] });
  },
});

export const config: Config = { path: '/api/pivotmatch/upload-resume' };
