/**
 * Places as a member means them: the job search's location filter ("Salt Lake City, UT", "Utah",
 * "CO", "Remote") read into a city, a state or remote, and matched against a job's city, state and
 * remote flag by equality and metro area, never by substring (so "CO" is not inside
 * "San Francisco", nor "IL" inside "Nashville").
 *
 * Pure: reads the hand-written metro areas (content/jobs/metro-areas.json) and the state and city
 * tables of src/lib/us-places.ts.
 */
import metroFile from '@content/jobs/metro-areas.json';
import { CITY_ALIASES, MAJOR_CITIES, STATE_CODE_BY_NAME, UNAMBIGUOUS_ALONE, US_STATES } from './us-places';

/** A job's or a person's place; the same shape as ResumeLocation. */
export interface Place {
  city: string | null;
  state: string | null;
  remote: boolean;
}

/** What a member asked for in the location filter. `state` is a 2-letter code. */
export type PlaceQuery = { kind: 'remote' } | { kind: 'state'; state: string } | { kind: 'city'; city: string; state: string | null };

/** How near a job is to a person, best first; see placeLevel. */
export type PlaceLevel = 'city' | 'metro' | 'state' | 'remote' | 'other';

interface MetroEntry {
  city: string;
  state: string;
  places: [string, string][];
}

const METROS: MetroEntry[] = metroFile.metros.map((m) => ({ ...m, places: m.places.map(([city, state]) => [city ?? '', state ?? ''] as [string, string]) }));

// ---------------------------------------------------------------------------------------
// City names

/**
 * A city name folded for comparison: case, accents, dots, hyphens and the usual short forms
 * ("Saint"/"St.", "Fort"/"Ft.", "Mount"/"Mt.") do not tell two spellings of one city apart.
 */
function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[.\-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:saint|st) /, 'st ')
    .replace(/^(?:fort|ft) /, 'fort ')
    .replace(/^(?:mount|mt) /, 'mount ');
}

const ALIASES = new Map<string, readonly [string, string]>([...CITY_ALIASES].map(([alias, place]) => [cityKey(alias), place]));

/** A city's key with nicknames resolved ("NYC" → new york), when the state allows it. */
function canonicalKey(name: string, state: string | null): string {
  const key = cityKey(name);
  const alias = ALIASES.get(key);
  return alias && (!state || alias[1] === state) ? cityKey(alias[0]) : key;
}

/** Known cities by key: their usual spelling and state, from the metro areas and us-places. */
const KNOWN = new Map<string, Array<readonly [string, string]>>();
function know(city: string, state: string): void {
  const key = cityKey(city);
  const list = KNOWN.get(key) ?? [];
  if (!list.some(([, s]) => s === state)) list.push([city, state]);
  KNOWN.set(key, list);
}
for (const m of METROS) {
  know(m.city, m.state);
  for (const [city, state] of m.places) know(city, state);
}
for (const [city, state] of MAJOR_CITIES) know(city, state);

/** Corpus metros' own cities by key, to settle a city typed alone ("Portland" → OR). */
const METRO_CITY_STATES = new Map<string, string[]>();
for (const m of METROS) METRO_CITY_STATES.set(cityKey(m.city), [...(METRO_CITY_STATES.get(cityKey(m.city)) ?? []), m.state]);

// ---------------------------------------------------------------------------------------
// Metro areas

/**
 * "city|ST" → metro key ("Boston, MA"). Metros that list each other's city (Boston and
 * Cambridge, Tampa and St. Petersburg) are one area, keyed by the one listed first, so joining
 * goes through a small union-find over the metros.
 */
