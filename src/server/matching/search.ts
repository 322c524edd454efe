/**
 * PivotMatch's job search: ranks the corpus for a person (search-ranking.ts) over an in-memory
 * index of it (search-index.ts), keeps the best 50, and reads only those rows' links and
 * descriptions from the database (measured: src/cli/bench-search.ts).
 */
import { inArray } from 'drizzle-orm';
import { PIVOTMATCH_RESULTS_BELOW_ELITE } from '~/lib/catalogue';
import type { JobMatch } from '~/lib/pivotmatch';
import type { Db } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { summarise } from './job-labels';
import { SAMPLE_SOURCE } from './sample';
import { getIndex } from './search-index';
import { rank, type SearchJobsInput } from './search-ranking';

export { SUMMARY_CHARS, locationLabel, occupationRef, summarise } from './job-labels';
export { invalidateJobIndex, skillDocumentFrequencies, warmJobIndex } from './search-index';
export { MAX_MATCHES, WIDEN_BELOW, idf, passesFilter, type SearchJobsInput } from './search-ranking';

/** The best matches for a person: at most 50, best first. */
export async function searchJobs(db: Db, input: SearchJobsInput): Promise<JobMatch[]> {
  return (await searchJobMatches(db, input)).map((found) => found.match);
}

/** A match with the id of its job (saved searches remember which jobs they have announced). */
export interface FoundJob {
  jobId: string;
  match: JobMatch;
}

/** `searchJobs`, with each match's job id beside it. */
export async function searchJobMatches(db: Db, input: SearchJobsInput): Promise<FoundJob[]> {
  return (await searchJobsWithPlace(db, input)).found;
}

export interface JobSearchResult {
  found: FoundJob[];
  /** Said when the place was widened ("3 near Salt Lake City; more across Utah and remote"), else null. */
  placeNote: string | null;
}

/** The search with what it did to the place. */
export async function searchJobsWithPlace(db: Db, input: SearchJobsInput): Promise<JobSearchResult> {
  const index = await getIndex(db);
  const { ranked, placeNote } = rank(index, input);
  if (ranked.length === 0) return { found: [], placeNote };
  const ids = ranked.map((r) => index.ids[r.j]!);
  const details = await db.select({ id: jobs.id, source: jobs.source, link: jobs.link, description: jobs.description }).from(jobs).where(inArray(jobs.id, ids));
  const byId = new Map(details.map((d) => [d.id, d]));
  const found: FoundJob[] = [];
  for (const r of ranked) {
    const d = byId.get(index.ids[r.j]!);
    if (!d) continue; // deleted since the index was built
    found.push({
      jobId: d.id,
      match: {
        title: index.titles.values[index.titles.of[r.j]!]!,
        company: index.companies.values[index.companies.of[r.j]!]!,
        location: index.labels.values[index.labels.of[r.j]!]!,
        match_percentage: r.pct,
        matched_skills: r.matched.join(', '),
        link: d.link,
        description: summarise(d.description),
        occupation: r.occupation,
        why: r.why,
        ...(d.source === SAMPLE_SOURCE ? { sample: true } : {}),
      },
    });
  }
  return { found, placeNote };
}

/**
 * What a viewer is shown of a search (docs/decisions/0016): Elite members and admins every match;
 * visitors and plans below Elite the best PIVOTMATCH_RESULTS_BELOW_ELITE, and how many more there are.
 */
export function limitMatches<T>(matches: readonly T[], everything: boolean): { matches: T[]; moreCount: number } {
  if (everything) return { matches: [...matches], moreCount: 0 };
  return { matches: matches.slice(0, PIVOTMATCH_RESULTS_BELOW_ELITE), moreCount: Math.max(0, matches.length - PIVOTMATCH_RESULTS_BELOW_ELITE) };
}
