/**
 * Ranks the job corpus for a person: their roles (current and target occupation), their
 * evidenced skills and their place, by the model in job-ranking.ts (docs/decisions/0022), the
 * same one the Career Navigator ranks occupations by.
 *
 * Location filter terms are places ("Salt Lake City, UT", "Utah", "Remote"), matched exactly by
 * state code, city or metro (../../lib/places.ts), never as substrings. When the filtered place
 * holds fewer than WIDEN_BELOW jobs in the occupation group the person is moving toward (the
 * target's, else the current one's), the search widens to the state, then remote, then the whole
 * country, and says so (`placeNote`).
 *
 * Speed: each process keeps a compact in-memory index of the corpus (ids, titles and their
 * words, companies, places, occupations and skill ids, with postings lists per skill), loaded in
 * one query as JSON and refreshed when the corpus changes; a search scores every job from typed
 * arrays and per-value caches, keeps the best 50, and reads only those rows' links and
 * descriptions from the database (measured: src/cli/bench-search.ts).
 */
import { inArray, sql } from 'drizzle-orm';
import { PIVOTMATCH_RESULTS_BELOW_ELITE } from '../../lib/catalogue';
import type { JobMatch, SearchFilters, SkillEvidence } from '../../lib/pivotmatch';
import { describePlace, parsePlaceTerms, placeLevel, placeMatches, type Place, type PlaceQuery } from '../../lib/places';
import { NO_ROLES, type OccupationRef, type ResumeRoles } from '../../lib/resume-roles';
import { US_STATES } from '../../lib/us-places';
import type { Db } from '../db/client';
import { jobs, type ResumeLocation } from '../db/schema';
import { navigatorOccupation } from '../navigator/data';
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
import { occupationByCode } from './occupations';
import { SAMPLE_SOURCE } from './sample';

export const MAX_MATCHES = 50;
/** Descriptions in results are cut to about this many characters (the link has the rest). */
export const SUMMARY_CHARS = 400;
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

// ---------------------------------------------------------------------------------------
// Small pure helpers

/** Inverse document frequency, smoothed: 1 for a skill every job has, larger for rarer ones. */
export function idf(df: number, jobCount: number): number {
  return Math.log((jobCount + 1) / (df + 1)) + 1;
}

/** "City, ST", "Remote", or "City, ST (Remote)" when a remote job names a home base. */
export function locationLabel(job: { city: string | null; state: string | null; remote: boolean }): string {
  const place = job.city ? (job.state ? `${job.city}, ${job.state}` : job.city) : (job.state ?? '');
  if (job.remote) return place ? `${place} (Remote)` : 'Remote';
  return place || 'Location not specified';
}

/** The O*NET occupation of a code, as search answers name it. */
export function occupationRef(code: string | null): OccupationRef | null {
  if (!code) return null;
  const title = navigatorOccupation(code)?.title ?? occupationByCode(code)?.title;
  return title ? { code, title } : null;
}

