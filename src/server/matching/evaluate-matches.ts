/**
 * How well PivotMatch's first results fit the person (issue 29), on a frozen set whose roles.json
 * says, for each resume, the current role and the stated target with their O*NET occupations
 * (written by reading the text before the ranking was tuned). A result fits when its occupation
 * is in the SOC minor group ("13-1") of the person's current or target occupation: precision@5
 * is the share of the first five that fit, top-1 whether the first fits. The roles PivotMatch
 * read are scored the same way (same minor group as the truth's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitFilterList, type SearchFilters, type SearchJobsResponse } from '~/lib/pivotmatch';
import type { ResumeRoles } from '~/lib/resume-roles';
import type { FileResult } from '~/server/resumes/evaluate';
import { socMinor } from './job-ranking';

export interface RoleTruthEntry {
  title: string;
  codes: string[];
  quote?: string;
}

export interface RoleTruth {
  current: RoleTruthEntry | null;
  target: RoleTruthEntry | null;
}

/** roles.json of a set, by resume name (the file name without its extension); empty when the set has none. */
export function loadRoleTruth(dir: string): Map<string, RoleTruth> {
  const path = join(dir, 'roles.json');
  if (!existsSync(path)) return new Map();
  const file = JSON.parse(readFileSync(path, 'utf8')) as { resumes: Record<string, RoleTruth> };
  return new Map(Object.entries(file.resumes));
}

/** The minor groups a result may be in to fit this person. */
export function fittingGroups(truth: RoleTruth): Set<string> {
  return new Set([...(truth.current?.codes ?? []), ...(truth.target?.codes ?? [])].map(socMinor));
}

export interface MatchFit {
  /** Share of the first five results (of as many as there are, at most five) in a fitting group; 0 with no result. */
  precisionAt5: number;
  top1: boolean;
  results: number;
}

export function scoreMatches(truth: RoleTruth, occupations: readonly (string | null)[]): MatchFit {
  const groups = fittingGroups(truth);
  const first = occupations.slice(0, 5);
  const fits = (code: string | null) => code !== null && groups.has(socMinor(code));
  return {
    precisionAt5: first.length === 0 ? 0 : first.filter(fits).length / first.length,
    top1: first.length > 0 && fits(first[0]!),
    results: occupations.length,
  };
}

export interface RoleReadingFit {
  /** Null where the truth has no such role. */
  current: boolean | null;
  target: boolean | null;
}

/** Whether each role read is in the truth's minor group (a role the truth has but the reader missed is wrong). */
export function scoreRoles(truth: RoleTruth, read: ResumeRoles): RoleReadingFit {
  const one = (t: RoleTruthEntry | null, code: string | null | undefined) => {
    if (!t) return null;
    return !!code && t.codes.some((c) => socMinor(c) === socMinor(code));
  };
  return { current: one(truth.current, read.current?.occupation?.code), target: one(truth.target, read.target?.occupation?.code) };
}

export interface MatchTotals {
  resumes: number;
  precisionAt5: number;
  top1: number;
}

export function matchTotals(fits: readonly MatchFit[]): MatchTotals {
  const n = fits.length;
  return {
    resumes: n,
    precisionAt5: n ? fits.reduce((s, f) => s + f.precisionAt5, 0) / n : 0,
    top1: n ? fits.filter((f) => f.top1).length / n : 0,
  };
}

export interface SetMatches {
  defaultFilter: MatchFit[];
  noFilter: MatchFit[];
  roles: RoleReadingFit[];
  /** Per resume, for reading the misses: the roles read and the first results with the default filter. */
  details: Array<{ name: string; fit: MatchFit; read: string; first: string[] }>;
}

export interface MatchSearcher {
  search(sessionId: string, cookie: string | undefined, filters: SearchFilters): Promise<SearchJobsResponse>;
}

/**
 * Searches as each resume's uploader (read by the whole pipeline: `read`), once with the page's
 * default location filter (the place read from the resume, as the page fills it in) and once with
 * none, and scores the results and the roles read against the set's roles.json.
 */
export async function evaluateJobMatches(dir: string, read: readonly FileResult[], searcher: MatchSearcher): Promise<SetMatches> {
  const truth = loadRoleTruth(dir);
  const out: SetMatches = { defaultFilter: [], noFilter: [], roles: [], details: [] };
  const seen = new Set<string>();
  for (const r of read) {
    const name = r.file.replace(/\.(pdf|docx)$/, '');
    const t = truth.get(name);
    // One search per resume (the held-out set has each resume as a PDF and a DOCX).
    if (!t || seen.has(name) || r.outcome.kind !== 'parsed' || !r.outcome.sessionId) continue;
    seen.add(name);
    const { sessionId, cookie, locationText, roles } = r.outcome;
    const search = (location: string[]) => searcher.search(sessionId, cookie, { location, title: [], company: [] }).then((res) => res.matches);
    const withDefault = await search(splitFilterList(locationText ?? ''));
    const fit = scoreMatches(
      t,
      withDefault.map((m) => m.occupation?.code ?? null),
    );
    out.defaultFilter.push(fit);
    out.noFilter.push(
      scoreMatches(
        t,
        (await search([])).map((m) => m.occupation?.code ?? null),
      ),
    );
    if (roles) out.roles.push(scoreRoles(t, roles));
    const role = (r: ResumeRoles['current']) => (r ? `${r.title} [${r.occupation?.code ?? '?'}]` : '-');
    out.details.push({
      name,
      fit,
      read: `${role(roles?.current ?? null)} → ${role(roles?.target ?? null)}`,
      first: withDefault.slice(0, 5).map((m) => `${m.title} [${m.occupation?.code ?? '?'}] ${m.location}`),
    });
  }
  return out;
}

/** Share of the roles read in the truth's group, of those the truth has (1 when it has none). */
export function roleShare(fits: readonly RoleReadingFit[], key: 'current' | 'target'): number {
  const known = fits.filter((r) => r[key] !== null);
  return known.length ? known.filter((r) => r[key]).length / known.length : 1;
}
