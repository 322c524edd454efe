/**
 * The sample job corpus PivotMatch ranks locally, generated from O*NET occupations
 * (content/jobs/occupations.json, built by `npm run data:jobs`), deterministically: the same seed
 * and index always give the same job, so `generateJobCorpus(5000)` is the first 5,000 jobs of
 * `generateJobCorpus(100000)` and seeding is idempotent.
 *
 * A job is one occupation (every occupation a few times, then drawn with weights so that the
 * fields people move into are common), one of the titles its workers reported with a level that follows its job zone, a fictional company and a
 * US metro, and a description made of the occupation's tasks ("What you'll do") and technologies.
 * Its skills are what `extractSkills` finds in exactly those tasks and technologies, read once per
 * occupation and cached. Each job links to its own page on the site (`/jobs/{id}`, ids derived
 * from seed and index) and is labelled there and in PivotMatch as a sample, not a vacancy.
 *
 * The tables it draws from (groups and their shares, pivot occupations, level words by job zone,
 * metros, company names, perks) are hand-written data in content/jobs/sample-corpus.json.
 */
import { createHash } from 'node:crypto';
import sampleCorpus from '@content/jobs/sample-corpus.json';
import type { jobs } from '~/server/db/schema';
import { extractSkills } from '~/server/skills/extract-skills';
import { jobPagePath, SAMPLE_SOURCE } from './sample';
import { majorGroup, OCCUPATIONS, occupationByCode, type Occupation } from './occupations';
import { mulberry32 } from '~/lib/random';
import { article, listPhrase } from '~/lib/phrases';

/** The insert shape of the `jobs` table. */
export type JobInput = typeof jobs.$inferInsert;

/** Posted dates fall within the 60 days before this date. */
export const CORPUS_DATE = new Date('2026-11-20T12:00:00Z');
export const CORPUS_SOURCE = SAMPLE_SOURCE;
/**
 * Part of the corpus version: bump it when the generator writes different jobs from the same
 * data, so that seeding replaces a database's older corpus (see seed-jobs.ts). The data itself
 * (occupations and content/jobs/sample-corpus.json) is hashed into the version.
 */
const GENERATOR_REVISION = 2;
const DAY_MS = 86_400_000;

/**
 * The first JOBS_PER_OCCUPATION × (number of occupations) jobs take every occupation in turn, so
 * that a search widened nationwide always finds jobs of a member's target occupation; the rest are
 * drawn with the weights below.
 */
export const JOBS_PER_OCCUPATION = 4;
/** The corpus `npm start` and the test stack seed (SEED_JOBS overrides it). */
export const DEFAULT_CORPUS_SIZE = 8000;

/** Tasks shown as "What you'll do", and technologies named, per job. */
const TASKS_PER_JOB = [4, 6] as const;
const TECHNOLOGIES_PER_JOB = [3, 7] as const;
/** More technologies are named while a job has fewer skills than this. */
const MIN_SKILLS = 4;

interface GroupProfile {
  /** SOC major group, for readers. */
  name: string;
  /** Share of the corpus. */
  share: number;
  /** Share of its jobs offered as remote. */
  remote: number;
  suffixes: readonly string[];
  teams: readonly string[];
}

/** content/jobs/sample-corpus.json, as corpus.ts reads it. */
interface SampleCorpusFile {
  $comment: string;
  groups: Record<string, GroupProfile>;
  pivotOccupations: { code: string; title: string }[];
  /** "" is no level word. */
  levelsByZone: Record<string, { level: string; weight: number }[]>;
  ownRank: string[];
  ranksAboveManager: string[];
  principalTitles: string[];
  preparationByZone: Record<string, string>;
  metros: { city: string; state: string; weight: number }[];
  companyStems: string[];
  commitments: string[];
  perks: string[];
}
const data: SampleCorpusFile = sampleCorpus;

/** Per SOC major group: how common its jobs are, how often remote, and its employers' names. */
const GROUPS: Readonly<Record<string, GroupProfile>> = data.groups;

/**
 * Occupations people often move into from another field: three times as common within their
 * group, and their listings now and then welcome career changers.
 */
export const PIVOT_OCCUPATIONS: readonly string[] = data.pivotOccupations.map((o) => o.code);
const PIVOT = new Set(PIVOT_OCCUPATIONS);
const PIVOT_BOOST = 3;

