import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { CORPUS_DATE, generateJob } from './corpus';
import { invalidateJobIndex } from './search';

export interface SeedJobsOptions {
  seed?: number;
  /** Rows per INSERT statement (12 parameters each; PostgreSQL allows 65,535 per statement). */
  batchSize?: number;
  referenceDate?: Date;
}

/**
 * Inserts the first `count` jobs of the generated corpus, `batchSize` rows per statement.
 * Idempotent: rows already there (same source and external id) are left alone, so seeding
 * 5,000 and then 100,000 inserts only the 95,000 new ones. Returns how many rows were inserted.
 */
export async function seedJobs(db: Db, count = 5000, options: SeedJobsOptions = {}): Promise<number> {
  const { seed = 1, batchSize = 500, referenceDate = CORPUS_DATE } = options;
  let inserted = 0;
  for (let start = 0; start < count; start += batchSize) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) batch.push(generateJob(i, seed, referenceDate));
    const rows = await db
      .insert(jobs)
      .values(batch)
      .onConflictDoNothing({ target: [jobs.source, jobs.externalId] })
      .returning({ id: jobs.id });
    inserted += rows.length;
  }
  if (inserted > 0) invalidateJobIndex(db);
  return inserted;
}
