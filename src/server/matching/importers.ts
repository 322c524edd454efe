/**
 * Importers for public job-board feeds, turned into rows of the `jobs` table:
 * - Greenhouse job board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true
 *   → { jobs: [{ id, title, updated_at, first_published?, location: { name }, absolute_url,
 *       content (HTML, itself HTML-escaped), departments, offices, company_name? }], meta }
 * - Lever postings API: GET https://api.lever.co/v0/postings/{company}?mode=json
 *   → [{ id, text, categories: { location, commitment, team, allLocations }, hostedUrl, applyUrl,
 *       createdAt (ms), descriptionPlain, description, lists: [{ text, content }], additionalPlain,
 *       workplaceType }]
 * Each entry is validated on its own: a bad entry is skipped and counted, never the whole feed.
 * Links must be http(s) (they end up in an <a href>). Skills come from `extractSkills`.
 */
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { STATE_CODE_BY_NAME, US_STATES } from '~/lib/us-places';
import { cleanText } from '~/lib/clean-text';
import { classifyJob } from './classify';
import { extractSkills } from '~/server/skills/extract-skills';
import type { JobInput } from './corpus';
import { invalidateJobIndex } from './search';

export type FeedKind = 'greenhouse' | 'lever';

export interface ParsedFeed {
  jobs: JobInput[];
  /** Entries that failed validation and were left out. */
  skipped: number;
}

/** Stored descriptions are capped (a posting's full text is on its own page). */
export const MAX_DESCRIPTION_CHARS = 8000;
const MAX_FEED_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
const UPSERT_BATCH = 200;

// ---------------------------------------------------------------------------------------
// Text

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
  deg: '°',
  euro: '€',
  pound: '£',
  times: '×',
  shy: '',
};

/** Decodes HTML character references (named, decimal, hex); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = /^(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|blockquote|pre|hr|dt|dd)$/i;

/**
 * Plain text of an HTML fragment: scripts, styles and comments dropped with their content,
 * block elements as line breaks, list items as bullets, every other tag removed, character
 * references decoded once (after the tags are gone, so "&lt;b&gt;" in text stays text).
 */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style|noscript|template|iframe|object|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const text = withoutCode.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, name: string) => {
    if (/^li$/i.test(name) && !tag.startsWith('</')) return '\n• ';
    return BLOCK_TAGS.test(name) ? '\n' : ' ';
  });
  return decodeEntities(text.replace(/<[^>]*>/g, ' '))
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** Greenhouse escapes the HTML of `content` once more: decode, then strip. */
export function greenhouseContentToText(content: string): string {
  return htmlToText(decodeEntities(content));
}

