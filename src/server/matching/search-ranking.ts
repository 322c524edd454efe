/**
 * Ranks the indexed corpus for a person: their roles (current and target occupation), their
 * evidenced skills and their place, by the model in job-ranking.ts (docs/decisions/0022), the
 * same one the Career Navigator ranks occupations by.
 *
 * Location filter terms are places ("Salt Lake City, UT", "Utah", "Remote"), matched exactly by
 * state code, city or metro (../../lib/places.ts), never as substrings. When the filtered place
 * holds fewer than WIDEN_BELOW jobs in the occupation group the person is moving toward (the
 * target's, else the current one's), the search widens to the state, then remote, then the whole
 * country, and says so (`placeNote`). Values are computed once per distinct title, company and
 * place, and only the best MAX_MATCHES are kept.
 */
import type { SearchFilters, SkillEvidence } from '~/lib/pivotmatch';
import { describePlace, parsePlaceTerms, placeLevel, placeMatches, type Place, type PlaceQuery } from '~/lib/places';
import { NO_ROLES, type OccupationRef, type ResumeRoles } from '~/lib/resume-roles';
import { US_STATES } from '~/lib/us-places';
import type { ResumeLocation } from '~/server/db/schema';
import { occupationRef } from './job-labels';
import {
  PLACE_FIT,
  jobScore,
  occupationFitOf,
  occupationFits,
  rankingTitleWords,
  skillWeight,
  skillsFit,
  socDetailed,
  socMinor,
  titleCloseness,
  whyLine,
} from './job-ranking';
import type { Column, JobIndex } from './search-index';

/** The most matches a search returns. */
export const MAX_MATCHES = 50;
/** Widen the place when it holds fewer jobs than this in the person's occupation groups. */
export const WIDEN_BELOW = 5;
/** Jobs scoring below this share nothing with the person and are not shown. */
const MIN_SCORE = 0.05;

export interface SearchJobsInput {
  /** The vocabulary's names of the person's skills. */
  skills: readonly string[];
  location: ResumeLocation | null;
  filters: SearchFilters;
  /** Current and target roles; none known ranks by skills and the navigator's paths from them. */
  roles?: ResumeRoles | null;
  /** The resume's words behind each skill, for the "why" line. */
  evidence?: readonly SkillEvidence[] | null;
  /** Only jobs of these O*NET occupations (and their specialties): a navigator path's jobs. */
  occupations?: readonly string[];
}

/** Inverse document frequency, smoothed: 1 for a skill every job has, larger for rarer ones. */
export function idf(df: number, jobCount: number): number {
  return Math.log((jobCount + 1) / (df + 1)) + 1;
}

/** Case-insensitive substring for title and company filters: any term matches; no terms = no filter. */
export function passesFilter(value: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const v = value.toLowerCase();
  return terms.some((t) => v.includes(t.toLowerCase()));
}

interface Scored {
  j: number;
  score: number;
}

function better(a: Scored, b: Scored, index: JobIndex): number {
  return b.score - a.score || index.posted[b.j]! - index.posted[a.j]! || (index.ids[a.j]! < index.ids[b.j]! ? -1 : 1);
}

interface Ranked {
  j: number;
  pct: number;
  matched: string[];
  occupation: OccupationRef | null;
  why: string;
}

/**
 * A per-search cache of a value computed once per distinct string of a column (a title, a
 * company, a place), so 100,000 jobs cost a few thousand computations.
 */
function perValue(col: Column, compute: (value: string, first: number) => number): (j: number) => number {
  const cache = new Float64Array(col.values.length).fill(Number.NaN);
  return (j) => {
    const k = col.of[j]!;
    let v = cache[k]!;
    if (Number.isNaN(v)) {
      v = compute(col.values[k]!, j);
      cache[k] = v;
    }
    return v;
  };
}

/** How far a job is from the filtered places: 0 in one, 1 in one's state, 2 remote, 3 elsewhere. */
const IN_PLACE = 0;
const IN_STATE = 1;
const REMOTE = 2;
const ELSEWHERE = 3;

