import type { Config } from '@netlify/functions';
import { coverLetterRoutes } from '~/lib/cover-letter';
import { deleteCoverLetter, getCoverLetter, saveCoverLetter } from '~/server/cover-letters/letters';
import { implement, serve } from '~/server/http/route';

/** One cover letter: read it, autosave it whole, or delete it. */
export default serve(
  implement(coverLetterRoutes.letter, ({ rt, user, params }) => getCoverLetter(rt.db, user.id, params.id)),
  implement(coverLetterRoutes.save, ({ rt, user, params, body }) => saveCoverLetter(rt.db, user.id, params.id, body, rt.now())),
  implement(coverLetterRoutes.remove, async ({ rt, user, params }) => {
    await deleteCoverLetter(rt.db, user.id, params.id);
    return { deleted: params.id };
  }),
);

// POST /api/cover-letters/draft is its own function: this one answers only its own methods.
export const config: Config = { path: '/api/cover-letters/:id', method: ['GET', 'PUT', 'DELETE'] };
