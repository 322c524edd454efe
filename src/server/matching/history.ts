import { and, desc, eq, notInArray } from 'drizzle-orm';
import { HISTORY_TOP_MATCHES, MATCH_HISTORY_MAX, type JobMatch, type MatchHistoryEntry, type MatchSummary, type SearchFilters } from '~/lib/pivotmatch';
import type { Db } from '~/server/db/client';
import { matchHistory } from '~/server/db/schema';

/** A match as history and alerts keep it. */
export function summariseMatch(m: JobMatch): MatchSummary {
  return { title: m.title, company: m.company, location: m.location, match_percentage: m.match_percentage, link: m.link, occupation: m.occupation };
}

export interface HistoryInput {
  userId: string;
  resumeSessionId: string | null;
  fileName: string | null;
  filters: SearchFilters;
  /** Every match of the search, best first. */
  matches: readonly JobMatch[];
}

/**
 * Records an Elite member's search: the file, the filters, how many matched and the best five.
 * Keeps the member's newest MATCH_HISTORY_MAX searches and deletes older ones.
 */
export async function recordMatchHistory(db: Db, input: HistoryInput, now: Date): Promise<void> {
  await db.insert(matchHistory).values({
    userId: input.userId,
    resumeSessionId: input.resumeSessionId,
    fileName: input.fileName,
    filters: input.filters,
    resultCount: input.matches.length,
    topMatches: input.matches.slice(0, HISTORY_TOP_MATCHES).map((m) => ({ ...summariseMatch(m) })),
    createdAt: now,
  });
  const keep = db
    .select({ id: matchHistory.id })
    .from(matchHistory)
    .where(eq(matchHistory.userId, input.userId))
    .orderBy(desc(matchHistory.createdAt), desc(matchHistory.id))
    .limit(MATCH_HISTORY_MAX);
  await db.delete(matchHistory).where(and(eq(matchHistory.userId, input.userId), notInArray(matchHistory.id, keep)));
}

/** The member's searches, newest first. */
export async function listMatchHistory(db: Db, userId: string): Promise<MatchHistoryEntry[]> {
  const rows = await db
    .select()
    .from(matchHistory)
    .where(eq(matchHistory.userId, userId))
    .orderBy(desc(matchHistory.createdAt), desc(matchHistory.id))
    .limit(MATCH_HISTORY_MAX);
  return rows.map((r) => ({
    id: r.id,
    fileName: r.fileName,
    filters: r.filters,
    resultCount: r.resultCount,
    topMatches: r.topMatches as unknown as MatchSummary[],
    createdAt: r.createdAt.toISOString(),
  }));
}
