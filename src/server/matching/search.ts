/**
 * Ranks the job corpus against a resume's skills.
 *
 * Score (0-100) = weighted blend of
 *   - skill fit (75%): the share of the job's skills the resume covers, each skill weighted by
 *     its inverse document frequency over the corpus, so sharing a rare skill ("Epic Systems")
 *     counts for more than sharing a common one ("Microsoft Excel");
 *   - title fit (10%): how many words of the job title the resume's skills (or the title filter)
 *     speak to ("Data Analyst" ← "Data Analysis");
 *   - location fit (15%, only when the resume gives a location): same city 1 > same state 0.7 >
 *     remote job 0.6 (1 when the person is remote) > elsewhere 0.
 *
 * Speed: touching every job that shares a skill is the work; with 100,000 jobs a common resume
 * shares a skill with about half of them, and reading ~50,000 rows costs seconds on PGlite
 * (measured: see src/cli/bench-search.ts). So each process keeps a compact in-memory index of
 * the corpus (ids, titles, companies, places and skill ids, with postings lists per skill and
 * the document frequencies), loaded in one query as JSON and refreshed when the corpus changes;
 * a search walks the postings of the resume's skills, keeps the best 50, and reads only those
 * 50 rows' links and descriptions from the database.
 */
import { inArray, sql } from 'drizzle-orm';
import { PIVOTMATCH_RESULTS_BELOW_ELITE } from '../../lib/catalogue';
import type { JobMatch, SearchFilters } from '../../lib/pivotmatch';
import type { Db } from '../db/client';
import { jobs, type ResumeLocation } from '../db/schema';
import { SAMPLE_SOURCE } from './sample';

export const MAX_MATCHES = 50;
/** Descriptions in results are cut to about this many characters (the link has the rest). */
export const SUMMARY_CHARS = 400;
export const SKILL_WEIGHT = 0.75;
export const TITLE_WEIGHT = 0.1;
export const LOCATION_WEIGHT = 0.15;
/** Location fit: same city, same state, a remote job, anywhere else. */
export const LOCATION_FIT = { city: 1, state: 0.7, remote: 0.6, other: 0 } as const;

export interface SearchJobsInput {
  skills: readonly string[];
  location: ResumeLocation | null;
  filters: SearchFilters;
}

// ---------------------------------------------------------------------------------------
// Scoring (pure)

/** Inverse document frequency, smoothed: 1 for a skill every job has, larger for rarer ones. */
export function idf(df: number, jobCount: number): number {
  return Math.log((jobCount + 1) / (df + 1)) + 1;
}

/** Share of the job's skill weight the resume covers (0..1). */
export function skillFit(jobSkills: readonly string[], resumeSkills: ReadonlySet<string>, weight: (skill: string) => number): number {
  let total = 0;
  let matched = 0;
  for (const s of jobSkills) {
    const w = weight(s);
    total += w;
    if (resumeSkills.has(s)) matched += w;
  }
  return total > 0 ? matched / total : 0;
}

/** "City, ST", "Remote", or "City, ST (Remote)" when a remote job names a home base. */
export function locationLabel(job: { city: string | null; state: string | null; remote: boolean }): string {
  const place = job.city ? (job.state ? `${job.city}, ${job.state}` : job.city) : (job.state ?? '');
  if (job.remote) return place ? `${place} (Remote)` : 'Remote';
  return place || 'Location not specified';
}

export function locationFit(job: { city: string | null; state: string | null; remote: boolean }, person: ResumeLocation | null): number | null {
  if (!person || (!person.city && !person.state && !person.remote)) return null;
  const sameState = !!person.state && !!job.state && person.state.toUpperCase() === job.state.toUpperCase();
  const sameCity = sameState && !!person.city && !!job.city && person.city.toLowerCase() === job.city.toLowerCase();
  if (job.remote && person.remote) return LOCATION_FIT.city;
  if (sameCity) return LOCATION_FIT.city;
  if (sameState) return LOCATION_FIT.state;
  if (job.remote) return LOCATION_FIT.remote;
  return LOCATION_FIT.other;
}

