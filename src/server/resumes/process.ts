import { eq } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import { canonicalSkills } from '~/lib/pivotmatch';
import type { Db } from '~/server/db/client';
import { resumeSessions } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { readResumeText, refineResume, type Refiner } from './parse-resume';
import { readResumeRoles } from './roles';
import { markFailed, textKey } from './sessions';

/**
 * Reads skills (each with the text behind it), location and roles from a stored resume's text and
 * completes the session. Never leaves it in processing: any failure ends as failed with a
 * reason the visitor can read.
 */
export async function processResumeSession(db: Db, store: Store, id: string, options: { refine?: Refiner; now: () => Date }) {
  try {
    const [session] = await db.select().from(resumeSessions).where(eq(resumeSessions.id, id)).limit(1);
    if (!session || session.status !== 'processing') return;
    const text = await store.get(textKey(session.blobKey), { type: 'text' });
    if (text === null) throw new HttpError(422, 'The uploaded file could not be found. Please upload it again.');
    const result = await refineResume(text, readResumeText(text), options.refine);
    const roles = readResumeRoles(text, result);
    await db
      .update(resumeSessions)
      // `skills` holds the vocabulary's names, which matching uses; the names as written are in the evidence.
      .set({
        status: 'completed',
        skills: canonicalSkills(result.evidence),
        skillEvidence: result.evidence,
        location: result.location,
        roles,
        completedAt: options.now(),
      })
      .where(eq(resumeSessions.id, id));
  } catch (error) {
    if (!(error instanceof HttpError)) console.error('[resume processing]', error);
    await markFailed(db, id, error instanceof HttpError ? error.message : 'Failed to process resume', options.now());
  }
}
