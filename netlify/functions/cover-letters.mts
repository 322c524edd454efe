import type { Config } from '@netlify/functions';
import { coverLetterRoutes } from '~/lib/cover-letter';
import { createCoverLetter, listCoverLetters } from '~/server/cover-letters/letters';
import { implement, serve } from '~/server/http/route';

/** The member's cover letters (Pivot toolkit): the list, and keeping a new one. */
export default serve(
  implement(coverLetterRoutes.list, async ({ rt, user }) => ({ letters: await listCoverLetters(rt.db, user.id) })),
  implement(coverLetterRoutes.create, ({ rt, user, body }) => createCoverLetter(rt.db, user.id, body, rt.now())),
);

export const config: Config = { path: '/api/cover-letters' };