const TITLE_NOISE = new Set(
  'senior junior lead principal associate entry level staff sr jr i ii iii iv the of and for with to a an in on at remote hybrid contract part time full specialist manager coordinator analyst engineer developer representative officer agent administrator technician assistant consultant supervisor director head'.split(
    ' ',
  ),
);

/** The words of a title that say what the job is about ("Senior Data Analyst" → data). */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 0 && !TITLE_NOISE.has(w));
}

/** Words of the resume's skills, cut to 4-letter stems ("Nursing" → nurs). */
export function skillStems(skills: Iterable<string>): Set<string> {
  const stems = new Set<string>();
  for (const s of skills) for (const w of s.toLowerCase().split(/[^a-z0-9+#]+/)) if (w) stems.add(w.slice(0, 4));
  return stems;
}

/**
 * Title fit (0..1): the share of the title's meaningful words the resume's skills speak to; a
 * title that matches a title filter at a word boundary fits fully.
 */
export function titleFit(title: string, stems: ReadonlySet<string>, titleFilters: readonly string[] = []): number {
  const lower = title.toLowerCase();
  for (const term of titleFilters) {
    const t = term.trim().toLowerCase();
    if (t && new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(t)}(?:$|[^a-z0-9])`).test(lower)) return 1;
  }
  const words = titleWords(title);
  if (words.length === 0) return 0;
  const hits = words.filter((w) => stems.has(w.slice(0, 4))).length;
  return hits / words.length;
}

/** The 0-100 match percentage from the three fits (location left out when unknown). */
export function matchPercentage(fits: { skill: number; title: number; location: number | null }): number {
  const totalWeight = SKILL_WEIGHT + TITLE_WEIGHT + (fits.location === null ? 0 : LOCATION_WEIGHT);
  const raw = SKILL_WEIGHT * fits.skill + TITLE_WEIGHT * fits.title + (fits.location === null ? 0 : LOCATION_WEIGHT * fits.location);
  return Math.max(0, Math.min(100, Math.round((100 * raw) / totalWeight)));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/** Case-insensitive substring: any term matches; no terms = no filter. */
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
  /** Skills of job j are skillIds[skillStart[j] .. skillStart[j + 1]). */
  skillStart: Int32Array;
  skillIds: Int32Array;
  skillNames: string[];
  skillIdByName: Map<string, number>;
  postings: Int32Array[];
  idf: Float64Array;
  /** Sum of the idf of each job's skills. */
  jobWeight: Float64Array;
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

type Row = [id: string, title: string, company: string, city: string | null, state: string | null, remote: boolean, skills: string[], posted: number];

async function corpusSignature(db: Db): Promise<string> {
  const rows = await db.execute<{ n: number; c: string | null }>(sql`select count(*)::int as n, max(created_at)::text as c from ${jobs}`).then((r) => r.rows);
  return `${rows[0]?.n ?? 0}|${rows[0]?.c ?? ''}`;
}

async function loadIndex(db: Db): Promise<JobIndex> {
  const signature = await corpusSignature(db);
  // One JSON document per bucket: far fewer rows to decode than one row per job.
  const parts = await db
    .execute<{ j: string | null }>(
      sql`select json_agg(json_build_array(id, title, company, city, state, remote, skills, extract(epoch from posted_at)))::text as j
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
  const weights = Float64Array.from(df, (count) => idf(count, n));
  const jobWeight = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    let w = 0;
    for (let p = skillStart[j]!; p < skillStart[j + 1]!; p++) w += weights[skillIds[p]!]!;
    jobWeight[j] = w;
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
    skillStart,
    skillIds,
    skillNames,
    skillIdByName,
    postings,
    idf: weights,
    jobWeight,
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

/** The best matches for a resume's skills, location and filters: at most 50, best first. */
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
  const index = await getIndex(db);
  const ranked = rank(index, input);
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => index.ids[r.j]!);
  const details = await db.select({ id: jobs.id, source: jobs.source, link: jobs.link, description: jobs.description }).from(jobs).where(inArray(jobs.id, ids));
  const byId = new Map(details.map((d) => [d.id, d]));
  const out: FoundJob[] = [];
  for (const r of ranked) {
    const d = byId.get(index.ids[r.j]!);
    if (!d) continue; // deleted since the index was built
    out.push({
      jobId: d.id,
      match: {
        title: index.titles.values[index.titles.of[r.j]!]!,
        company: index.companies.values[index.companies.of[r.j]!]!,
        location: index.labels.values[index.labels.of[r.j]!]!,
        match_percentage: r.pct,
        matched_skills: r.matched.join(', '),
        link: d.link,
        description: summarise(d.description),
        ...(d.source === SAMPLE_SOURCE ? { sample: true } : {}),
      },
    });
  }
  return out;
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
}

/**
 * A per-search cache of a value computed once per distinct string of a column (a title, a
 * company, a place), so 50,000 candidates cost a few hundred filter checks.
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

function rank(index: JobIndex, input: SearchJobsInput): Ranked[] {
  const resumeIds = new Set<number>();
  for (const s of input.skills) {
    const id = index.skillIdByName.get(s);
    if (id !== undefined) resumeIds.add(id);
  }
  if (resumeIds.size === 0) return [];

  // Sum, per job, the weights of the resume's skills it asks for.
  const { acc, idf: weights } = index;
  const touched: number[] = [];
  for (const id of resumeIds) {
    const w = weights[id]!;
    const list = index.postings[id]!;
    for (let p = 0; p < list.length; p++) {
      const j = list[p]!;
      if (acc[j] === 0) touched.push(j);
      acc[j]! += w;
    }
  }

  const stems = skillStems(input.skills);
  const { location: locTerms, title: titleTerms, company: companyTerms } = input.filters;
  const titleOk = perValue(index.titles, (t) => (passesFilter(t, titleTerms) ? 1 : 0));
  const companyOk = perValue(index.companies, (c) => (passesFilter(c, companyTerms) ? 1 : 0));
  const placeOk = perValue(index.labels, (label) => (passesFilter(label, locTerms) ? 1 : 0));
  const titleScore = perValue(index.titles, (t) => titleFit(t, stems, titleTerms));
  const hasLocation = locationFit({ city: null, state: null, remote: false }, input.location) !== null;
  // Location fit depends only on the place, which the label names.
  const placeFit = perValue(index.labels, (_, j) =>
    hasLocation ? locationFit({ city: index.cities[j]!, state: index.states[j]!, remote: index.remote[j] === 1 }, input.location)! : 0,
  );
  const totalWeight = SKILL_WEIGHT + TITLE_WEIGHT + (hasLocation ? LOCATION_WEIGHT : 0);

  // Keep the best 50: collect up to 200, then cut back to 50 and raise the bar.
  let best: Scored[] = [];
  let bar = -Infinity;
  try {
    for (let t = 0; t < touched.length; t++) {
      const j = touched[t]!;
      if (titleOk(j) === 0 || companyOk(j) === 0 || placeOk(j) === 0) continue;
      const raw = SKILL_WEIGHT * (acc[j]! / index.jobWeight[j]!) + TITLE_WEIGHT * titleScore(j) + LOCATION_WEIGHT * placeFit(j);
      const score = raw / totalWeight;
      if (score < bar) continue;
      best.push({ j, score });
      if (best.length >= 4 * MAX_MATCHES) {
        best.sort((a, b) => better(a, b, index));
        best = best.slice(0, MAX_MATCHES);
        bar = best[best.length - 1]!.score;
      }
    }
  } finally {
    for (let t = 0; t < touched.length; t++) acc[touched[t]!] = 0;
  }
  best.sort((a, b) => better(a, b, index));
  return best.slice(0, MAX_MATCHES).map(({ j }) => {
    const jobSkillIds = index.skillIds.subarray(index.skillStart[j]!, index.skillStart[j + 1]!);
    const matched = [...jobSkillIds].filter((id) => resumeIds.has(id)).sort((a, b) => weights[b]! - weights[a]!);
    const fits = {
      skill: matched.reduce((sum, id) => sum + weights[id]!, 0) / index.jobWeight[j]!,
      title: titleScore(j),
      location: hasLocation ? placeFit(j) : null,
    };
    return { j, pct: matchPercentage(fits), matched: matched.map((id) => index.skillNames[id]!) };
  });
}