function placeNoteFor(queries: readonly PlaceQuery[], allowed: number, localCount: number): string | null {
  if (allowed === IN_PLACE) return null;
  const where = queries.map(describePlace).join(' or ');
  const near = queries.every((q) => q.kind === 'state') ? `in ${where}` : `near ${where}`;
  const states = [...new Set(queries.flatMap((q) => (q.kind === 'city' && q.state ? [q.state] : [])))].map((c) => US_STATES[c as keyof typeof US_STATES] ?? c);
  const across = states.length > 0 ? `across ${states.join(' and ')}` : '';
  const more =
    allowed === IN_STATE
      ? across || 'nearby'
      : allowed === REMOTE
        ? across
          ? `${across} and remote`
          : 'remote'
        : across
          ? `${across}, remote and nationwide`
          : 'remote and nationwide';
  const head = localCount === 0 ? `None in your line of work ${near}` : `${localCount} ${near}`;
  return `${head}; more ${more}`;
}

export function rank(index: JobIndex, input: SearchJobsInput): { ranked: Ranked[]; placeNote: string | null } {
  const roles = input.roles ?? NO_ROLES;
  const evidence = input.evidence ?? undefined;
  const held = new Set<number>();
  for (const s of input.skills) {
    const id = index.skillIdByName.get(s);
    if (id !== undefined) held.add(id);
  }
  const hasRole = !!(roles.current?.occupation || roles.target?.occupation);
  if (held.size === 0 && !hasRole) return { ranked: [], placeNote: null };

  // Skills part: the weights of the person's skills each job uses, summed through the postings.
  const rarityNorm = Math.log(index.n + 1) || 1;
  const weightOf = new Float64Array(index.skillNames.length);
  for (const id of held)
    weightOf[id] = skillWeight(index.skillNames[id]!, Math.min(1, Math.log((index.n + 1) / (index.postings[id]!.length + 1)) / rarityNorm));
  const { acc } = index;
  const touched: number[] = [];
  for (const id of held) {
    const w = weightOf[id]!;
    const list = index.postings[id]!;
    for (let p = 0; p < list.length; p++) {
      const j = list[p]!;
      if (acc[j] === 0) touched.push(j);
      acc[j]! += w;
    }
  }

  try {
    // Occupation part, per distinct occupation of the corpus.
    const fits = occupationFits(roles, input.skills, evidence);
    const occFit = Float64Array.from(index.occupationCodes, (code) => occupationFitOf(fits, code));
    const occupationFitOfJob = (j: number) => {
      const o = index.occupationOf[j]!;
      return o < 0 ? occupationFitOf(fits, null) : occFit[o]!;
    };
    // The place widens until it holds jobs of where the person is going: the target's group when
    // they state one, else their current one's.
    const toward = roles.target?.occupation?.code ?? roles.current?.occupation?.code;
    const groups = new Set(toward ? [socMinor(toward)] : []);
    const inGroup = Uint8Array.from(index.occupationCodes, (code) => (groups.has(socMinor(code)) ? 1 : 0));
    const only = input.occupations ? new Set(input.occupations.map(socDetailed)) : null;
    const occupationOk = only ? Uint8Array.from(index.occupationCodes, (code) => (only.has(socDetailed(code)) ? 1 : 0)) : null;
    const jobOk = (j: number) => {
      if (titleOk(j) === 0 || companyOk(j) === 0) return false;
      if (!occupationOk) return true;
      const o = index.occupationOf[j]!;
      return o >= 0 && occupationOk[o] === 1;
    };

    const targetWords = new Set(roles.target ? rankingTitleWords(roles.target.title) : []);
    const currentWords = new Set(roles.current ? rankingTitleWords(roles.current.title) : []);
    const titleScore = perValue(index.titles, (_, j) => titleCloseness(index.titleWords[index.titles.of[j]!]!, targetWords, currentWords));
    const { title: titleTerms, company: companyTerms } = input.filters;
    const titleOk = perValue(index.titles, (t) => (passesFilter(t, titleTerms) ? 1 : 0));
    const companyOk = perValue(index.companies, (c) => (passesFilter(c, companyTerms) ? 1 : 0));

    // Places: the filter's, matched exactly; the person's (the filter's first, else the resume's) for the location part.
    const queries = parsePlaceTerms(input.filters.location);
    const queryStates = new Set(queries.flatMap((q) => (q.kind === 'state' ? [q.state] : q.kind === 'city' && q.state ? [q.state] : [])));
    const jobPlace = (j: number): Place => ({ city: index.cities[j]!, state: index.states[j]!, remote: index.remote[j] === 1 });
    const distance = perValue(index.labels, (_, j) => {
      if (queries.length === 0) return IN_PLACE;
      const place = jobPlace(j);
      if (queries.some((q) => placeMatches(q, place))) return IN_PLACE;
      if (place.state && queryStates.has(place.state.toUpperCase())) return IN_STATE;
      return place.remote ? REMOTE : ELSEWHERE;
    });
    const person: PlaceQuery | Place | null =
      queries[0] ?? (input.location && (input.location.city || input.location.state || input.location.remote) ? input.location : null);
    const personRemote = !!person && ('kind' in person ? person.kind === 'remote' : person.remote);
    const placeFit = perValue(index.labels, (_, j) => {
      const place = jobPlace(j);
      const level = placeLevel(place, person);
      if (level === null) return Number.NaN;
      // Remote work is what a remote person asked for: it fits fully.
      return personRemote && place.remote ? 1 : PLACE_FIT[level];
    });

    // Widen the place while it holds too few jobs of the person's occupation groups (or, without
    // roles, too few sharing a skill).
    const counts = [0, 0, 0, 0];
    for (let j = 0; j < index.n; j++) {
      if (!jobOk(j)) continue;
      const o = index.occupationOf[j]!;
      const relevant = groups.size > 0 ? o >= 0 && inGroup[o] === 1 : acc[j]! > 0;
      if (relevant) counts[distance(j)]!++;
    }
    let allowed = IN_PLACE;
    let reach = counts[IN_PLACE]!;
    while (allowed < ELSEWHERE && reach < WIDEN_BELOW && queries.length > 0) {
      allowed++;
      reach += counts[allowed]!;
    }
    const placeNote = queries.length > 0 ? placeNoteFor(queries, allowed, counts[IN_PLACE]!) : null;

    // Score every job within reach; keep the best 50 (collect up to 200, cut back, raise the bar).
    let best: Scored[] = [];
    let bar = -Infinity;
    for (let j = 0; j < index.n; j++) {
      if (distance(j) > allowed || !jobOk(j)) continue;
      const occupation = occupationFitOfJob(j);
      const skills = skillsFit(acc[j]!);
      if (occupation < MIN_SCORE && skills === 0) continue;
      const fit = placeFit(j);
      const score = jobScore({ occupation, skills, title: titleScore(j), location: Number.isNaN(fit) ? null : fit });
      if (score < bar || score < MIN_SCORE) continue;
      best.push({ j, score });
      if (best.length >= 4 * MAX_MATCHES) {
        best.sort((a, b) => better(a, b, index));
        best = best.slice(0, MAX_MATCHES);
        bar = best[best.length - 1]!.score;
      }
    }
    best.sort((a, b) => better(a, b, index));
    const ownName = new Map<string, string>();
    for (const e of evidence ?? []) if (e.canonical && !ownName.has(e.canonical)) ownName.set(e.canonical, e.name.replace(/,/g, ' '));
    const ranked = best.slice(0, MAX_MATCHES).map(({ j, score }) => {
      const jobSkillIds = [...index.skillIds.subarray(index.skillStart[j]!, index.skillStart[j + 1]!)];
      const matched = jobSkillIds.filter((id) => held.has(id)).sort((a, b) => weightOf[b]! - weightOf[a]!);
      const rarity = (id: number) => skillWeight(index.skillNames[id]!, Math.log((index.n + 1) / (index.postings[id]!.length + 1)) / rarityNorm);
      const missing = jobSkillIds.filter((id) => !held.has(id)).sort((a, b) => rarity(b) - rarity(a));
      const o = index.occupationOf[j]!;
      const occupation = occupationRef(o < 0 ? null : index.occupationCodes[o]!);
      const matchedNames = matched.map((id) => index.skillNames[id]!);
      return {
        j,
        pct: Math.round(100 * score),
        // Shown in the resume's own words ("Kafka", not "Apache Kafka"), as its skills are.
        matched: matchedNames.map((c) => ownName.get(c) ?? c),
        occupation,
        why: whyLine({
          roles,
          matched: matchedNames,
          missing: missing.map((id) => index.skillNames[id]!),
          evidence,
          jobOccupationTitle: occupation?.title ?? null,
          inTarget: o >= 0 && !!roles.target?.occupation && socMinor(index.occupationCodes[o]!) === socMinor(roles.target.occupation.code),
        }),
      };
    });
    return { ranked, placeNote };
  } finally {
    for (let t = 0; t < touched.length; t++) acc[touched[t]!] = 0;
  }
}