/** Level words by job zone (1: little preparation … 5: extensive), each with its space; most titles carry none. */
export const LEVELS_BY_ZONE: Readonly<Record<number, ReadonlyArray<readonly [prefix: string, weight: number]>>> = Object.fromEntries(
  Object.entries(data.levelsByZone).map(([zone, levels]) => [zone, levels.map(({ level, weight }) => [level ? `${level} ` : '', weight] as const)]),
);
/** Any of the words, case-insensitively, as a whole word (`end`: at the end of the text). */
const anyWord = (words: readonly string[], end = '\\b') => new RegExp(`\\b(?:${words.join('|')})${end}`, 'i');
/** Titles that carry their own rank take no level word ("Chief Financial Officer", "Nursing Assistant"). */
const OWN_RANK = anyWord(data.ownRank);
/** A manager may be "Senior", unless the title also names a higher rank. */
const ABOVE_MANAGER = anyWord(data.ranksAboveManager);
/** "Principal" reads right only before a technical title. */
const PRINCIPAL_TITLE = anyWord(data.principalTitles, '$');

/** The level word a title takes: none for titles with their own rank, "Senior" instead of an odd "Principal". */
function levelFor(prefix: string, title: string): string {
  if (!prefix) return '';
  if (/\bmanager\b/i.test(title) && !ABOVE_MANAGER.test(title)) return prefix === 'Senior ' ? prefix : '';
  if (OWN_RANK.test(title)) return '';
  if (prefix === 'Principal ' && !PRINCIPAL_TITLE.test(title)) return 'Senior ';
  return prefix;
}

/** What a job zone asks for, in a listing's words (after O*NET's job zone definitions). */
const PREPARATION: Readonly<Record<number, string>> = data.preparationByZone;

/** US metros with a rough weight by size. */
export const METROS: ReadonlyArray<readonly [city: string, state: string, weight: number]> = data.metros.map(
  ({ city, state, weight }) => [city, state, weight] as const,
);

/** Fictional companies: a stem, then a suffix of the job's group. */
const COMPANY_STEMS: readonly string[] = data.companyStems;
/** Picked evenly: a repeated commitment is likelier. */
const COMMITMENT: readonly string[] = data.commitments;
const PERKS: readonly string[] = data.perks;

// ---------------------------------------------------------------------------------------
// Deterministic randomness