const METRO_BY_PLACE: ReadonlyMap<string, string> = (() => {
  const parent = METROS.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root]!;
    return root;
  };
  const owner = new Map<string, number>();
  const placeId = (city: string, state: string) => `${canonicalKey(city, state)}|${state}`;
  METROS.forEach((m, i) => {
    for (const [city, state] of [[m.city, m.state] as [string, string], ...m.places]) {
      const id = placeId(city, state);
      const other = owner.get(id);
      if (other === undefined) owner.set(id, i);
      else {
        const [a, b] = [find(i), find(other)];
        parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const byPlace = new Map<string, string>();
  for (const [id, i] of owner) {
    const root = METROS[find(i)]!;
    byPlace.set(id, `${root.city}, ${root.state}`);
  }
  return byPlace;
})();

/**
 * The metro area a city belongs to ("Cambridge", "MA" → "Boston, MA"), or null when it is in no
 * known metro. Without a state, the name must lead to a single metro ("Arlington" does not).
 */
export function metroOf(city: string | null, state: string | null): string | null {
  if (!city) return null;
  const st = state?.toUpperCase() ?? null;
  if (st) return METRO_BY_PLACE.get(`${canonicalKey(city, st)}|${st}`) ?? null;
  const alias = ALIASES.get(cityKey(city));
  if (alias) return metroOf(alias[0], alias[1]);
  const metros = new Set((KNOWN.get(cityKey(city)) ?? []).map(([, s]) => METRO_BY_PLACE.get(`${cityKey(city)}|${s}`) ?? null));
  return metros.size === 1 ? [...metros][0]! : null;
}

// ---------------------------------------------------------------------------------------
// Reading what a member typed

const REMOTE = /\b(?:remote|wfh|work from home|anywhere)\b/;
const DISTRICT = new Set(['dc', 'd c', 'washington dc', 'washington d c', 'district of columbia', 'washington district of columbia']);
/** State names that, typed alone, mean their city: nobody searching "New York" means Buffalo. */
const CITY_FIRST = new Set(['new york']);
/** "City" as typed: letters with spaces, dots, apostrophes and hyphens, a few words at most. */
const CITY_TEXT = /^\p{L}[\p{L} .'’-]{0,39}$/u;
const STATE_NAMES_LONGEST_FIRST = [...STATE_CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length);

/** A state code from a code or a name ("co", "Colorado", "washington state"), else null. */
function stateOf(text: string): string | null {
  const t = text
    .toLowerCase()
    .replace(/\s+state$/, '')
    .trim();
  if (/^[a-z]{2}$/.test(t)) return US_STATES[t.toUpperCase()] ? t.toUpperCase() : null;
  return STATE_CODE_BY_NAME.get(t) ?? null;
}

/** The usual spelling of a known city in this state, else the typed words in title case. */
function cityName(typed: string, state: string | null): string {
  const alias = ALIASES.get(cityKey(typed));
  if (alias && (!state || alias[1] === state)) return alias[0];
  const known = KNOWN.get(cityKey(typed));
  const hit = known?.find(([, s]) => s === state) ?? (state ? undefined : known?.[0]);
  if (hit) return hit[0];
  return typed.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase());
}

/** A known city typed alone, with its state when the name settles it. */
function cityAlone(typed: string): PlaceQuery | null {
  const key = cityKey(typed);
  const alias = ALIASES.get(key);
  if (alias) return { kind: 'city', city: alias[0], state: alias[1] };
  const known = KNOWN.get(key);
  if (!known) return null;
  const states = new Set(known.map(([, s]) => s));
  const metroStates = METRO_CITY_STATES.get(key) ?? [];
  const unambiguous = known.find(([c]) => UNAMBIGUOUS_ALONE.has(c));
  // One state; else the corpus metro of that name (Portland OR, Kansas City MO); else any state.
  const state = states.size === 1 ? known[0]![1] : metroStates.length === 1 ? metroStates[0]! : (unambiguous?.[1] ?? null);
  return { kind: 'city', city: state ? cityName(typed, state) : known[0]![0], state };
}

function cityWithState(cityText: string, state: string): PlaceQuery | null {
  const city = cityText.replace(/[,\s]+$/, '').trim();
  if (!CITY_TEXT.test(city)) return null;
  return { kind: 'city', city: cityName(city, state), state };
}

/**
 * What a member typed in the location filter: "Salt Lake City, UT", "salt lake city, utah",
 * "Denver CO", "Utah", "UT", "Remote", "Washington, DC", "NYC", "New York". Null when it reads as
 * no place. A bare two-letter word is a state only when it is a state's code; "Washington" alone
 * is the state, "Washington DC" / "DC" the District's city.
 */
export function parsePlace(term: string): PlaceQuery | null {
  const t = term
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\b\d{5}(?:-\d{4})?\b/g, '') // ZIP codes say nothing the state doesn't
    .replace(/,?\s*(?:usa|u\.s\.a\.|u\.s\.|united states(?: of america)?)\s*\.?$/i, '')
    .replace(/^[\s,;.()]+|[\s,;()]+$/g, '')
    .trim();
  if (!t) return null;
  const lower = t.toLowerCase();
  if (REMOTE.test(lower)) return { kind: 'remote' };
  if (DISTRICT.has(cityKey(lower).replace(/,/g, '').replace(/\s+/g, ' '))) return { kind: 'city', city: 'Washington', state: 'DC' };

  if (!CITY_FIRST.has(lower)) {
    const state = stateOf(lower);
    if (state) return { kind: 'state', state };
  }
  if (!lower.includes(',')) {
    const alone = cityAlone(t);
    if (alone) return alone;
  }

  // "City, State" or "City, ST" — the last comma-separated part is the state.
  const comma = t.lastIndexOf(',');
  if (comma > 0) {
    const state = /^d\.?\s?c\.?$/i.test(t.slice(comma + 1).trim()) ? 'DC' : stateOf(t.slice(comma + 1).trim());
    return state ? cityWithState(t.slice(0, comma), state) : null;
  }
  // "Denver CO", "salt lake city utah", "Kansas City Kansas": a trailing state code or name.
  const code = /^(.+?) ([a-z]{2})$/i.exec(t);
  if (code && US_STATES[code[2]!.toUpperCase()]) return cityWithState(code[1]!, code[2]!.toUpperCase());
  for (const name of STATE_NAMES_LONGEST_FIRST) {
    if (lower.endsWith(` ${name}`)) return cityWithState(t.slice(0, t.length - name.length - 1), STATE_CODE_BY_NAME.get(name)!);
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Matching

function sameCity(a: string, aState: string | null, b: string, bState: string | null): boolean {
  return canonicalKey(a, aState) === canonicalKey(b, bState);
}

/**
 * Whether a job is in the place asked for. State: the job's state is that code. City: the same
 * city (in the same state, when the query names one), or anywhere in the same metro area.
 * Remote: the job is remote. Never by substring.
 */
export function placeMatches(query: PlaceQuery, job: Place): boolean {
  const jobState = job.state?.toUpperCase() ?? null;
  switch (query.kind) {
    case 'remote':
      return job.remote;
    case 'state':
      return jobState === query.state;
    case 'city': {
      if (!job.city) return false;
      if (sameCity(query.city, query.state, job.city, jobState) && (!query.state || query.state === jobState)) return true;
      const metro = metroOf(query.city, query.state);
      return metro !== null && metro === metroOf(job.city, jobState);
    }
  }
}

/**
 * How near a job is to where a person is or asks for, best first: the same city, its metro area,
 * its state, a remote job, elsewhere. A remote job for a person who wants remote is 'remote'
 * (the caller scores that as the best fit, as before). Null when the person gives no place.
 */
export function placeLevel(job: Place, person: PlaceQuery | Place | null): PlaceLevel | null {
  if (!person) return null;
  const wanted: Place =
    'kind' in person
      ? person.kind === 'remote'
        ? { city: null, state: null, remote: true }
        : person.kind === 'state'
          ? { city: null, state: person.state, remote: false }
          : { city: person.city, state: person.state, remote: false }
      : person;
  const state = wanted.state?.toUpperCase() ?? null;
  const jobState = job.state?.toUpperCase() ?? null;
  if (!wanted.city && !state && !wanted.remote) return null;
  if (wanted.remote && job.remote) return 'remote';
  if (wanted.city && job.city && sameCity(wanted.city, state, job.city, jobState) && (!state || !jobState || state === jobState)) return 'city';
  const metro = metroOf(wanted.city, state);
  if (metro !== null && metro === metroOf(job.city, jobState)) return 'metro';
  if (state && state === jobState) return 'state';
  if (job.remote) return 'remote';
  return 'other';
}

/** Short words for the place asked for, for a message: "Salt Lake City", "Utah", "remote". */
export function describePlace(query: PlaceQuery): string {
  switch (query.kind) {
    case 'remote':
      return 'remote';
    case 'state':
      return US_STATES[query.state] ?? query.state;
    case 'city':
      // "Washington" alone would read as the state.
      return query.state && STATE_CODE_BY_NAME.has(query.city.toLowerCase()) && STATE_CODE_BY_NAME.get(query.city.toLowerCase()) !== query.state
        ? `${query.city}, ${query.state}`
        : query.city;
  }
}

/**
 * The places of a location filter. The page splits the field at commas, so "Salt Lake City, UT"
 * arrives as ["Salt Lake City", "UT"]: a state right after a city without one is that city's.
 * A term read as no place is kept as a city name, matched whole (never as a substring).
 */
export function parsePlaceTerms(terms: readonly string[]): PlaceQuery[] {
  const out: PlaceQuery[] = [];
  let previous = '';
  for (const raw of terms) {
    const term = raw.trim();
    if (!term) continue;
    const place = parsePlace(term);
    const last = out[out.length - 1];
    // The city's own state, when the city was typed without one (a state the city name implied is replaced).
    const typedState = /\s/.test(previous) && parsePlace(previous.split(/\s+/).pop()!)?.kind === 'state';
    previous = term;
    if (place?.kind === 'state' && last?.kind === 'city' && !typedState) {
      const joined = parsePlace(`${last.city}, ${place.state}`);
      out[out.length - 1] = joined?.kind === 'city' ? joined : { kind: 'city', city: last.city, state: place.state };
      continue;
    }
    out.push(place ?? { kind: 'city', city: term, state: null });
  }
  return out;
}
