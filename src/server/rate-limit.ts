import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimitHits } from './db/schema';

/**
 * Counts attempts in Postgres (serverless instances share no memory). Records this attempt and
 * answers whether it is within `limit` per `windowMs`.
 */
export async function allowAttempt(db: Db, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
  if ((row?.n ?? 0) >= limit) return false;
  await db.insert(rateLimitHits).values({ key, createdAt: now });
  // Old rows are of no further use; trimming here keeps the table small without a cron job.
  if (Math.random() < 0.05) await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 24 * 3600_000)));
  return true;
}
