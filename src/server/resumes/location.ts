/**
 * The resume owner's own location, read from the contact block (the lines at the top,
 * before the first section heading, and the lines around an e-mail address or phone
 * number), never from the cities of past employers or schools further down.
 * Normalised to a city and a 2-letter state code; "Remote" when the contact block says so.
 */
import { headingKey } from './headings';
import { CITY_ALIASES, STATE_CODE_BY_NAME, UNAMBIGUOUS_ALONE, US_STATES, findCity } from '~/lib/us-places';

export interface ResumeLocation {
  city: string | null;
  state: string | null;
  remote: boolean;
}

export const NO_LOCATION: ResumeLocation = { city: null, state: null, remote: false };

/** Lines before the first heading that count as the header, at most. */
const MAX_HEADER_LINES = 12;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/;
const URL_LIKE = /\b(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|co|in|ly|app)(?:\/\S*)?/gi;

// A city: up to four capitalised words ("Salt Lake City", "St. Louis", "Winston-Salem").
const CITY = String.raw`[A-Z][\p{L}'’.-]*(?: [A-Z][\p{L}'’.-]*){0,3}`;
const END = String.raw`(?=$|[\s,.;:|•·()\u2013\u2014-]|\d)`;
const STATE_CODES = Object.keys(US_STATES).join('|');
const STATE_NAMES = [...Object.values(US_STATES)]
  .sort((a, b) => b.length - a.length)
  .flatMap((name) => [name, name.toUpperCase()])
  .map((name) => name.replace(/ /g, ' +'))
  .join('|');

/** "Denver, CO 80203", "Columbus, Ohio", "Washington, D.C.", "Austin TX 78701". */
const CITY_STATE = new RegExp(String.raw`(${CITY}) *(?:, *(${STATE_CODES}|D\.C\.|${STATE_NAMES})|[ ]+(${STATE_CODES}) +\d{5})${END}`, 'gu');
/** "Gotham, USA", "Anywhere, United States". */
const CITY_COUNTRY = new RegExp(String.raw`(${CITY}) *, *(?:USA|U\.S\.A\.|U\.S\.|US|United States(?: of America)?)${END}`, 'gu');
const REMOTE = /\bremote\b/i;
const SEPARATORS = /\s*(?:[|•·;\t\u2013\u2014]|\s{2,}| - |, )\s*/;

export function extractLocation(text: string): ResumeLocation {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const candidates = contactLines(lines).map(cleanLine);
  let found: Pick<ResumeLocation, 'city' | 'state'> | null = null;
  for (const line of candidates) {
    found = locationInLine(line);
    if (found) break;
  }
  const remote = candidates.some((line) => REMOTE.test(line));
  return { city: found?.city ?? null, state: found?.state ?? null, remote };
}

/** "City, ST", the city alone when no state is known, "Remote", or null. */
export function formatLocation(location: ResumeLocation): string | null {
  if (location.city && location.state) return `${location.city}, ${location.state}`;
  if (location.city) return location.city;
  if (location.remote) return 'Remote';
  if (location.state) return location.state;
  return null;
}

/** The contact block: the header lines, then lines near an e-mail address or phone number. */
export function contactLines(lines: string[]): string[] {
  const header: string[] = [];
  for (const line of lines) {
    if (isHeading(line) || header.length >= MAX_HEADER_LINES) break;
    header.push(line);
  }
  const near: string[] = [];
  lines.forEach((line, i) => {
    if (!EMAIL.test(line) && !PHONE.test(line)) return;
    for (const j of [i, i - 1, i + 1]) {
      const neighbour = lines[j];
      if (neighbour === undefined || isHeading(neighbour)) continue;
      if (j !== i && neighbour.length > 80) continue;
      if (!header.includes(neighbour) && !near.includes(neighbour)) near.push(neighbour);
    }
  });
  return [...header, ...near];
}

function isHeading(line: string): boolean {
  return headingKey(line) !== null;
}

/** Drop e-mail addresses and web addresses, which may contain "remote" or look like places. */
function cleanLine(line: string): string {
  return line.replace(new RegExp(EMAIL.source, 'g'), ' | ').replace(URL_LIKE, ' | ');
}

function locationInLine(line: string): Pick<ResumeLocation, 'city' | 'state'> | null {
  for (const match of line.matchAll(CITY_STATE)) {
    const raw = match[2] ?? match[3] ?? '';
    const state = stateCode(raw);
    if (!state) continue;
    const city = cleanCity(match[1] ?? '', state);
    if (city) return { city, state };
  }
  for (const match of line.matchAll(CITY_COUNTRY)) {
    const name = (match[1] ?? '').trim();
    const asState = STATE_CODE_BY_NAME.get(name.toLowerCase());
    if (asState) return { city: null, state: asState };
    const city = cleanCity(name, null);
    if (!city) continue;
    const known = UNAMBIGUOUS_ALONE.has(city) ? findCity(city) : undefined;
    return known ? { city: known[0], state: known[1] } : { city, state: null };
  }
  for (const segment of line.split(SEPARATORS)) {
    const alone = placeAlone(segment);
    if (alone) return alone;
  }
  return null;
}

/** A segment that is only a well-known city ("Chicago", "Greater Seattle Area", "NYC") or a state. */
function placeAlone(segment: string): Pick<ResumeLocation, 'city' | 'state'> | null {
  const key = segment
    .replace(/^(?:location|address|based in|lives in|home)\s*:?\s*/i, '')
    .replace(/^greater\s+/i, '')
    .replace(/\s+(?:metro(?:politan)?(?: area)?|area|region)$/i, '')
    .trim()
    .toLowerCase();
  if (!key) return null;
  const alias = CITY_ALIASES.get(key);
  if (alias) return { city: alias[0], state: alias[1] };
  const city = findCity(key);
  if (city && UNAMBIGUOUS_ALONE.has(city[0])) return { city: city[0], state: city[1] };
  const state = STATE_CODE_BY_NAME.get(key);
  if (state && segment.trim().length > 2) return { city: null, state };
  return null;
}

function stateCode(raw: string): string | null {
  const compact = raw.replace(/\s+/g, ' ').trim();
  if (/^D\.C\.$/.test(compact)) return 'DC';
  if (US_STATES[compact]) return compact;
  return STATE_CODE_BY_NAME.get(compact.toLowerCase()) ?? null;
}

/**
 * Tidy a captured city: title-case an all-caps one, and when the capture ran on from a
 * name or title on the same line ("Jane Smith Denver"), keep the known city at its end.
 */
function cleanCity(raw: string, state: string | null): string | null {
  let words = raw.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.every((w) => w === w.toUpperCase())) words = words.map(titleCase);
  for (let drop = 0; drop < words.length; drop++) {
    const candidate = words.slice(drop).join(' ');
    const known = state ? findCity(candidate, state) : undefined;
    if (known) return known[0];
  }
  // Unknown city: keep at most its last three words.
  return words.slice(-3).join(' ');
}

function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