/** A description on one paragraph, cut at a sentence (or a word) near `max` characters. */
export function summarise(text: string, max = SUMMARY_CHARS): string {
  const flat = text
    .replace(/\s*\n\s*•\s*/g, ' • ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= max * 0.4) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : max).replace(/[\s,;:•–-]+$/, '')}…`;
}

/** Case-insensitive substring for title and company filters: any term matches; no terms = no filter. */
export function passesFilter(value: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const v = value.toLowerCase();
  return terms.some((t) => v.includes(t.toLowerCase()));
}

// ---------------------------------------------------------------------------------------
// The in-memory index

/** Distinct strings of one column and, per job, the number of its string. */
interface Column {
  values: string[];
  of: Int32Array;
}

interface JobIndex {
  n: number;
  ids: string[];
  titles: Column;
  companies: Column;
  /** Location labels as shown and filtered ("Tampa, FL", "Remote"). */
  labels: Column;
  cities: (string | null)[];
  states: (string | null)[];
  remote: Uint8Array;
  posted: Float64Array;
  /** Per distinct title (titles.values), its words as the ranking compares them. */
  titleWords: string[][];
  /** Distinct occupation codes, and per job the number of its code (-1: unknown). */
  occupationCodes: string[];
  occupationOf: Int32Array;
  /** Skills of job j are skillIds[skillStart[j] .. skillStart[j + 1]). */
  skillStart: Int32Array;
  skillIds: Int32Array;
  skillNames: string[];
  skillIdByName: Map<string, number>;
  postings: Int32Array[];
  /** Scratch accumulator, zeroed after each search. */
  acc: Float64Array;
  signature: string;
  loadedAt: number;
  checkedAt: number;
}

interface CacheEntry {
  index?: JobIndex;
  loading?: Promise<JobIndex>;
  checking?: boolean;
  stale?: boolean;
}

/** Check the corpus signature at most this often; reload at least this often. */
const CHECK_EVERY_MS = 60_000;
const RELOAD_EVERY_MS = 15 * 60_000;
const LOAD_BUCKETS = 16;

const cache = new WeakMap<Db, CacheEntry>();

/** Forget this database's index: the next search reloads it (call after writing jobs). */
export function invalidateJobIndex(db: Db): void {
  const entry = cache.get(db);
  if (entry) entry.stale = true;
}

type Row = [
  id: string,
  title: string,
  company: string,
  city: string | null,
  state: string | null,
  remote: boolean,
  skills: string[],
  posted: number,
  occupation: string | null,
];

async function corpusSignature(db: Db): Promise<string> {
  const rows = await db.execute<{ n: number; c: string | null }>(sql`select count(*)::int as n, max(created_at)::text as c from ${jobs}`).then((r) => r.rows);
  return `${rows[0]?.n ?? 0}|${rows[0]?.c ?? ''}`;
}

async function loadIndex(db: Db): Promise<JobIndex> {
  const signature = await corpusSignature(db);
  // One JSON document per bucket: far fewer rows to decode than one row per job.
  const parts = await db
    .execute<{ j: string | null }>(
      sql`select json_agg(json_build_array(id, title, company, city, state, remote, skills, extract(epoch from posted_at), occupation_code))::text as j
          from ${jobs} group by get_byte(uuid_send(id), 0) % ${LOAD_BUCKETS}`,
    )
    .then((r) => r.rows);
  const rows: Row[] = [];
  for (const part of parts) if (part.j) for (const row of JSON.parse(part.j) as Row[]) rows.push(row);
  return buildIndex(rows, signature);
}

function column(n: number): { col: Column; set(j: number, value: string): void } {
  const numbers = new Map<string, number>();
  const col: Column = { values: [], of: new Int32Array(n) };
  return {
    col,
    set(j, value) {
      let k = numbers.get(value);
      if (k === undefined) {
        k = col.values.length;
        numbers.set(value, k);
        col.values.push(value);
      }
      col.of[j] = k;
    },
  };
}

function buildIndex(rows: Row[], signature: string): JobIndex {
  const n = rows.length;
  const titles = column(n);
  const companies = column(n);
  const labels = column(n);
  const skillIdByName = new Map<string, number>();
  const skillNames: string[] = [];
  const df: number[] = [];
  const skillStart = new Int32Array(n + 1);
  let total = 0;
  for (const r of rows) total += r[6].length;
  const skillIds = new Int32Array(total);
  const ids: string[] = new Array(n);
  const cities: (string | null)[] = new Array(n);
  const states: (string | null)[] = new Array(n);
  const remote = new Uint8Array(n);
  const posted = new Float64Array(n);
  const occupationCodes: string[] = [];
  const occupationNumber = new Map<string, number>();
  const occupationOf = new Int32Array(n).fill(-1);
  let k = 0;
  const seen = new Set<number>();
  for (let j = 0; j < n; j++) {
    const r = rows[j]!;
    ids[j] = r[0];
    titles.set(j, r[1]);
    companies.set(j, r[2]);
    labels.set(j, locationLabel({ city: r[3], state: r[4], remote: r[5] }));
    cities[j] = r[3];
    states[j] = r[4];
    remote[j] = r[5] ? 1 : 0;
    posted[j] = Number(r[7]);
    const code = r[8];
    if (code) {
      let o = occupationNumber.get(code);
      if (o === undefined) {
        o = occupationCodes.length;
        occupationNumber.set(code, o);
        occupationCodes.push(code);
      }
      occupationOf[j] = o;
    }
    skillStart[j] = k;
    seen.clear();
    for (const name of r[6]) {
      let id = skillIdByName.get(name);
      if (id === undefined) {
        id = skillNames.length;
        skillIdByName.set(name, id);
        skillNames.push(name);
        df.push(0);
      }
      if (seen.has(id)) continue;
      seen.add(id);
      df[id]!++;
      skillIds[k++] = id;
    }
  }
  skillStart[n] = k;
  const postings = df.map((count) => new Int32Array(count));
  const fill = new Int32Array(df.length);
  for (let j = 0; j < n; j++) {
    for (let p = skillStart[j]!; p < skillStart[j + 1]!; p++) {
      const id = skillIds[p]!;
      postings[id]![fill[id]!++] = j;
    }
  }
  const now = Date.now();
  return {
    n,
    ids,
    titles: titles.col,
    companies: companies.col,
    labels: labels.col,
    cities,
    states,
    remote,
    posted,
    titleWords: titles.col.values.map(rankingTitleWords),
    occupationCodes,
    occupationOf,
    skillStart,
    skillIds,
    skillNames,
    skillIdByName,
    postings,
    acc: new Float64Array(n),
    signature,
    loadedAt: now,
    checkedAt: now,
  };
}

function startLoad(db: Db, entry: CacheEntry): Promise<JobIndex> {
  if (entry.loading) return entry.loading;
  entry.stale = false; // an invalidation during the load marks it stale again
  const loading = loadIndex(db)
    .then((index) => {
      entry.index = index;
      return index;
    })
    .finally(() => {
      entry.loading = undefined;
    });
  entry.loading = loading;
  return loading;
}

/**
 * The index of this database: built on first use and after `invalidateJobIndex` (awaited, so a
 * search right after an import sees the new jobs); rebuilt in the background, while searches
 * use the current one, when another process changed the corpus or the index is old.
 */
async function getIndex(db: Db): Promise<JobIndex> {
  let entry = cache.get(db);
  if (!entry) {
    entry = {};
    cache.set(db, entry);
  }
  const current = entry.index;
  if (!current || entry.stale) return startLoad(db, entry);
  const now = Date.now();
  if (now - current.loadedAt > RELOAD_EVERY_MS) void startLoad(db, entry).catch(() => undefined);
  else if (now - current.checkedAt > CHECK_EVERY_MS && !entry.checking) void revalidate(db, entry, current);
  return current;
}

/** In the background: rebuild when jobs were added or removed since the index was built. */
async function revalidate(db: Db, entry: CacheEntry, index: JobIndex): Promise<void> {
  entry.checking = true;
  index.checkedAt = Date.now();
  try {
    if ((await corpusSignature(db)) !== index.signature) void startLoad(db, entry).catch(() => undefined);
  } catch {
    // The next check tries again; a failed check never fails a search.
  } finally {
    entry.checking = false;
  }
}

/** Builds this database's index ahead of the first search (e.g. when a function instance starts). */
export async function warmJobIndex(db: Db): Promise<void> {
  await getIndex(db);
}

/** Document frequencies of the corpus as a map (for tools and tests). */
export async function skillDocumentFrequencies(db: Db): Promise<{ jobCount: number; df: Map<string, number> }> {
  const index = await getIndex(db);
  return { jobCount: index.n, df: new Map(index.skillNames.map((name, id) => [name, index.postings[id]!.length])) };
}

// ---------------------------------------------------------------------------------------
// Search

interface Scored {
  j: number;
  score: number;
}

function better(a: Scored, b: Scored, index: JobIndex): number {
  return b.score - a.score || index.posted[b.j]! - index.posted[a.j]! || (index.ids[a.j]! < index.ids[b.j]! ? -1 : 1);
}

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

function rank(index: JobIndex, input: SearchJobsInput): { ranked: Ranked[]; placeNote: string | null } {
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