/** One generator per (seed, index), so job i never depends on how many jobs are made. */
function rngFor(seed: number, index: number): () => number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return mulberry32(h ^ (h >>> 16));
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Items with weights, picked by binary search over the cumulative weights. */
class WeightedPool<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  constructor(entries: Iterable<readonly [T, number]>) {
    let total = 0;
    for (const [item, w] of entries) {
      total += w;
      this.items.push(item);
      this.cumulative.push(total);
    }
  }
  pick(rnd: () => number): T {
    const r = rnd() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

// ---------------------------------------------------------------------------------------
// Occupations, read once

interface Prepared {
  occupation: Occupation;
  group: GroupProfile;
  /** Skills of each task and of each technology (canonical names, within `skills`). */
  taskSkills: string[][];
  technologySkills: string[][];
  /** What extractSkills finds in the occupation's tasks and technologies together. */
  skills: ReadonlySet<string>;
  titles: WeightedPool<string>;
}

/** The text a job's skills come from: the occupation's tasks and technologies, one per line. */
export function occupationText(o: Occupation): string {
  return [...o.tasks, ...o.technologies].join('\n');
}

const prepared: (Prepared | undefined)[] = new Array(OCCUPATIONS.length);

function prepare(i: number): Prepared {
  let p = prepared[i];
  if (!p) {
    const occupation = OCCUPATIONS[i]!;
    const skills = new Set(extractSkills(occupationText(occupation)));
    // Each line read on its own, kept to what the whole text gives (a skill needing context
    // found in another line is not claimed for this one).
    const read = (line: string) => extractSkills(line).filter((s) => skills.has(s));
    p = {
      occupation,
      group: GROUPS[majorGroup(occupation.code)]!,
      taskSkills: occupation.tasks.map(read),
      technologySkills: occupation.technologies.map(read),
      skills,
      // The most common titles first (the data file lists them in that order).
      titles: new WeightedPool(occupation.titles.map((t, k) => [t, 1 / (1 + 0.35 * k)] as const)),
    };
    prepared[i] = p;
  }
  return p;
}

for (const o of OCCUPATIONS) if (!GROUPS[majorGroup(o.code)]) throw new Error(`corpus: no group profile for occupation ${o.code} ${o.title}`);
for (const code of PIVOT_OCCUPATIONS) if (!occupationByCode(code)) throw new Error(`corpus: occupation ${code} is not in content/jobs/occupations.json`);

/** Occupations weighted so that each group gets its share, and pivot occupations three times the others of their group. */
const OCCUPATION_POOL = (() => {
  const groupTotal = new Map<string, number>();
  const boost = (o: Occupation) => (PIVOT.has(o.code) ? PIVOT_BOOST : 1);
  for (const o of OCCUPATIONS) groupTotal.set(majorGroup(o.code), (groupTotal.get(majorGroup(o.code)) ?? 0) + boost(o));
  return new WeightedPool(OCCUPATIONS.map((o, i) => [i, (GROUPS[majorGroup(o.code)]!.share * boost(o)) / groupTotal.get(majorGroup(o.code))!] as const));
})();
const METRO_POOL = new WeightedPool(METROS.map(([c, s, w]) => [[c, s] as const, w] as const));
const LEVEL_POOLS = Object.fromEntries(Object.entries(LEVELS_BY_ZONE).map(([zone, levels]) => [zone, new WeightedPool(levels)])) as Record<
  string,
  WeightedPool<string>
>;
for (const o of OCCUPATIONS)
  if (!LEVEL_POOLS[o.zone] || !PREPARATION[o.zone]) throw new Error(`corpus: no levels or preparation for job zone ${o.zone} (${o.code})`);

let version: string | undefined;
/**
 * A short hash of everything the corpus is made from: the occupations, the skills read from
 * them (so a new skills vocabulary gives a new version) and the generator's revision. It starts
 * every generated job's external id, so a database seeded from older data is recognised and
 * re-seeded (seed-jobs.ts).
 */
export function corpusVersion(): string {
  if (!version) {
    const hash = createHash('sha256').update(`generator ${GENERATOR_REVISION}\n`).update(JSON.stringify(data));
    for (let i = 0; i < OCCUPATIONS.length; i++) {
      const p = prepare(i);
      hash.update(JSON.stringify([p.occupation, p.taskSkills, p.technologySkills]));
    }
    version = `o${hash.digest('hex').slice(0, 8)}`;
  }
  return version;
}

/** murmur3's finaliser: a bijection of 32-bit integers that scatters their bits. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/**
 * A generated job's id: a UUID (version 8, "custom") made from seed and index, so a job keeps its
 * page address when the corpus is seeded again.
 */
export function sampleJobId(seed: number, index: number): string {
  const a = hex8(fmix32(index ^ 0x5eed1d5));
  const b = hex8(fmix32(Math.imul(index + 1, 0x9e3779b1) ^ seed));
  const c = hex8(fmix32(Math.imul(seed + 1, 0x7feb352d) ^ index));
  // The index is read back from a, then the seed from d: no two (seed, index) share an id.
  const d = hex8(fmix32(seed ^ 0x0b5e55ed) ^ fmix32(index + 0x1d));
  return `${a}-${b.slice(0, 4)}-8${b.slice(5, 8)}-${((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16)}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

// ---------------------------------------------------------------------------------------
// Writing

/** The first letter lower-cased, unless the word is an acronym ("IT", "HVAC"). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** `count` of the items, picked at random (heavier ones likelier) and kept in their order. */
function sample<T>(rnd: () => number, items: readonly T[], count: number, weight: (index: number) => number = () => 1): number[] {
  const chosen: number[] = [];
  const left = items.map((_, k) => k);
  while (chosen.length < Math.min(count, items.length)) {
    let total = 0;
    for (const k of left) total += weight(k);
    let r = rnd() * total;
    let at = 0;
    for (; at < left.length - 1; at++) {
      r -= weight(left[at]!);
      if (r < 0) break;
    }
    chosen.push(left.splice(at, 1)[0]!);
  }
  return chosen.sort((a, b) => a - b);
}

const between = (rnd: () => number, [lo, hi]: readonly [number, number]) => lo + Math.floor(rnd() * (hi - lo + 1));

/** A generated job with what it was made from (for tests and tools). */
export interface GeneratedJob {
  job: JobInput;
  occupation: Occupation;
  /** The title as the occupation lists it, before any level word. */
  baseTitle: string;
  level: string;
}

/** One job of the corpus with its occupation: the same (seed, index) always gives the same job. */
export function generateJobDetailed(index: number, seed = 1, referenceDate: Date = CORPUS_DATE): GeneratedJob {
  const rnd = rngFor(seed, index);
  const p = prepare(index < JOBS_PER_OCCUPATION * OCCUPATIONS.length ? index % OCCUPATIONS.length : OCCUPATION_POOL.pick(rnd));
  const { occupation, group } = p;
  const baseTitle = p.titles.pick(rnd);
  const level = levelFor(LEVEL_POOLS[occupation.zone]!.pick(rnd), baseTitle);
  const title = `${level}${baseTitle}`;
  const company = `${pick(rnd, COMPANY_STEMS)} ${pick(rnd, group.suffixes)}`;

  const remote = rnd() < group.remote;
  const [city, state] = remote && rnd() < 0.7 ? [null, null] : METRO_POOL.pick(rnd);
  const place = remote ? (city ? `in ${city}, ${state} or remotely` : 'remotely from anywhere in the US') : `in ${city}, ${state}`;

  // What the job asks for: some of the occupation's tasks, and some of its technologies (hot
  // ones likelier), more of them while the job names few skills.
  const taskPicks = sample(rnd, occupation.tasks, between(rnd, TASKS_PER_JOB));
  const techWeight = (k: number) => (k < occupation.hot ? 3 : 1);
  const techPicks = sample(rnd, occupation.technologies, between(rnd, TECHNOLOGIES_PER_JOB), techWeight);
  const skills = new Set<string>();
  for (const k of techPicks) for (const s of p.technologySkills[k]!) skills.add(s);
  for (const k of taskPicks) for (const s of p.taskSkills[k]!) skills.add(s);
  for (let k = 0; skills.size < MIN_SKILLS && k < occupation.technologies.length; k++) {
    if (techPicks.includes(k) || p.technologySkills[k]!.length === 0) continue;
    techPicks.push(k);
    for (const s of p.technologySkills[k]!) skills.add(s);
  }
  techPicks.sort((a, b) => a - b);

  const team = pick(rnd, group.teams);
  const opening = pick(rnd, [
    `${company} is hiring ${article(title)} ${title} to join our ${team} team ${place}.`,
    `Join ${company} as ${article(title)} ${title}, working ${place}.`,
    `${company}’s ${team} team is looking for ${article(title)} ${title} ${place}.`,
  ]);
  const closing = [PREPARATION[occupation.zone]!];
  if (PIVOT.has(occupation.code) && rnd() < 0.5) closing.push('Career changers are welcome: we value what you learned in another field.');
  closing.push(`This is a ${pick(rnd, COMMITMENT)} position with ${pick(rnd, PERKS)}.`);
  const paragraphs = [
    `${opening} In this role you will ${lowerFirst(occupation.summary)}`,
    `What you'll do:\n${taskPicks.map((k) => `• ${occupation.tasks[k]!}`).join('\n')}`,
  ];
  if (techPicks.length > 0) paragraphs.push(`Tools and technology you will use: ${listPhrase(techPicks.map((k) => occupation.technologies[k]!))}.`);
  paragraphs.push(closing.join(' '));

  const id = sampleJobId(seed, index);
  const postedAt = new Date(referenceDate.getTime() - Math.floor(rnd() * 60 * DAY_MS));
  return {
    job: {
      id,
      source: CORPUS_SOURCE,
      externalId: `${corpusVersion()}-${seed}-${index + 1}`,
      title,
      company,
      city,
      state,
      remote,
      description: paragraphs.join('\n\n'),
      skills: [...skills],
      occupationCode: occupation.code,
      occupationConfidence: 1,
      link: jobPagePath(id),
      postedAt,
    },
    occupation,
    baseTitle,
    level,
  };
}

/** One job of the corpus: the same (seed, index) always gives the same job. */
export function generateJob(index: number, seed = 1, referenceDate: Date = CORPUS_DATE): JobInput {
  return generateJobDetailed(index, seed, referenceDate).job;
}

/** `count` jobs of the corpus, deterministically from the seed (no Math.random). */
export function generateJobCorpus(count: number, seed = 1, referenceDate: Date = CORPUS_DATE): JobInput[] {
  const out: JobInput[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = generateJob(i, seed, referenceDate);
  return out;
}
