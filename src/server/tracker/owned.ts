import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { trackedJobs, type TrackedJob } from '~/server/db/schema';
import { notFound } from '~/server/http/errors';
import { JOB_NOT_FOUND } from '~/lib/tracker';

/** The member's own job, or 404: another member's job looks exactly like no job. */
export async function ownedJob(db: Db, userId: string, id: string): Promise<TrackedJob> {
  const [job] = await db
    .select()
    .from(trackedJobs)
    .where(and(eq(trackedJobs.id, id), eq(trackedJobs.userId, userId)))
    .limit(1);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}