function cap(text: string, max = MAX_DESCRIPTION_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > max * 0.8 ? cut : max - 1)}…`;
}

// ---------------------------------------------------------------------------------------
// Locations

export interface ParsedLocation {
  city: string | null;
  state: string | null;
  remote: boolean;
}

/**
 * "New York, NY" → New York, NY; "Austin, Texas" → Austin, TX; "Remote - US" → remote;
 * "San Francisco, CA or Remote" → both; "Hybrid - Boston, MA" → Boston, MA (not remote);
 * "London, United Kingdom" → London with no state. The first place named wins.
 */
export function parseLocation(text: string | null | undefined, workplaceType?: string | null): ParsedLocation {
  const raw = (text ?? '').replace(/\s+/g, ' ').trim();
  const remote = workplaceType === 'remote' || /\bremote\b/i.test(raw);
  // Split on the separators feeds use between several places.
  // " or " and " and " in lower case only: "Portland, OR" names a state.
  for (const part of raw.split(/\s*(?:;|\||\/| or | and | - | – )\s*/)) {
    const place = part
      .replace(/^(?:hybrid|on-?site|in office)\b[\s:,-]*/i, '')
      .replace(/\(.*?\)/g, '')
      .trim();
    if (!place || /^(?:remote|anywhere|us|usa|united states|multiple locations?)$/i.test(place)) continue;
    const pieces = place.split(/\s*,\s*/).filter(Boolean);
    const city = pieces[0]!;
    if (/\bremote\b/i.test(city) || !/^[\p{L}][\p{L} .'-]*$/u.test(city)) continue;
    const second = pieces[1];
    let state: string | null = null;
    if (second) {
      const upper = second.toUpperCase();
      if (/^[A-Z]{2}$/.test(upper) && US_STATES[upper]) state = upper;
      else state = STATE_CODE_BY_NAME.get(second.toLowerCase()) ?? null;
    }
    return { city, state, remote };
  }
  return { city: null, state: null, remote };
}

// ---------------------------------------------------------------------------------------
// Feeds

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

const GreenhouseJob = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  title: z.string().trim().min(1).max(300),
  updated_at: z.string().optional(),
  first_published: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  absolute_url: httpUrl,
  content: z.string().nullish(),
  company_name: z.string().nullish(),
});
const GreenhouseFeed = z.object({ jobs: z.array(z.unknown()) });

const LeverPosting = z.object({
  id: z.string().min(1).max(100),
  text: z.string().trim().min(1).max(300),
  categories: z
    .object({
      location: z.string().nullish(),
      commitment: z.string().nullish(),
      team: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  hostedUrl: httpUrl.optional(),
  applyUrl: httpUrl.optional(),
  createdAt: z.number().nonnegative().optional(),
  descriptionPlain: z.string().nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additionalPlain: z.string().nullish(),
  workplaceType: z.string().nullish(),
});
const LeverFeed = z.array(z.unknown());

function validDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "acme-health" → "Acme Health" when the feed does not name the company. */
export function companyFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

function toJob(fields: {
  source: FeedKind;
  board: string;
  id: string;
  title: string;
  company: string;
  location: ParsedLocation;
  text: string;
  link: string;
  postedAt: Date;
}): JobInput {
  // A feed's text is stored as it comes: nothing in it may be refused by PostgreSQL.
  const text = cleanText(fields.text);
  const title = cleanText(fields.title);
  const description = cap(text);
  const skills = extractSkills(`${title}\n${text}`);
  const occupation = classifyJob(title, skills);
  return {
    source: fields.source,
    externalId: `${fields.board}:${fields.id}`,
    title,
    company: cleanText(fields.company),
    city: fields.location.city,
    state: fields.location.state,
    remote: fields.location.remote,
    description,
    skills,
    occupationCode: occupation?.code ?? null,
    occupationConfidence: occupation?.confidence ?? null,
    link: fields.link,
    postedAt: fields.postedAt,
  };
}

/** Jobs of a Greenhouse board payload. `now` dates entries that carry no date. */
export function parseGreenhouse(payload: unknown, board: string, options: { companyName?: string; now?: Date } = {}): ParsedFeed {
  const feed = GreenhouseFeed.parse(payload);
  const out: JobInput[] = [];
  let skipped = 0;
  for (const entry of feed.jobs) {
    const parsed = GreenhouseJob.safeParse(entry);
    if (!parsed.success) {
      skipped++;
      continue;
    }
    const j = parsed.data;
    const postedAt = validDate(j.first_published) ?? validDate(j.updated_at) ?? options.now ?? new Date();
    out.push(
      toJob({
        source: 'greenhouse',
        board,
        id: String(j.id),
        title: j.title,
        company: options.companyName ?? j.company_name?.trim() ?? companyFromSlug(board),
        location: parseLocation(j.location?.name),
        text: j.content ? greenhouseContentToText(j.content) : '',
        link: j.absolute_url,
        postedAt,
      }),
    );
  }
  return { jobs: out, skipped };
}

/** Postings of a Lever site payload. */
export function parseLever(payload: unknown, site: string, options: { companyName?: string; now?: Date } = {}): ParsedFeed {
  const feed = LeverFeed.parse(payload);
  const out: JobInput[] = [];
  let skipped = 0;
  for (const entry of feed) {
    const parsed = LeverPosting.safeParse(entry);
    const p = parsed.success ? parsed.data : null;
    const link = p?.hostedUrl ?? p?.applyUrl;
    if (!p || !link) {
      skipped++;
      continue;
    }
    const body = p.descriptionPlain?.trim() || (p.description ? htmlToText(p.description) : '');
    const lists = (p.lists ?? []).map((l) => `${l.text.trim()}\n${htmlToText(`<ul>${l.content}</ul>`)}`);
    const text = [body, ...lists, p.additionalPlain?.trim() ?? ''].filter(Boolean).join('\n\n');
    const where = p.categories?.location ?? p.categories?.allLocations?.[0] ?? null;
    out.push(
      toJob({
        source: 'lever',
        board: site,
        id: p.id,
        title: p.text,
        company: options.companyName ?? companyFromSlug(site),
        location: parseLocation(where, p.workplaceType),
        text,
        link,
        postedAt: p.createdAt !== undefined ? new Date(p.createdAt) : (options.now ?? new Date()),
      }),
    );
  }
  return { jobs: out, skipped };
}

// ---------------------------------------------------------------------------------------
// Import

export interface ImportFeedOptions {
  kind: FeedKind;
  /** Greenhouse board token or Lever site name. */
  company: string;
  /** Display name; defaults to the feed's own, else the slug in title case. */
  companyName?: string;
  fetch?: typeof fetch;
  /** Overrides the public API address (tests, EU Lever host). */
  url?: string;
  now?: Date;
}

export interface ImportResult {
  fetched: number;
  upserted: number;
  skipped: number;
  /** Jobs of this board no longer in the feed, deleted. */
  removed: number;
}

export function feedUrl(kind: FeedKind, company: string): string {
  const slug = encodeURIComponent(company);
  return kind === 'greenhouse' ? `https://boards-api.greenhouse.io/v1/boards/${slug}/jobs?content=true` : `https://api.lever.co/v0/postings/${slug}?mode=json`;
}

