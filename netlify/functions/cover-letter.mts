import type { Config } from '@netlify/functions';
import { COVER_LETTER_MAX_BYTES, saveCoverLetterSchema } from '../../src/lib/cover-letter';
import { requireTool } from '../../src/server/auth/guards';
import { deleteCoverLetter, getCoverLetter, letterIdOf, saveCoverLetter } from '../../src/server/cover-letters/letters';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** One cover letter: read it, autosave it whole, or delete it. */
export default handle({
  async GET(req) {
    const id = letterIdOf(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    return json(await getCoverLetter(rt.db, user.id, id));
  },
  async PUT(req) {
    assertSameSite(req);
    const id = letterIdOf(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    const input = await readJson(req, saveCoverLetterSchema, COVER_LETTER_MAX_BYTES);
    return json(await saveCoverLetter(rt.db, user.id, id, input, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = letterIdOf(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    await deleteCoverLetter(rt.db, user.id, id);
    return json({ deleted: id });
  },
});

// POST /api/cover-letters/draft is its own function: this one answers only its own methods.
export const config: Config = { path: '/api/cover-letters/:id', method: ['GET', 'PUT', 'DELETE'] };
