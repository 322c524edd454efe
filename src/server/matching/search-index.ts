/**
 * Each process keeps a compact in-memory index of the job corpus (ids, titles and their words,
 * companies, places, occupations and skill ids, with postings lists per skill), loaded in one
 * query as JSON and refreshed when the corpus changes, so a search scores every job from typed
 * arrays instead of reading rows (measured: src/cli/bench-search.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { locationLabel } from './job-labels';
import { rankingTitleWords } from './job-ranking';

/** Distinct strings of one column and, per job, the number of its string. */
export interface Column {
  values: string[];
  of: Int32Array;
}

export interface JobIndex {
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
export async function getIndex(db: Db): Promise<JobIndex> {
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
