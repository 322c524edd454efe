import type { Config } from '@netlify/functions';
import { sessionIdSchema } from '../../src/lib/pivotmatch';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { resumeOwner } from '../../src/server/resumes/owner';
import { discardSession, ownedSession } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

/** Deletes an uploaded resume and everything read from it (the owner's right, issue 4). */
export default handle({
  async DELETE(req) {
    assertSameSite(req);
    const id = sessionIdSchema.safeParse(new URL(req.url).pathname.split('/').pop());
    if (!id.success) throw notFound('Resume session not found.');
    const rt = await runtime();
    const session = await ownedSession(rt.db, id.data, await resumeOwner(req, rt));
    await discardSession(rt.db, rt.resumeFiles(), session);
    return json({ success: true, message: 'Your resume and the data read from it have been deleted.' });
  },
});

export const config: Config = { path: '/api/pivotmatch/resume/:sessionId' };
