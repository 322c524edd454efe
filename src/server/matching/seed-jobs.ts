import { and, eq, like, notLike, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { CORPUS_DATE, CORPUS_SOURCE, corpusVersion, generateJob } from './corpus';
import { invalidateJobIndex } from './search';

export interface SeedJobsOptions {
  seed?: number;
  /** Rows per INSERT statement (13 parameters each; PostgreSQL allows 65,535 per statement). */
  batchSize?: number;
  referenceDate?: Date;
}

/** How many generated jobs of the current corpus version the database holds. */
export async function seededJobCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.source, CORPUS_SOURCE), like(jobs.externalId, `${corpusVersion()}-%`)));
  return row?.n ?? 0;
}

/**
 * Inserts the first `count` jobs of the generated corpus, `batchSize` rows per statement.
 * Idempotent: rows already there (same source and external id) are left alone, so seeding
 * 5,000 and then 100,000 inserts only the 95,000 new ones. Generated jobs of an older corpus
 * version (other occupation data, another skills vocabulary: see `corpusVersion`) are deleted
 * first, so a database never mixes two corpora. Returns how many rows were inserted.
 */
export async function seedJobs(db: Db, count = 5000, options: SeedJobsOptions = {}): Promise<number> {
  const { seed = 1, batchSize = 500, referenceDate = CORPUS_DATE } = options;
  const stale = await db
    .delete(jobs)
    .where(and(eq(jobs.source, CORPUS_SOURCE), notLike(jobs.externalId, `${corpusVersion()}-%`)))
    .returning({ id: jobs.id });
  let inserted = 0;
  for (let start = 0; start < count; start += batchSize) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) batch.push(generateJob(i, seed, referenceDate));
    const rows = await db.insert(jobs).values(batch).onConflictDoNothing().returning({ id: jobs.id });
    inserted += rows.length;
  }
  if (inserted > 0 || stale.length > 0) invalidateJobIndex(db);
  return inserted;
}
