import { eq } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import type { Db } from '../db/client';
import { resumeSessions } from '../db/schema';
import { HttpError } from '../http/errors';
import { extractSkills } from '../skills/extract-skills';
import { extractLocation } from './location';
import type { Refiner } from './parse-resume';
import { markFailed, textKey } from './sessions';

/**
 * Reads skills and location from a stored resume's text and completes the session. Never
 * leaves it in processing: any failure ends as failed with a reason the visitor can read.
 */
export async function processResumeSession(db: Db, store: Store, id: string, options: { refine?: Refiner; now: () => Date }) {
  try {
    const [session] = await db.select().from(resumeSessions).where(eq(resumeSessions.id, id)).limit(1);
    if (!session || session.status !== 'processing') return;
    const text = await store.get(textKey(session.blobKey), { type: 'text' });
    if (text === null) throw new HttpError(422, 'The uploaded file could not be found. Please upload it again.');
    let result = { skills: extractSkills(text), location: extractLocation(text) };
    if (options.refine) result = await options.refine({ text, ...result }).catch(() => result);
    await db
      .update(resumeSessions)
      .set({ status: 'completed', skills: result.skills, location: result.location, completedAt: options.now() })
      .where(eq(resumeSessions.id, id));
  } catch (error) {
    if (!(error instanceof HttpError)) console.error('[resume processing]', error);
    await markFailed(db, id, error instanceof HttpError ? error.message : 'Failed to process resume', options.now());
  }
}
