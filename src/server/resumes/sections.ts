/**
 * Reads a resume's extracted text into builder sections (JSON Resume data): contact, summary,
 * jobs with their dates and bullets, schools, skills, certificates, projects, languages, links.
 * Only what the text says is kept; a section or a field it cannot place is left empty and
 * listed in `unread`, so the member knows what to copy by hand. Nothing is invented: a skill
 * comes from the skills section or, without one, from the taxonomy's matches in the text.
 */
import { resumeDataSchema, type ResumeData, RESUME_LIMITS } from '~/lib/resume';
import type { ResumeLocation } from './location';
import { headingKey, type SectionKey } from './headings';

export interface ImportedResume {
  data: ResumeData;
  /** What was read, for the member: "name", "3 jobs", "12 skills". */
  read: string[];
  /** What was seen but not imported: "Awards section", "dates of 1 job". */
  unread: string[];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?\d{1,2}[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/;
const URL = /\b(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|co|in|ly|app|page|site)\b(?:\/[^\s|,]*)?/i;
const URLS = new RegExp(URL.source, 'gi');
/**
 * A list bullet at the start of a line: the usual characters, and any other symbol a PDF drew its
 * bullets with (a box, an arrow, a check mark, a private-use icon-font glyph, pdf.js's U+FFFD for a
 * glyph it could not name). Such a symbol alone before the words is a bullet, never content.
 */
const BULLET = /^(?:[•▪◦●‣∙*\-–—]|[\p{So}\p{Co}\uFFFD])(?:\s+|$)/u;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const ONE_DATE = String.raw`(?:${MONTH}\s+(?:19|20)\d{2}|\d{1,2}/(?:19|20)\d{2}|(?:19|20)\d{2}(?:-\d{2})?)`;
const OPEN_END = String.raw`(?:Present|Current|Now|Today|Ongoing)`;
const RANGE = new RegExp(String.raw`(${ONE_DATE})\s*(?:-|–|—|to|until)\s*(${ONE_DATE}|${OPEN_END})\b|(${ONE_DATE})(?![\d/])`, 'i');
const FULL_RANGE = new RegExp(String.raw`${ONE_DATE}\s*(?:-|–|—|to|until)\s*(?:${ONE_DATE}|${OPEN_END})\b`, 'i');
const ENTRY_SECTIONS = new Set<SectionKey>(['work', 'education', 'projects']);
const LIST_SECTIONS = new Set<SectionKey>(['skills', 'certificates', 'languages', 'links']);
const DATE_ONLY = new RegExp(String.raw`^(?:${ONE_DATE}|${OPEN_END})?\s*(?:-|–|—|to)?\s*(?:${ONE_DATE}|${OPEN_END})?\s*[-–—]?$`, 'i');
const DEGREE =
  /\b(?:bachelor|master|doctor|associate|diploma|certificate|b\.?\s?sc?\b|b\.?a\.?\b|m\.?\s?sc?\b|m\.?a\.?\b|mba\b|ph\.?\s?d|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|ged\b|high school)/i;
const INSTITUTION = /\b(?:university|college|institute|school|academy|polytechnic|universidad|école)\b/i;
const SCORE = /\b(?:gpa|grade|honou?rs|cum laude|distinction|first class)\b/i;
const COUNTRY = /^(?:USA|U\.S\.A?\.?|US|United States(?: of America)?|UK|United Kingdom|Canada|India|Australia|Germany|France|Ireland|Remote)$/i;
const STATE_CODE = /^[A-Z]{2}$/;

/** "June 2018" → "2018-06", "06/2018" → "2018-06", "2018" → "2018"; open ends are "". */
export function isoDate(value: string | undefined): string {
  if (!value || new RegExp(`^${OPEN_END}$`, 'i').test(value.trim())) return '';
  const v = value.trim();
  const slash = /^(\d{1,2})\/(\d{4})$/.exec(v);
  if (slash) return `${slash[2]}-${slash[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4})(?:-(\d{2}))?$/.exec(v);
  if (iso) return iso[2] ? `${iso[1]}-${iso[2]}` : iso[1]!;
  const named = /^([A-Za-z]+)\.?\s+(\d{4})$/.exec(v);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.slice(0, 3).toLowerCase());
    return month >= 0 ? `${named[2]}-${String(month + 1).padStart(2, '0')}` : named[2]!;
  }
  return '';
}

/** The date range in a line, and the line without it. */
function takeDates(line: string): { start: string; end: string; rest: string; found: boolean } {
  const m = RANGE.exec(line);
  if (!m) return { start: '', end: '', rest: line, found: false };
  const rest = (line.slice(0, m.index) + ' ' + line.slice(m.index + m[0].length))
    .replace(/\(\s*\)/g, '')
    .replace(/(?:\s*[,|·–—-])+\s*$/, '')
    .replace(/^(?:\s*[,|·–—-])+\s*/, '')
    .trim();
  if (m[3]) return { start: '', end: isoDate(m[3]), rest, found: true };
  return { start: isoDate(m[1]), end: isoDate(m[2]), rest, found: true };
}

const words = (line: string) => line.split(/\s+/).filter(Boolean).length;
/** A sentence, not a name that ends in an abbreviation ("Acme Health, Inc."). */
const isSentence = (line: string) => /[.!?]$/.test(line) && words(line) > 4 && !/\b(?:Inc|Ltd|Co|Corp|LLC|Jr|Sr|St)\.$/.test(line);
const titleCase = (line: string) =>
  line === line.toUpperCase() && /[A-Z]{2}/.test(line) ? line.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : line;
const cap = (value: string, max: number = RESUME_LIMITS.text) => value.trim().slice(0, max);

/** Parts split on explicit separators (tab, pipe, middle dot, spaced dash, runs of spaces and, for jobs, " at "). */
function explicitParts(line: string, { at = true } = {}): string[] {
  return line
    .split(at ? /\t+|\s+[|·•]\s+|\s+[–—-]\s+|\s{3,}|\s+at\s+/ : /\t+|\s+[|·•]\s+|\s+[–—-]\s+|\s{3,}/)
    .map((p) => p.trim().replace(/^[,;]\s*|[,;]\s*$/g, ''))
    .filter(Boolean);
}

/** A header line's parts: by its explicit separators, else by its commas. */
function fragments(line: string, options: { at?: boolean } = {}): string[] {
  const parts = explicitParts(line, options);
  return parts.length > 1 ? parts : splitCommas(line);
}

/** Comma-separated parts with a trailing place kept whole: "Analyst, Acme, Inc., Austin, TX" → [Analyst, Acme, Inc., Austin, TX]. */
function splitCommas(line: string): string[] {
  return line
    .split(/,\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Takes a place off the end of comma parts: [.., "Austin", "TX"], [.., "Anywhere", "USA"], [.., "Mountain View", "CA", "USA"]. */
function takePlace(parts: string[]): { parts: string[]; place: string } {
  let n = 0;
  if (parts.length >= 2 && COUNTRY.test(parts.at(-1)!)) n = 1;
  if (parts.length - n >= 2 && STATE_CODE.test(parts.at(-1 - n)!)) n += 1;
  if (n === 0) return { parts, place: '' };
  // The city before a state or country.
  if (parts.length - n >= 2) n += 1;
  return { parts: parts.slice(0, parts.length - n), place: parts.slice(parts.length - n).join(', ') };
}

interface Line {
  text: string;
  bullet: boolean;
  /** Its last printed line ran (nearly) the width of the text: the PDF may have wrapped it. PDF only. */
  full: boolean;
}

/** How the text was made: a PDF wraps long lines where the page ends; a DOCX paragraph is whole. */
export interface ReadOptions {
  pdf?: boolean;
}

/** A printed line this close to the longest line of its section ran out of room. */
const FULL_WIDTH = 0.75;
/** Lines of a PDF section that ran (nearly) its full width, by their text. */
function fullWidth(lines: string[], pdf: boolean): (line: string) => boolean {
  if (!pdf) return () => false;
  const widest = Math.max(0, ...lines.map((l) => l.length));
  return (line) => widest >= 40 && line.length >= widest * FULL_WIDTH;
}

/** A short capitalised line with dates in the line or two after it: the next job's title, not the end of a bullet. */
function titleOfNext(text: string, after: string[]): boolean {
  if (!/^\p{Lu}/u.test(text) || words(text) > 8 || /[.!?,;:]$/.test(text)) return false;
  return after.some((l) => !BULLET.test(l) && (RANGE.test(l) || DATE_CUT.test(l)));
}

/** `prev` and the line that goes on with it as one: a word broken at its hyphen stays one word. */
const joinWrapped = (prev: string, next: string) => (/[\p{L}\d]-$/u.test(prev) ? prev + next : `${prev} ${next}`);

/**
 * Lines with bullets marked, and lines wrapped by the PDF joined back to the bullet they continue:
 * a line starting in lower case, a line after one that did not end its sentence, or (in a PDF) a whole
 * sentence after a bullet that ran the full width ("…weekly readiness briefing." / "The XO still uses it.").
 */
function itemLines(lines: string[], { pdf = false }: ReadOptions = {}): Line[] {
  const isFull = fullWidth(lines, pdf);
  const out: Line[] = [];
  for (const [i, raw] of lines.entries()) {
    const bullet = BULLET.test(raw) && !DATE_ONLY.test(raw.replace(BULLET, ''));
    const text = raw.replace(BULLET, '').trim();
    // Empty bullets and page numbers are not content.
    if (!text || /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i.test(text)) continue;
    const prev = out.at(-1);
    const continues =
      prev?.bullet &&
      !bullet &&
      !RANGE.test(text) &&
      !titleOfNext(text, lines.slice(i + 1, i + 3)) &&
      (/^[a-z(]/.test(text) || !/[.!?:]$/.test(prev.text) || (prev.full && isSentence(text)));
    if (continues && prev) {
      prev.text = joinWrapped(prev.text, text);
      prev.full = isFull(raw);
    } else out.push({ text, bullet, full: isFull(raw) });
  }
  return out;
}

interface Entry {
  header: string[];
  /** A line that was only a place ("Fort Campbell, KY"), under the title or employer. */
  place: string;
  start: string;
  end: string;
  dated: boolean;
  body: Line[];
}

/** A line broken inside a date range: "… KY — Aug" / "2022 to present", "June 2022 –" / "Present". */
const DATE_CUT = new RegExp(String.raw`(?:(?:[-–—]|\bto|\bfrom|\bsince)\s*(?:${MONTH})?|[-–—,]\s*${MONTH}|^${MONTH})$`, 'i');
const DATE_GOES_ON = new RegExp(String.raw`^(?:(?:19|20)\d{2}\b|${MONTH}\s+(?:19|20)\d{2}\b|${OPEN_END}\b)`, 'i');

/** "Fort Campbell, KY", "Austin, TX, USA", "Toronto, Canada", "Remote": a line that is only a place. */
function isPlace(line: string): boolean {
  if (/^remote$/i.test(line.trim())) return true;
  const [city = '', ...after] = splitCommas(line);
  const region =
    after.length === 1 ? STATE_CODE.test(after[0]!) || COUNTRY.test(after[0]!) : after.length === 2 && STATE_CODE.test(after[0]!) && COUNTRY.test(after[1]!);
  return region && /^\p{Lu}[\p{L} .'-]{1,30}$/u.test(city);
}

/** Groups a section's lines into entries: a new one starts at a dated line, or a plain line after bullets. */
function entriesOf(lines: string[], options: ReadOptions = {}): Entry[] {
  // A range split over two lines ("June 2022 –" / "Present", "… Fort Campbell, KY — Aug" / "2022 to present") is one line again.
  const joined: string[] = [];
  for (const line of lines) {
    const prev = joined.at(-1);
    if (prev !== undefined && !BULLET.test(line) && DATE_CUT.test(prev) && DATE_GOES_ON.test(line) && !FULL_RANGE.test(prev))
      joined[joined.length - 1] = `${prev} ${line}`;
    else joined.push(line);
  }
  const entries: Entry[] = [];
  let current: Entry | null = null;
  for (const line of itemLines(joined, options)) {
    // A sentence with a year in it ("Deployed to Kuwait 2019–2020 and ran the yard.") is a bullet that lost its mark, not a job.
    const dates = line.bullet || (isSentence(line.text) && words(line.text) > 8) ? null : takeDates(line.text);
    const afterBody = current !== null && current.body.length > 0;
    // Dates alone on their line, under a title and employer not yet dated, are that job's dates.
    const ownDates = dates?.found && !dates.rest && current !== null && !current.dated && !afterBody;
    const startsEntry =
      !line.bullet &&
      (current === null ||
        (dates?.found && !ownDates && (current.dated || afterBody || current.header.length > 1)) ||
        (afterBody && current.body.at(-1)!.bullet && words(line.text) <= 12 && !isSentence(line.text)));
    if (startsEntry) {
      current = { header: [], place: '', start: '', end: '', dated: false, body: [] };
      entries.push(current);
    }
    if (!current) continue;
    if (!line.bullet && dates?.found && !current.dated) {
      current.start = dates.start;
      current.end = dates.end;
      current.dated = true;
      if (dates.rest && isPlace(dates.rest) && current.header.length > 0 && !current.place) current.place = dates.rest;
      else if (dates.rest) current.header.push(dates.rest);
    } else if (!line.bullet && current.body.length === 0 && current.header.length > 0 && !current.place && isPlace(line.text)) {
      current.place = line.text;
    } else if (
      !line.bullet &&
      current.body.length === 0 &&
      current.header.length < 2 &&
      (words(line.text) <= 12 || current.header.length === 0) &&
      !isSentence(line.text)
    ) {
      current.header.push(line.text);
    } else {
      current.body.push(line);
    }
  }
  return entries.filter((e) => e.header.length || e.body.length);
}

/** "Company · Place", "Company, Inc., Austin, TX" or just "Company, Inc.": a comma alone does not make a place. */
function companyAndPlace(line: string): { company: string; place: string } {
  if (isPlace(line)) return { company: '', place: line };
  const parts = explicitParts(line);
  if (parts.length > 1) return { company: parts[0]!, place: parts.slice(1).join(', ') };
  const { parts: rest, place } = takePlace(splitCommas(line));
  return { company: rest.join(', '), place };
}

/** Unmarked lines of a PDF joined where the page wrapped them: after a full-width line that did not end its sentence. */
function unwrapProse(lines: Line[]): string[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev?.full && !/[.!?]$/.test(prev.text) && !RANGE.test(line.text)) {
      prev.text = joinWrapped(prev.text, line.text);
      prev.full = line.full;
    } else out.push({ ...line });
  }
  return out.map((l) => l.text);
}

function work(entry: Entry) {
  const [first = '', second = ''] = entry.header;
  let parts = fragments(first);
  let place = '';
  if (parts.length > 2 || (parts.length === 2 && !second)) ({ parts, place } = takePlace(parts));
  const position = parts[0] ?? '';
  let company = parts.slice(1).join(', ');
  if (second) {
    const more = companyAndPlace(second);
    if (!company) company = more.company;
    if (!place) place = more.place;
  }
  if (!place) place = entry.place;
  const bullets = entry.body.filter((l) => l.bullet).map((l) => l.text);
  const prose = unwrapProse(entry.body.filter((l) => !l.bullet));
  // A DOCX list loses its bullet characters in text: short lines under a job are still its bullets.
  const asBullets = bullets.length === 0 && prose.length > 1 && prose.every((p) => words(p) <= 40);
  return {
    name: cap(company),
    position: cap(position),
    location: cap(place),
    startDate: entry.start,
    endDate: entry.end,
    summary: cap(asBullets ? '' : prose.join(' '), RESUME_LIMITS.long),
    highlights: (asBullets ? prose : bullets).slice(0, RESUME_LIMITS.bullets).map((b) => cap(b, RESUME_LIMITS.long)),
  };
}

function school(entry: Entry) {
  const lines = [...entry.header, ...entry.body.map((l) => l.text)];
  let institution = '';
  let studyType = '';
  let area = '';
  let score = '';
  for (const line of lines) {
    if (SCORE.test(line) && !score) {
      score = line;
      continue;
    }
    // "University of Texas at Austin" is one school.
    for (const part of takePlace(fragments(line, { at: false })).parts) {
      if (!studyType && DEGREE.test(part)) {
        const [degree, field] = part.split(/\s+in\s+/i);
        studyType = degree!.trim();
        if (field) area = field.trim();
      } else if (!institution && INSTITUTION.test(part)) institution = part;
      else if (studyType && !area && !institution) area = part;
      else if (!institution && !studyType) institution = part;
    }
  }
  return { institution: cap(institution), area: cap(area), studyType: cap(studyType), startDate: entry.start, endDate: entry.end, score: cap(score) };
}

function project(entry: Entry) {
  const [first = '', second = ''] = entry.header;
  const url = [first, second].join(' ').match(URL)?.[0] ?? '';
  return {
    name: cap(fragments(first.replace(URLS, ''))[0] ?? ''),
    description: cap(
      entry.body
        .filter((l) => !l.bullet)
        .map((l) => l.text)
        .join(' '),
      RESUME_LIMITS.long,
    ),
    url: cap(url),
    startDate: entry.start,
    endDate: entry.end,
    highlights: entry.body
      .filter((l) => l.bullet)
      .map((l) => cap(l.text, RESUME_LIMITS.long))
      .slice(0, RESUME_LIMITS.bullets),
  };
}

/** Splits on commas and semicolons outside parentheses. */
function listItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === ';' || ch === '|' || ch === '•') && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items
    .map((i) =>
      i
        .trim()
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((i) => i && i.length <= 80);
}

/** Lines joined where the PDF wrapped them (a line ending in a comma, or the next one starting lower case). */
function unwrap(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && !line.bullet && (/[,;]$/.test(prev.text) || /^[a-z]/.test(line.text))) prev.text = `${prev.text} ${line.text}`;
    else out.push({ ...line });
  }
  return out;
}

function skillGroups(lines: string[]) {
  const groups: { name: string; level: string; keywords: string[] }[] = [];
  const loose: string[] = [];
  for (const { text } of unwrap(itemLines(lines))) {
    const labelled = /^([^:,]{2,40}):\s*(.+)$/.exec(text);
    if (labelled) groups.push({ name: cap(labelled[1]!), level: '', keywords: listItems(labelled[2]!).map((k) => cap(k)) });
    else loose.push(...listItems(text));
  }
  if (loose.length) groups.push({ name: '', level: '', keywords: loose.map((k) => cap(k)) });
  return groups.slice(0, RESUME_LIMITS.list).map((g) => ({ ...g, keywords: [...new Set(g.keywords)].slice(0, RESUME_LIMITS.list) }));
}

function certificates(lines: string[]) {
  return unwrap(itemLines(lines)).map(({ text }) => {
    const { start, end, rest, found } = takeDates(text);
    // "Green Belt, 2023 (Army program)" without its year is "Green Belt (Army program)".
    const [name = '', ...more] = rest.replace(/,?\s{2,}\(/g, ' (').split(/\s+[·|–—-]\s+/);
    return { name: cap(name), issuer: cap(more.join(', ').replace(/,\s*$/, '')), date: found ? end || start : '', url: '' };
  });
}

function languages(lines: string[]) {
  return listItems(lines.join(', ')).map((item) => {
    const m = /^([^(:–-]+?)\s*(?:\(([^)]+)\)|[:–-]\s*(.+))?$/.exec(item);
    return { language: cap(m?.[1] ?? item), fluency: cap(m?.[2] ?? m?.[3] ?? '') };
  });
}

function profileOf(url: string, label = '') {
  const host = url.replace(/^https?:\/\/(www\.)?/i, '');
  const network =
    label ||
    (/linkedin\./i.test(host)
      ? 'LinkedIn'
      : /github\./i.test(host)
        ? 'GitHub'
        : /gitlab\./i.test(host)
          ? 'GitLab'
          : /behance\./i.test(host)
            ? 'Behance'
            : /dribbble\./i.test(host)
              ? 'Dribbble'
              : '');
  return { network, username: '', url: /^https?:\/\//i.test(url) ? url : `https://${url}` };
}

/** `found.kind`: "pdf" reads lines the page wrapped back into one (a DOCX paragraph is never wrapped). */
export function readResumeSections(text: string, found: { skills: string[]; location: ResumeLocation; kind?: string }): ImportedResume {
  const options: ReadOptions = { pdf: found.kind === 'pdf' };
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const sections: { key: SectionKey; title: string; lines: string[] }[] = [];
  const header: string[] = [];
  let current: (typeof sections)[number] | undefined;
  let lastEntries: (typeof sections)[number] | undefined;
  for (const line of lines) {
    const key = headingKey(line);
    if (key) {
      current = { key, title: line.replace(/[:：]\s*$/, ''), lines: [] };
      sections.push(current);
      if (ENTRY_SECTIONS.has(key)) lastEntries = current;
    } else if (current) {
      // Two-column layouts: a side column of lists is read in the middle of the jobs it sits
      // beside, and the page after it goes on with a dated job. That job belongs with the jobs.
      if (LIST_SECTIONS.has(current.key) && lastEntries && FULL_RANGE.test(line) && !BULLET.test(line)) current = lastEntries;
      current.lines.push(line);
    } else header.push(line);
  }

  const read: string[] = [];
  const unread: string[] = [];
  const raw: Record<string, unknown> = { basics: {}, work: [], education: [], skills: [], certificates: [], projects: [], languages: [] };
  const basics: Record<string, unknown> = {};
  const profiles: ReturnType<typeof profileOf>[] = [];

  // Contact: the header block first, then anywhere (some templates put it in a side column).
  const contactText = header.join('\n');
  const email = (contactText.match(EMAIL) ?? text.match(EMAIL))?.[0] ?? '';
  const phone = (contactText.replace(EMAIL, ' ').match(PHONE) ?? [])[0] ?? '';
  const urls = [...contactText.replace(new RegExp(EMAIL.source, 'g'), ' ').matchAll(URLS)].map((m) => m[0]);
  for (const url of urls) {
    const profile = profileOf(url);
    if (profile.network) profiles.push(profile);
    else if (!basics.url) basics.url = cap(url);
  }
  const isContact = (line: string) => EMAIL.test(line) || PHONE.test(line) || URL.test(line) || /\d{3}/.test(line) || line.includes(',');
  const plain = header.filter((l) => !isContact(l) && words(l) <= 8 && !/[|]/.test(l));
  if (plain[0] && words(plain[0]) <= 5) {
    basics.name = cap(titleCase(plain[0]));
    read.push('name');
  } else unread.push('your name');
  if (plain[1]) basics.label = cap(titleCase(plain[1]));
  if (email || phone) read.push('contact details');
  Object.assign(basics, { email: cap(email), phone: cap(phone) });
  if (found.location.city || found.location.state) {
    basics.location = { city: found.location.city ?? '', region: found.location.state ?? '', countryCode: found.location.state ? 'US' : '' };
    read.push('location');
  }

  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const seen = new Set<SectionKey>();
  for (const section of sections) {
    // A heading repeated (a two-column layout, a second page) adds to the first.
    if (section.key === 'other') {
      unread.push(`${section.title} section`);
      continue;
    }
    seen.add(section.key);
    switch (section.key) {
      case 'summary':
        basics.summary = cap(
          unwrap(itemLines(section.lines))
            .map((l) => l.text)
            .join('\n\n')
            .replace(/(?<![.!?:])\n\n/g, ' '),
          RESUME_LIMITS.summary,
        );
        break;
      case 'work':
        (raw.work as unknown[]).push(...entriesOf(section.lines, options).map(work));
        break;
      case 'education':
        (raw.education as unknown[]).push(...entriesOf(section.lines, options).map(school));
        break;
      case 'projects':
        (raw.projects as unknown[]).push(...entriesOf(section.lines, options).map(project));
        break;
      case 'skills':
        (raw.skills as unknown[]).push(...skillGroups(section.lines));
        break;
      case 'certificates':
        (raw.certificates as unknown[]).push(...certificates(section.lines));
        break;
      case 'languages':
        (raw.languages as unknown[]).push(...languages(section.lines));
        break;
      case 'links':
        for (const line of section.lines) {
          const url = line.match(URL)?.[0];
          if (url) profiles.push(profileOf(url, line.split(':')[0]!.trim() === line.trim() ? '' : cap(line.split(':')[0]!)));
        }
        break;
    }
  }
  // Without a skills section, the skills the taxonomy found in the text (each one is there).
  if (!seen.has('skills') && found.skills.length) raw.skills = [{ name: '', level: '', keywords: found.skills.slice(0, RESUME_LIMITS.list) }];

  const unique = new Map(profiles.map((p) => [p.url.toLowerCase(), p]));
  basics.profiles = [...unique.values()].slice(0, RESUME_LIMITS.list);
  raw.basics = basics;
  for (const key of ['work', 'education', 'projects', 'certificates', 'languages', 'skills'] as const)
    raw[key] = (raw[key] as unknown[]).slice(0, RESUME_LIMITS.list);

  const data = resumeDataSchema.parse(raw);
  if (data.basics.summary) read.push('summary');
  if (data.work.length) read.push(count(data.work.length, 'job'));
  const undated = data.work.filter((w) => !w.startDate && !w.endDate).length;
  if (undated) unread.push(`the dates of ${count(undated, 'job')}`);
  const untitled = data.work.filter((w) => !w.position).length;
  if (untitled) unread.push(`the title of ${count(untitled, 'job')}`);
  if (data.education.length) read.push(count(data.education.length, 'school'));
  const skills = data.skills.reduce((n, g) => n + g.keywords.length, 0);
  if (skills) read.push(count(skills, 'skill'));
  if (data.certificates.length) read.push(count(data.certificates.length, 'certificate'));
  if (data.projects.length) read.push(count(data.projects.length, 'project'));
  if (data.languages.length) read.push(count(data.languages.length, 'language'));
  if (data.basics.profiles.length) read.push(count(data.basics.profiles.length, 'link'));
  return { data, read, unread };
}
