import type { Config } from '@netlify/functions';
import { COVER_LETTER_MAX_BYTES, newCoverLetterSchema } from '../../src/lib/cover-letter';
import { requireTool } from '../../src/server/auth/guards';
import { createCoverLetter, listCoverLetters } from '../../src/server/cover-letters/letters';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The member's cover letters (Pivot toolkit): the list, and keeping a new one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    return json({ letters: await listCoverLetters(rt.db, user.id) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    const input = await readJson(req, newCoverLetterSchema, COVER_LETTER_MAX_BYTES);
    return json(await createCoverLetter(rt.db, user.id, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/cover-letters' };
