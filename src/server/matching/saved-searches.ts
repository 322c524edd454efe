import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { SAVED_SEARCHES_MAX } from '~/lib/catalogue';
import { SAVED_SEARCH_NOT_FOUND, type SavedSearchRunResponse, type SavedSearchView, type SearchFilters } from '~/lib/pivotmatch';
import type { Db } from '~/server/db/client';
import { resumeSessions, savedSearchMatches, savedSearches, users, type ResumeSession } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { formatSessionLocation } from '~/server/resumes/sessions';
import { searchJobMatches } from './search';

type SavedSearchRow = typeof savedSearches.$inferSelect;

function view(row: SavedSearchRow, newMatchCount: number): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    skills: row.skills,
    location: formatSessionLocation(row),
    alertsOn: row.alertsOn,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    newMatchCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Jobs each search matched after it was saved (the ones its alerts announced). */
async function newMatchCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: savedSearchMatches.savedSearchId, n: count() })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(and(eq(savedSearches.userId, userId), isNotNull(savedSearchMatches.alertedAt)))
    .groupBy(savedSearchMatches.savedSearchId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function owned(db: Db, userId: string, id: string): Promise<SavedSearchRow> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return row;
}

async function viewOf(db: Db, userId: string, row: SavedSearchRow): Promise<SavedSearchView> {
  return view(row, (await newMatchCounts(db, userId)).get(row.id) ?? 0);
}

/** The member's saved searches, newest first. */
export async function listSavedSearches(db: Db, userId: string): Promise<{ searches: SavedSearchView[]; max: number }> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const counts = await newMatchCounts(db, userId);
  return { searches: rows.map((r) => view(r, counts.get(r.id) ?? 0)), max: SAVED_SEARCHES_MAX };
}

/**
 * Saves a search: the resume session's skills and place as they are now, and the filters. The
 * jobs it matches now are recorded as already seen (alerted_at null), so alerts only name jobs
 * that match later. At most SAVED_SEARCHES_MAX per member (a lock on the member's row keeps two
 * saves at once from passing the limit together).
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: { name: string; filters: SearchFilters; session: Pick<ResumeSession, 'id' | 'skills' | 'location' | 'status' | 'roles' | 'skillEvidence'> },
  now: Date,
): Promise<SavedSearchView> {
  const { session } = input;
  if (session.status !== 'completed') throw new HttpError(409, 'Your resume is not processed yet.');
  const skills = session.skills ?? [];
  const roles = session.roles ?? null;
  const found = await searchJobMatches(db, { skills, location: session.location, filters: input.filters, roles, evidence: session.skillEvidence });
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(held?.n ?? 0) >= SAVED_SEARCHES_MAX) {
      throw new HttpError(409, `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`);
    }
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, resumeSessionId: session.id, skills, location: session.location, roles, filters: input.filters, createdAt: now })
      .returning();
    if (found.length) {
      await tx
        .insert(savedSearchMatches)
        .values(
          found.map((f) => ({ savedSearchId: created!.id, jobId: f.jobId, matchPercentage: f.match.match_percentage, firstSeenAt: now, alertedAt: null })),
        )
        .onConflictDoNothing();
    }
    return created!;
  });
  return view(row, 0);
}

/** Renames a saved search, or turns its alerts off or on. */
export async function updateSavedSearch(db: Db, userId: string, id: string, patch: { name?: string; alertsOn?: boolean }): Promise<SavedSearchView> {
  await owned(db, userId, id);
  const [row] = await db
    .update(savedSearches)
    .set({ ...(patch.name !== undefined ? { name: patch.name } : {}), ...(patch.alertsOn !== undefined ? { alertsOn: patch.alertsOn } : {}) })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return viewOf(db, userId, row);
}

/** Deletes a saved search and what it remembered. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** The resume's words behind the skills, while the resume a search was saved from is still kept (for the "why" lines). */
export async function savedSearchEvidence(db: Db, row: Pick<SavedSearchRow, 'resumeSessionId'>) {
  if (!row.resumeSessionId) return null;
  const [session] = await db.select({ evidence: resumeSessions.skillEvidence }).from(resumeSessions).where(eq(resumeSessions.id, row.resumeSessionId)).limit(1);
  return session?.evidence ?? null;
}

/** Runs a saved search now, on the skills, roles and place it was saved with: every match (Elite). */
export async function runSavedSearch(db: Db, userId: string, id: string): Promise<SavedSearchRunResponse> {
  const row = await owned(db, userId, id);
  const evidence = await savedSearchEvidence(db, row);
  const found = await searchJobMatches(db, { skills: row.skills, location: row.location ?? null, filters: row.filters, roles: row.roles, evidence });
  const matches = found.map((f) => f.match);
  return {
    search: await viewOf(db, userId, row),
    matches,
    message: matches.length ? `Found ${matches.length} matching jobs` : 'No matches found',
  };
}
