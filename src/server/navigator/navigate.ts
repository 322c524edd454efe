/**
 * The navigator as a member uses it: read one of their resumes, rank the paths, cut the list to
 * what their plan shows, and find a path's jobs in the corpus.
 */
import { NAVIGATOR_PATHS_BELOW_ELITE, NAVIGATOR_PATHS_MAX } from '~/lib/catalogue';
import type { NavigatorAnswer, PathJob, NavigateRequest, NavigatorSource } from '~/lib/navigator';
import type { Db } from '~/server/db/client';
import { notFound } from '~/server/http/errors';
import { occupationByCode } from '~/server/matching/occupations';
import { rolesFrom } from '~/server/matching/job-ranking';
import { searchJobs } from '~/server/matching/search';
import { ONET_ATTRIBUTION } from './data';
import { rankPaths, pathFor, type NavigatorInput } from './rank';
import { loadSource } from './sources';

export const PATH_JOBS_SHOWN = 5;

/** Paths a plan shows: every ranked path (up to the maximum) for Elite, the first few below. */
export function pathLimitFor(elite: boolean): number | null {
  return elite ? null : NAVIGATOR_PATHS_BELOW_ELITE;
}

export async function navigate(db: Db, userId: string, elite: boolean, request: NavigateRequest): Promise<NavigatorAnswer> {
  const source = await loadSource(db, userId, request.source);
  const input: NavigatorInput = {
    skills: source.skills,
    evidence: source.evidence,
    currentTitle: request.currentTitle || source.title,
    includeOwnGroup: request.includeOwnGroup,
  };
  const ranked = rankPaths(input, NAVIGATOR_PATHS_MAX);
  const limit = pathLimitFor(elite);
  return {
    current: ranked.current,
    compared: ranked.compared,
    total: ranked.paths.length,
    paths: limit === null ? ranked.paths : ranked.paths.slice(0, limit),
    limited: limit !== null && ranked.paths.length > limit,
    attribution: ONET_ATTRIBUTION,
    source: { kind: request.source.kind, id: request.source.id, label: source.label, skills: source.skills.length },
  };
}

/** The input a resume gives the ranking, for the planner: same title rule as `navigate`. */
export async function navigatorInputFor(db: Db, userId: string, source: NavigatorSource, currentTitle: string): Promise<NavigatorInput> {
  const s = await loadSource(db, userId, source);
  return { skills: s.skills, evidence: s.evidence, currentTitle: currentTitle || s.title };
}

/** One path as the ranking scores it for this resume (404 when the code is not an occupation). */
export async function pathForSource(db: Db, userId: string, source: NavigatorSource, currentTitle: string, code: string) {
  const input = await navigatorInputFor(db, userId, source, currentTitle);
  const path = pathFor({ ...input, includeOwnGroup: true }, code);
  if (!path) throw notFound('That occupation is not one the navigator knows.');
  return path;
}

/** Jobs of the corpus in the path's occupation, ranked as PivotMatch ranks them toward it. */
export async function pathJobs(db: Db, userId: string, source: NavigatorSource, code: string): Promise<PathJob[]> {
  if (!occupationByCode(code)) return [];
  const s = await loadSource(db, userId, source);
  const matches = await searchJobs(db, {
    skills: s.skills,
    evidence: s.evidence,
    location: s.location ?? null,
    roles: rolesFrom(s.title, code),
    occupations: [code],
    filters: { title: [], location: [], company: [] },
  });
  return matches
    .slice(0, PATH_JOBS_SHOWN)
    .map((m) => ({ title: m.title, company: m.company, location: m.location, matchPercentage: m.match_percentage, link: m.link }));
}