/**
 * Fetches one board, upserts its jobs (a job already imported is updated in place) and deletes
 * this board's jobs that the feed no longer lists (closed postings). Throws when the feed cannot
 * be fetched or is not the expected shape; nothing is written then.
 */
export async function importFeed(db: Db, options: ImportFeedOptions): Promise<ImportResult> {
  const { kind, company } = options;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(company)) throw new Error(`Invalid ${kind} board name: ${company}`);
  const doFetch = options.fetch ?? fetch;
  const url = options.url ?? feedUrl(kind, company);
  const res = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${kind} feed ${company} answered ${res.status}`);
  const body = await res.text();
  if (body.length > MAX_FEED_BYTES) throw new Error(`${kind} feed ${company} is larger than ${MAX_FEED_BYTES} bytes`);
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    throw new Error(`${kind} feed ${company} is not JSON`);
  }
  const parseOptions = { ...(options.companyName ? { companyName: options.companyName } : {}), ...(options.now ? { now: options.now } : {}) };
  const parsed = kind === 'greenhouse' ? parseGreenhouse(payload, company, parseOptions) : parseLever(payload, company, parseOptions);

  // One posting per external id (a feed may repeat one).
  const unique = [...new Map(parsed.jobs.map((j) => [j.externalId, j])).values()];
  let upserted = 0;
  for (let i = 0; i < unique.length; i += UPSERT_BATCH) {
    const rows = await db
      .insert(jobs)
      .values(unique.slice(i, i + UPSERT_BATCH))
      .onConflictDoUpdate({
        target: [jobs.source, jobs.externalId],
        set: {
          title: sql`excluded.title`,
          company: sql`excluded.company`,
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          remote: sql`excluded.remote`,
          description: sql`excluded.description`,
          skills: sql`excluded.skills`,
          occupationCode: sql`excluded.occupation_code`,
          occupationConfidence: sql`excluded.occupation_confidence`,
          link: sql`excluded.link`,
          postedAt: sql`excluded.posted_at`,
        },
      })
      .returning({ id: jobs.id });
    upserted += rows.length;
  }

  const boardPrefix = `${company.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;
  const stillListed = unique.map((j) => j.externalId);
  const removedRows = await db
    .delete(jobs)
    .where(and(eq(jobs.source, kind), like(jobs.externalId, boardPrefix), ...(stillListed.length > 0 ? [notInArray(jobs.externalId, stillListed)] : [])))
    .returning({ id: jobs.id });

  if (upserted > 0 || removedRows.length > 0) invalidateJobIndex(db);
  return { fetched: parsed.jobs.length + parsed.skipped, upserted, skipped: parsed.skipped, removed: removedRows.length };
}
