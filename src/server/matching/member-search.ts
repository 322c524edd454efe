import type { SearchFilters, SearchJobsResponse } from '~/lib/pivotmatch';
import type { Db } from '~/server/db/client';
import type { ResumeSession } from '~/server/db/schema';
import { recordMatchHistory } from './history';
import { limitMatches, searchJobsWithPlace } from './search';

export interface Viewer {
  /** The signed-in member, or null for a visitor. */
  userId: string | null;
  /** Elite's PivotMatch (Elite members and admins): every match, recorded in the match history. */
  elite: boolean;
}

/**
 * PivotMatch's search as a viewer sees it (docs/decisions/0016): Elite every match (at most 50)
 * and a match history entry; visitors and plans below Elite the best few and the count of the rest.
 */
export async function searchForViewer(
  db: Db,
  input: { session: Pick<ResumeSession, 'id' | 'fileName' | 'skills' | 'location' | 'roles' | 'skillEvidence'>; filters: SearchFilters; viewer: Viewer },
  now: Date,
): Promise<Required<Pick<SearchJobsResponse, 'success' | 'matches' | 'message' | 'moreCount' | 'elite' | 'placeNote'>>> {
  const { session, filters, viewer } = input;
  const { found, placeNote } = await searchJobsWithPlace(db, {
    skills: session.skills ?? [],
    location: session.location,
    filters,
    roles: session.roles,
    evidence: session.skillEvidence,
  });
  const all = found.map((f) => f.match);
  const elite = viewer.elite && viewer.userId !== null;
  if (elite) {
    await recordMatchHistory(db, { userId: viewer.userId!, resumeSessionId: session.id, fileName: session.fileName, filters, matches: all }, now);
  }
  const shown = limitMatches(all, elite);
  return {
    success: true,
    ...shown,
    elite,
    placeNote,
    message: all.length ? `Found ${all.length} matching jobs` : 'No matches found',
  };
}
