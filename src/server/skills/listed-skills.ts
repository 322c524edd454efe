/**
 * The lists of a resume: the lines of its skills, certifications and languages sections, and any
 * line that starts with a label such as "Tools:" or "Skills:". What a resume lists is a skill the
 * owner states, even where the vocabulary does not know it ("TestRail", "VLANs"); this module
 * finds those lines, splits them into items with their offsets, and says which items can be a
 * stated skill (not a date, a level, a heading or a sentence). The words it needs are data:
 * content/skills/listed-items.json.
 */
import data from '@content/skills/listed-items.json';
import type { ResumeSection } from '~/lib/pivotmatch';
import { headingKey } from '~/server/resumes/headings';
import { US_STATES } from '~/lib/us-places';

/** A line of the normalised text and the section it sits in. */
export interface TextLine {
  start: number;
  end: number;
  section: ResumeSection | null;
  heading: boolean;
  /** Where the line's list starts (after a "Tools:" label), or -1 when the line is not a list. */
  listFrom: number;
  /** The line carries on the list of the line before (a delimited list wrapped by the layout). */
  continued: boolean;
  /** One line of a column of short lines (a sidebar of skills with no heading). */
  column?: boolean;
  /** A sentence, or the rest of one, though it sits in a list section. */
  prose?: boolean;
  /** In a section of interests and hobbies: not the owner's professional skills. */
  interests?: boolean;
}

/** An item of a list: offsets in the normalised text, and whether it can be a stated skill. */
export interface ListedItem {
  start: number;
  end: number;
  section: ResumeSection | null;
  /** Passes the guards: not a date, level, heading, filler, sentence or certificate issuer. */
  stated: boolean;
  /** A later part of a certifications line that is not a certificate itself: its issuer or date. */
  issuer: boolean;
}

const lower = (words: readonly string[]) => new Set(words.map((w) => w.toLowerCase()));
const LABELS = lower(data.labels);
/** "Interests", "Hobbies: hiking", "Interests<tab>Rescuing Dogs", "Interests Fine arts…": the start of a section of hobbies. */
const INTEREST_HEADING = new RegExp(
  `^\\s?(?:(?:${data.interestHeadings.map((h) => h.replace(/\s+/g, '\\s')).join('|')})\\s?(?:[:：\\t]|$)|(?:Interests|Hobbies|INTERESTS|HOBBIES)\\s(?=\\S))`,
  'u',
);
const NOT_ITEMS = lower(data.notItems);
const LEVELS = lower(data.levels);
const FILLERS = lower(data.fillers);
const CERTIFICATE_WORDS = lower(data.certificateWords);
const KEEP_WHOLE = lower(data.keepWhole);
const EDUCATION_WORDS = lower(data.educationWords);
const CREDENTIAL_WORDS = lower(data.credentialWords);
const NOT_START_WORDS = lower(data.notStartWords);
const SENTENCE_WORDS = lower(data.sentenceWords);
const JOB_TITLE_WORDS = lower(data.jobTitleWords);
const NOT_SKILL_LABELS = lower(data.notSkillLabels);
const LINK_LABELS = lower(data.linkLabels);
const NEVER_IN_LISTS = lower(data.neverInLists);

/** A line of a sidebar that is only the name of a profile ("GitHub", "LinkedIn"): a link, not a skill. */
export function isLinkLabel(lines: readonly TextLine[], norm: string, at: number): boolean {
  const line = lineAt(lines, at);
  return !!line && !!line.column && LINK_LABELS.has(norm.slice(line.start, line.end).trim().toLowerCase());
}

/** Sections whose lines are lists of what the owner has. */
export const LIST_SECTIONS: ReadonlySet<ResumeSection | null> = new Set<ResumeSection | null>(['skills', 'certificates', 'languages']);

/** "Tools: Jira, TestRail", "• Languages - Python, Go": a label of at most four words, then the list. */
const LABEL_LINE = /^\s?(?:[•▪●◦‣∙*·–-]\s?)?([\p{L}][\p{L}\s&/+._-]{0,38}?)\s?[:：]\s?(?=\S)/u;

/**
 * Every line with its section (a recognised heading starts one) and where its list starts, if
 * it is one. `knownIn(start, end)` says whether the vocabulary knows a skill in a stretch of the
 * text: a column of short lines is a list of skills only where some of its lines name one.
 */
export function linesOf(
  norm: string,
  knownIn: (start: number, end: number) => boolean = () => false,
  /** Whether the source had a blank line before the line starting here (a paragraph break, which no layout wraps over). */
  blankBefore: (start: number) => boolean = () => false,
): TextLine[] {
  const lines: TextLine[] = [];
  let section: ResumeSection | null = null;
  let interests = false;
  let start = 0;
  for (const text of norm.split('\n')) {
    const key = headingKey(text.replace(/\t/g, ' '));
    // "Interests", "Interests: hiking, chess", "Interests Fine arts and craft": a section of hobbies.
    const interestHead = INTEREST_HEADING.exec(text);
    if (interestHead) interests = true;
    // "Skills<tab>Enterprise Architecture", "SKILLS Design: ADDIE, …": a heading in the first cell or
    // in capitals at the start (a table layout), the section's first line beside it.
    const tab = text.indexOf('\t');
    const glued = key ? null : gluedHeading(text);
    const head = key ? null : tab !== -1 && headingKey(text.slice(0, tab)) ? text.slice(0, tab + 1) : glued;
    const cellKey = head === null ? null : headingKey(head.trim());
    if (key || cellKey) {
      section = key ?? cellKey;
      interests = !!interestHead;
    }
    const line: TextLine = { start, end: start + text.length, section, heading: key !== null, listFrom: -1, continued: false, interests };
    if (head !== null) {
      const from = LIST_SECTIONS.has(section) ? listStart(text.slice(head.length), section, head.length) : -1;
      line.listFrom = from === -1 ? -1 : start + from;
    } else if (!line.heading) line.listFrom = listStart(text, section, start);
    // Not in education, where a label lists courses ("Core: …").
    if (line.listFrom === -1 && !line.heading && !interests && section !== 'education') line.listFrom = labelledList(text, start, knownIn);
    // A row of tools a theme draws after the interests ends them: two cells the vocabulary knows
    // that read as products' names ("Next.js", "HTML/CSS"), not topics ("Privacy", "Cryptography").
    if (interests && !interestHead && tab !== -1) {
      let cellStart = start;
      let tools = 0;
      for (const cell of text.split('\t')) {
        if (knownIn(cellStart, cellStart + cell.length) && /\p{Ll}\p{Lu}|\d|\.\p{L}|^\s?\p{Lu}{2,}/u.test(cell)) tools++;
        cellStart += cell.length + 1;
      }
      if (tools >= 2) interests = line.interests = false;
    }
    if (interests) line.listFrom = -1;
    lines.push(line);
    start += text.length + 1;
  }
  // A credential among the degrees ("Bank Teller Certificate, American Bankers Association, 2018") is
  // a line of certifications: its first cell names the credential, the rest its issuer and year.
  for (const line of lines) {
    if (line.section !== 'education' || line.heading || line.listFrom !== -1) continue;
    const title = norm.slice(line.start, line.end).split(/[,;|\t]/)[0]!;
    const titleWords = words(title).map((x) => x.replace(/[.,:()]+/g, ''));
    // (A title that runs on to the next line, "Certificate in Full Stack Development -", is left alone; so is
    // "Certificate, Industrial Technology, …", the kind of award and its subject, a degree's line.)
    if (
      wordCount(title) >= 2 &&
      wordCount(title) <= 8 &&
      !/[-–—:]\s*$/.test(title) &&
      titleWords.some((x) => CREDENTIAL_WORDS.has(x)) &&
      !titleWords.some((x) => EDUCATION_WORDS.has(x))
    ) {
      line.section = 'certificates';
      line.listFrom = line.start;
    }
  }
  // A sentence in a list section (a two-column layout runs the work history into it) is not a list.
  let prose = false;
  for (const line of lines) {
    if (line.heading) {
      prose = false;
      continue;
    }
    const text = norm.slice(line.start, line.end);
    const wrapped: boolean = prose && /^\s?(?:\p{Ll}|\d{4})/u.test(text);
    prose = (line.listFrom !== -1 && isProse(norm.slice(line.listFrom, line.end), line.section === 'certificates')) || wrapped;
    // A job's header with its dates, run into a list section by a two-column layout, is not a list either.
    // So is a role and its employer ("Project Manager, Greenberg Inc.").
    const dated = line.section !== 'certificates' && (DATE_RANGE.test(text) || isRoleLine(text));
    if ((prose || dated) && line.listFrom !== -1) line.listFrom = -1;
    line.prose = prose || dated;
    prose &&= !/[.!?]\s?$/.test(text);
  }
  // A row of chips outside a skills section, with a skill the vocabulary knows in it or beside it
  // (a theme's group name above it); a row of interests ("Pit Bulls, American Bulldogs") has none.
  lines.forEach((line, k) => {
    if (line.listFrom !== -1 || line.heading || line.prose || line.interests || !isChipRow(norm.slice(line.start, line.end), line.section)) return;
    const near = lines.slice(Math.max(0, k - 2), k + 3);
    if (near.some((l) => knownIn(l.start, l.end) || l.listFrom !== -1)) line.listFrom = line.start;
  });
  markColumns(norm, lines, knownIn);
  // Whether the list so far wrapped on trailing separators ("Postman · NeoLoad ·" / "JMeter ·"): such a
  // list ends on the first line without one ("OWASP ZAP · BurpSuite", then a group's name).
  let wrapsOnSeparators = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const text = norm.slice(Math.max(line.start, line.listFrom), line.end);
    if (!line.continued) wrapsOnSeparators = false;
    if (line.listFrom === -1 || blankBefore(next.start)) continue;
    const trailing = ENDS_WITH_SEPARATOR.test(text);
    if (!trailing && wrapsOnSeparators) continue;
    if (continues(norm, line, next, lines)) {
      next.listFrom = next.start;
      next.continued = true;
      wrapsOnSeparators ||= trailing;
    }
  }
  return lines;
}

/** "CERTIFICATIONS ATD Instructional Design…": a heading in capitals run into the first line, with its space. */
function gluedHeading(text: string): string | null {
  const caps = /^[A-Z][A-Z&]+(?: [A-Z&]+){0,3}/.exec(text)?.[0];
  if (!caps) return null;
  const words = caps.split(' ');
  for (let n = words.length; n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    if (headingKey(head) && /^[ \t]+\S/.test(text.slice(head.length)))
      return text.slice(0, head.length + (/^[ \t]+/.exec(text.slice(head.length))?.[0].length ?? 0));
  }
  return null;
}

/** "Sr. Client Strategy Manager, Hero Marketing": a role, then where it was held. */
function isRoleLine(text: string): boolean {
  const parts = text.split(',');
  const role = words(parts[0]!.replace(/[.]/g, ''));
  return parts.length === 2 && role.length >= 2 && role.length <= 5 && JOB_TITLE_WORDS.has(role.at(-1)!);
}

/** Sections whose lines are sentences and job or project headers, never a row of chips. */
const PROSE_SECTIONS: ReadonlySet<ResumeSection | null> = new Set<ResumeSection | null>(['work', 'projects', 'summary']);

/**
 * A row of chips a theme draws outside a skills section ("Bayesian Computing<tab>MCMC
 * Algorithms<tab>…"): three cells or more, each a short name, none a date, place, address or link.
 */
function isChipRow(text: string, section: ResumeSection | null): boolean {
  if (PROSE_SECTIONS.has(section)) return false;
  // Cells of a table, or keywords a theme sets between dots ("database · nosql · orm"): two will do there.
  const dotted = !text.includes('\t') && /\s[·•]\s|\s[·•]\s?$/u.test(text);
  const cells = (dotted ? text.replace(/\s[·•]\s?$/u, '').split(/\s[·•]\s/u) : text.split('\t')).map((c) => c.trim());
  if (cells.length < (dotted ? 2 : 3)) return false;
  // A slash inside a name is part of it ("TCP/IP"); in a date or a link it is not.
  return cells.every((c) => /^[\p{L}.#]/u.test(c) && wordCount(c) <= (dotted ? 3 : 4) && !/[@,;:.!?]\s|@|\d\/|\/\d|\.\p{L}+\/|\/\/|\d{4}/u.test(c));
}

const CITY_STATE = new RegExp(`^\\s?[\\p{L} .'’-]{2,30},\\s?(?:${Object.keys(US_STATES).join('|')})(?:,?\\s(?:US|USA|United States))?\\s?$`, 'iu');

/** Sections a sidebar of short lines can sit in: above any heading, or under "About"/"Profile". */
const COLUMN_SECTIONS: ReadonlySet<ResumeSection | null> = new Set<ResumeSection | null>([null, 'summary', 'links']);
/** How many short lines in a row make a column of skills, and how many of them must name a known skill. */
const COLUMN_MIN_LINES = 4;
const COLUMN_MIN_KNOWN = 2;
/** The same inside a section of entries, where titles and employers are short lines too. */
const COLUMN_MIN_LINES_IN_ENTRIES = 8;
const COLUMN_MIN_KNOWN_IN_ENTRIES = 4;
const ENTRY_COLUMN_SECTIONS: ReadonlySet<ResumeSection | null> = new Set<ResumeSection | null>(['work', 'other', 'education']);

/** A date range or a month and year: a job's or a school's line. */
const DATE_RANGE =
  /^\s?(?:19|20)\d{2}\b|\b(?:19|20)\d{2}[- ]\d{2}(?:[- ]\d{2})?\s?(?:—|–|-|to)|\b(?:(?:19|20)\d{2}|\d{1,2}\/(?:19|20)\d{2})\s?(?:-|–|—|to)\s?(?:(?:19|20)\d{2}|\d{1,2}\/(?:19|20)\d{2}|present|current|now)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s(?:19|20)\d{2}\b/i;

const STOP_WORDS = new Set(
  'the a an to with for of in on at by from and or as that which was were is are my our their this these into across while including'.split(' '),
);
/** A sentence rather than a list: a long item, a long line that ends like a sentence, or many small words. */
function isProse(text: string, certificates = false): boolean {
  const n = wordCount(text);
  // A line that stops on a small word is a sentence the layout wrapped ("… and private clients, specializing in").
  if (n < 5) return false;
  if (/\s(?:the|a|an|to|with|for|of|in|on|at|by|from|and|or|as|including)\s?$/.test(text)) return true;
  // A certificate's title runs to seven words besides its acronym ("Certified Ergonomics Assessment Specialist (CEAS I & II)").
  const long = (item: string) => (certificates ? wordCount(withoutAcronym(item)) > 7 : wordCount(item) > 6);
  if (splitItems(text).some((p) => long(text.slice(p.from, p.to)))) return true;
  if (/[.!?]\s?$/.test(text) && n >= 7) return true;
  // "Created weekly status reports, …": a sentence starting with what was done.
  if (n >= 4 && /^\s?\p{Lu}\p{Ll}{3,}ed\b/u.test(text) && /\s\p{Ll}/u.test(text)) return true;
  return (
    n >= 8 &&
    text
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => STOP_WORDS.has(w)).length >= 3
  );
}

/** A line that can be one item of a column: a short name, not a sentence, date, address or link. */
function isColumnLine(text: string): boolean {
  const t = text.trim();
  // A small number before letters starts a skill too ("3D PRINTING", "2 LOD"); a year does not, nor does a line with one.
  return t.length > 0 && wordCount(t) <= 4 && !/[.!?:]$|\b(?:19|20)\d{2}\b|@|\t/.test(t) && /^(?:[\p{L}#.(]|\d{1,2}\s?\p{L})/u.test(t);
}

/**
 * A sidebar that lists skills one a line with no skills heading, as some themes draw it (group
 * names and items, often in capitals): four short lines or more in a row, outside the sections of
 * sentences and entries. Lines of a contact block among them are refused item by item.
 */
/** A group's label in a column ("SIEM/EDR training:"): it joins the column's lines, and is no item. */
const isGroupLabel = (norm: string, line: TextLine) => /:\s?$/.test(norm.slice(line.start, line.end));

function markColumns(norm: string, lines: TextLine[], knownIn: (start: number, end: number) => boolean): void {
  for (let i = 0; i < lines.length;) {
    let j = i;
    const outside = !COLUMN_SECTIONS.has(lines[i]!.section);
    // Among entries, a group's label ("SIEM/EDR training:") or a list line of its own is part of the
    // column too; above the entries it ends one (a contact block, then a "Tools:" line).
    const inColumn = (line: TextLine) => {
      const text = norm.slice(line.start, line.end);
      if (!outside) return line.listFrom === -1 && isColumnLine(text);
      return line.listFrom !== -1 ? wordCount(text) <= 6 : isColumnLine(text) || (wordCount(text) <= 4 && /^\p{L}[^.!?]*:\s?$/u.test(text));
    };
    while (j < lines.length && !lines[j]!.interests && !lines[j]!.heading && lines[j]!.section === lines[i]!.section && inColumn(lines[j]!)) j++;
    // A contact block is short lines too; a column of skills names some the vocabulary knows. Among
    // a section's entries (a sidebar run into the work history) only a long run naming many is one:
    // an entry's title, employer and place are short lines too, but a few at a time.
    const [minLines, minKnown] = outside ? [COLUMN_MIN_LINES_IN_ENTRIES, COLUMN_MIN_KNOWN_IN_ENTRIES] : [COLUMN_MIN_LINES, COLUMN_MIN_KNOWN];
    // Only the short lines that are no list yet make the count; a list or label among them only bridges.
    const own = lines.slice(i, j).filter((l) => l.listFrom === -1 && !isGroupLabel(norm, l));
    let known = 0;
    for (const l of own) if (known < minKnown && knownIn(l.start, l.end)) known++;
    if (own.length >= minLines && known >= minKnown && (!outside || ENTRY_COLUMN_SECTIONS.has(lines[i]!.section)))
      for (let k = i; k < j; k++) {
        if (lines[k]!.listFrom !== -1 || isGroupLabel(norm, lines[k]!)) continue;
        lines[k]!.listFrom = lines[k]!.start;
        lines[k]!.column = true;
      }
    i = Math.max(j, i + 1);
  }
}

/** A label whose list is of skills, though not one the data names ("ml_tools", "Cloud Platforms"). */
const SKILLISH_LABEL =
  /skill|tool|tech|language|framework|librar|platform|stack|software|method|competenc|proficien|expertise|database|cloud|devops|testing|program/;

/**
 * "Security Operations: Alert triage, incident response, threat hunting, WAF": a short label in
 * capitals before four short items or more, one of which the vocabulary knows, is a list whatever
 * the label's words (an address has no skill in it). Where the list starts, or -1.
 */
function labelledList(text: string, at: number, knownIn: (start: number, end: number) => boolean): number {
  const label = LABEL_LINE.exec(text);
  if (!label || wordCount(label[1]!) > 4 || !/^\p{Lu}/u.test(label[1]!.trim())) return -1;
  if (
    label[1]!
      .toLowerCase()
      .split(/[\s&/,]+/)
      .some((w) => NOT_SKILL_LABELS.has(w))
  )
    return -1;
  const rest = text.slice(label[0].length);
  // A list wrapped onto the next line ends on its separator: that is no item.
  if (!shortItems(rest.replace(/[,;|•·]\s?$/, ''), 4) || /\d{3,}/.test(rest)) return -1;
  return knownIn(at + label[0].length, at + text.length) ? at + label[0].length : -1;
}

/** At least `min` items typed with separators after a label, each of four words or fewer. */
function shortItems(rest: string, min: number): boolean {
  const parts = rest.split(/[,;|•·]/);
  return parts.length >= min && parts.every((p) => wordCount(p) <= 4);
}

/** Where a line's list begins: after a label, or at its start in a list section; -1 for no list. */
function listStart(text: string, section: ResumeSection | null, at: number): number {
  const label = LABEL_LINE.exec(text);
  if (label) {
    const words = label[1]!.trim().toLowerCase().replace(/_/g, ' ');
    // A known label ("Tools:"), or any short one before three short items or more ("ml_tools: TensorFlow, PyTorch, JAX").
    const rest = text.slice(label[0].length);
    const listLike = SKILLISH_LABEL.test(words) && wordCount(words) <= 3 && shortItems(rest, 3);
    const known = LABELS.has(words) || LABELS.has(words.replace(/s$/, '')) || listLike;
    // In the education section only a label that names skills starts a list ("Core: …" lists courses).
    if (section === 'education' && !SKILLISH_LABEL.test(words)) return -1;
    // In a certifications section a colon is part of a certificate's name ("Microsoft Office Specialist: Excel Expert").
    if (known || (LIST_SECTIONS.has(section) && section !== 'certificates')) return at + label[0].length;
  }
  return LIST_SECTIONS.has(section) ? at : -1;
}

/** The index of the line holding a position (binary search), or -1. */
function lineIndexAt(lines: readonly TextLine[], at: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const line = lines[mid]!;
    if (at < line.start) hi = mid - 1;
    else if (at > line.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** The line holding a position. */
export function lineAt(lines: readonly TextLine[], at: number): TextLine | undefined {
  return lines[lineIndexAt(lines, at)];
}

/** A list line whose items are all in capitals. */
function isCapitalsListLine(norm: string, line: TextLine | undefined): boolean {
  const t = line && line.listFrom !== -1 && !line.heading ? norm.slice(line.listFrom, line.end) : '';
  return /\p{Lu}.*\p{Lu}/u.test(t) && t === t.toUpperCase();
}

/** A position on a line of a list set in capitals with a line beside it in capitals too ("MICROSCOPY" under "CAD DESIGN"). */
export function inCapitalsList(lines: readonly TextLine[], norm: string, at: number): boolean {
  const i = lineIndexAt(lines, at);
  return isCapitalsListLine(norm, lines[i]) && (isCapitalsListLine(norm, lines[i - 1]) || isCapitalsListLine(norm, lines[i + 1]));
}

/** A word that is never an item of a list ("etc", "com"), though the vocabulary has a skill of that name. */
export const isNotItem = (form: string) => NEVER_IN_LISTS.has(form.trim().toLowerCase());

/** Whether a position is inside a list the owner wrote. */
export function isListed(lines: readonly TextLine[], at: number): boolean {
  const line = lineAt(lines, at);
  return !!line && line.listFrom !== -1 && at >= line.listFrom;
}

// Item separators: list punctuation, bullets, tabs (PDF cells), brackets, colons, spaced dashes.
const SEPARATOR = /[,;|•▪●◦‣∙·\t()[\]{}:：]+|\s[-–—]+\s|\s\/\s|\s\+\s/gu;
/** In a certifications section a colon is part of a certificate's name ("Microsoft Office Specialist: Excel Expert"). */
const SEPARATOR_NO_COLON = /[,;|•▪●◦‣∙·\t()[\]{}]+|\s[-–—]+\s|\s\/\s|\s\+\s/gu;

/** What sets a list's items apart on one line: punctuation, bullets, middle dots, tabs (PDF cells). */
export const INLINE_SEPARATOR = /[,;|•▪●◦‣∙·\t]/u;
const ENDS_WITH_SEPARATOR = /[,;|•▪●◦‣∙·:\t]\s?$/u;
const STARTS_AS_ITEM = /^\s?(?:[•▪●◦‣∙*·–-]\s|[\p{L}][\p{L}\s&/+._-]{0,38}?\s?[:：]\s)/u;

/**
 * Every item of every list. A delimited list wrapped onto the next line continues there
 * ("…, Microsoft" / "Word, Excel"); in a list of one item per line, a line break ends an item.
 */
export function listedItems(
  norm: string,
  lines: readonly TextLine[],
  names: { owner: readonly string[]; others: readonly string[] } = { owner: [], others: [] },
): ListedItem[] {
  const items: ListedItem[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.listFrom === -1) continue;
    // The lines this list runs over.
    let last = i;
    while (last + 1 < lines.length && lines[last + 1]!.continued) last++;
    const from = line.listFrom;
    const to = lines[last]!.end;
    const previous = lines[i - 1];
    const wrapped = !!previous && previous.listFrom === -1 && !previous.heading && wordCount(norm.slice(previous.start, previous.end)) > 8;
    const pieces = splitItems(norm.slice(from, to), { colons: line.section !== 'certificates' }).map((p) => ({
      start: from + p.from,
      end: from + p.to,
      bracketed: p.bracketed,
    }));
    // A degree or a school run into the list by a two-column layout: no part of its line is a skill.
    const education = new Set<number>();
    for (let k = i; k <= last; k++) {
      const l = lines[k]!;
      const text = norm.slice(l.start, l.end);
      // A place ("Peoria, IL") in a sidebar is the owner's address, not a skill.
      if (words(text).some((x) => EDUCATION_WORDS.has(x.replace(/[.,]+$/, ''))) || CITY_STATE.test(text)) education.add(l.start);
    }
    pieces.forEach((p, k) => {
      const item = norm.slice(p.start, p.end);
      const inEducation = education.size > 0 && education.has(lineAt(lines, p.start)!.start);
      const where = {
        section: line.section,
        first: k === 0,
        alone: pieces.length === 1,
        afterSentence: wrapped,
        bracketed: p.bracketed,
        names,
        // The full stop the item was trimmed of: "Negotiated rates with vendors."
        endsSentence: norm[p.end] === '.' && !/\.\p{L}/u.test(norm.slice(p.end, p.end + 2)),
      };
      // "Title, Issuer, 2024": what follows a certificate is its issuer; but "CPR/BLS" names two certificates.
      const afterSlash = k > 0 && norm.slice(pieces[k - 1]!.end, p.start).includes('/');
      const issuer = line.section === 'certificates' && k > 0 && !afterSlash && !words(item).some((x) => CERTIFICATE_WORDS.has(x));
      items.push({ start: p.start, end: p.end, section: line.section, stated: !inEducation && isStatedSkill(item, where), issuer });
    });
    i = last;
  }
  return items;
}

/**
 * Whether a list line runs on into the next line: after a trailing separator ("Outlook,"), or
 * when the list is delimited and the break falls inside an item ("Microsoft" / "Word, Excel").
 */
function continues(norm: string, line: TextLine, next: TextLine, lines: readonly TextLine[]): boolean {
  if (next.prose || next.interests || next.heading || (next.listFrom !== -1 && next.listFrom !== next.start) || next.section !== line.section) return false;
  const text = norm.slice(line.listFrom, line.end);
  const after = norm.slice(next.start, next.end);
  if (!after.trim() || STARTS_AS_ITEM.test(after)) return false;
  // The next line starts with the rest of an item or a new one, not a sentence.
  const head = after.split(INLINE_SEPARATOR)[0]!;
  if (wordCount(head) > 4 || (!INLINE_SEPARATOR.test(after) && /[.!?]\s?$/.test(after))) return false;
  // An address below a list ("Birmingham, AL") is not more of it.
  if (CITY_STATE.test(after.split(/[;|•·]/)[0]!)) return false;
  if (ENDS_WITH_SEPARATOR.test(text)) return text.trim().length > 0;
  // Chips a PDF puts in cells (tabs) end at the line's end too; a delimited list runs on.
  if (/\t/.test(text + after)) return false;
  const delimited = (s: string) => TEXT_SEPARATOR.test(s);
  // A layout wraps only a full line: one well short of its neighbours' width ("DNS, DHCP, TCP/IP" above
  // "Remote access support") ended where its writer ended it.
  if ((delimited(text) || (delimited(after) && !line.column)) && !shortOfWidth(norm, line, lines)) return true;
  // One item a line, wrapped by the layout: this one stops on a joining word or an open bracket
  // ("ServSafe Food Protection (in" / "progress)"), or a long one goes on in lower case.
  // (A short line did not wrap: "AWS Boto3" / "python-bitcoinlib" are two items.)
  const long = line.column ? wordCount(text) >= 2 && text.trim().length >= 12 : wordCount(text) >= 3;
  return WRAPS_ON.test(text) || (/^\s?\p{Ll}/u.test(after) && long);
}

/** Shorter than 60% of the longest list line among the four lines either side in its section: not wrapped by the layout. */
function shortOfWidth(norm: string, line: TextLine, lines: readonly TextLine[]): boolean {
  const i = lineIndexAt(lines, line.start);
  let width = 0;
  for (let k = Math.max(0, i - 4); k <= Math.min(lines.length - 1, i + 4); k++) {
    const l = lines[k]!;
    if (l.section === line.section && !l.heading && l.listFrom !== -1) width = Math.max(width, norm.slice(l.start, l.end).trim().length);
  }
  return norm.slice(line.start, line.end).trim().length < 0.6 * width;
}

const WRAPS_ON = /(?:\b(?:of|for|and|in|the|to|at|with|on|by|from)|[&(/–-])\s?$/iu;

/** Separators people type between items (not the tabs of a PDF's cells). */
const TEXT_SEPARATOR = /[,;|•▪●◦‣∙·]/u;

/** A list split into trimmed items, as [from, to) offsets in it. */
export function splitItems(text: string, options: { colons?: boolean } = {}): Array<{ from: number; to: number; bracketed: boolean }> {
  const out: Array<{ from: number; to: number; bracketed: boolean }> = [];
  let depth = 0;
  const push = (from: number, to: number) => {
    // Trim spaces, bullets, numbering and trailing punctuation.
    while (from < to && /[\s*•·"'“”‘’#>]/u.test(text[from]!)) from++;
    // "2022-03-01 — 2025-03-01 circQTL": a date before an item is not part of it.
    const date = /^(?:\d{4}-\d{2}(?:-\d{2})?|\d{1,2}\/\d{4}|(?:19|20)\d{2})\s+(?=\p{L})/u.exec(text.slice(from, to));
    if (date) from += date[0].length;
    if (/^\d{1,2}[.)]\s/.test(text.slice(from, to))) from += text.slice(from).indexOf(' ') + 1;
    while (to > from && /[\s.,;:!?*"'“”‘’]/u.test(text[to - 1]!)) to--;
    // A bracket left open or closed by a split ("(iPhone", "iPad)"), or around the whole item ("(CRM)").
    const piece = text.slice(from, to);
    const opens = (piece.match(/\(/g) ?? []).length;
    const closes = (piece.match(/\)/g) ?? []).length;
    if (piece.startsWith('(') && (opens > closes || piece.endsWith(')'))) from++;
    if (text[to - 1] === ')' && (closes > opens || piece.startsWith('('))) to--;
    // "Python 5 yrs": years of use are not part of the name.
    const years = /\s\d+\+?\s?(?:years?|yrs?)\.?$/i.exec(text.slice(from, to));
    if (years) to -= years[0].length;
    // "ROS(100)", "Robot Modeling & Control(97)": a grade or score glued to the name is not part of it.
    const score = /\p{L}\s?\(\d{1,3}%?\)$/u.exec(text.slice(from, to));
    if (score) to -= score[0].length - 1;
    if (to > from) out.push({ from, to, bracketed: depth > 0 });
  };
  // "SHRM Certified Professional (SHRM-CP)": an acronym in brackets stays with its name, so its
  // brackets are not separators.
  const masked = text.replace(ACRONYM_IN_BRACKETS, (group, inner: string) => (LEVELS.has(inner.toLowerCase()) ? group : `\u27ee${inner}\u27ef`));
  let at = 0;
  for (const m of masked.matchAll(options.colons === false ? SEPARATOR_NO_COLON : SEPARATOR)) {
    splitSlashes(text, at, m.index, push);
    for (const ch of m[0]) depth = Math.max(0, depth + (ch === '(' || ch === '[' ? 1 : ch === ')' || ch === ']' ? -1 : 0));
    at = m.index + m[0].length;
  }
  splitSlashes(text, at, text.length, push);
  return out;
}

/** "(SHRM-CP)", "(AWS)": a short name with two capitals or more, alone in brackets. */
const ACRONYM_IN_BRACKETS = /\(((?=(?:[^)]*\p{Lu}){2})[\p{L}\p{N}&+./-]{2,12}|[\p{Lu}\p{N}&+./-][\p{Lu}\p{N}&+./ -]{1,11})\)/gu;

const DOMAIN_END = /\.(?:com|org|net|io|dev|edu|me|co)$/i;

/** "Photoshop/Illustrator" is two items; "CI/CD", "UI/UX", "TCP/IP", "A/B" and "Oracle PL/SQL" are one. */
function splitSlashes(text: string, from: number, to: number, push: (from: number, to: number) => void): void {
  const piece = text.slice(from, to);
  if (!piece.includes('/') || KEEP_WHOLE.has(piece.trim().toLowerCase())) {
    push(from, to);
    return;
  }
  // Split only where the words on both sides of the slash are names of three letters or more.
  const letters = (s: string) => s.match(/\p{L}/gu)?.length ?? 0;
  let at = from;
  for (const m of piece.matchAll(/\//g)) {
    const left = /[^\s/]*$/u.exec(text.slice(at, from + m.index))![0];
    const right = /^[^\s/]*/u.exec(text.slice(from + m.index + 1, to))![0];
    // (A link's path: "GITHUB.EXAMPLE.COM/TBRE".)
    if (letters(left) < 3 || letters(right) < 3 || KEEP_WHOLE.has(`${left}/${right}`.toLowerCase()) || DOMAIN_END.test(left)) continue;
    push(at, from + m.index);
    at = from + m.index + 1;
  }
  push(at, to);
}

/** An item without the bracket it ends on ("… Specialist (CEAS I & II)"). */
const withoutAcronym = (item: string) => item.replace(/\s*\([^()]*\)\s*$/, '');
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s&/]+/)
    .filter(Boolean);

const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
const YEARS_OF_USE = /^\d+\+?\s?(?:years?|yrs?|months?)\b/i;
const DATE_WORD = /^(?:(?:19|20)\d{2}s?|present|current|now|today|\d{1,2}\/(?:19|20)?\d{2}|\d{4}-\d{2}(?:-\d{2})?)$/i;
const PRONOUN = /\b(?:i|i'm|i've|my|me|we|our|us)\b/i;

/** Whether an item can be a stated skill: a short name, not a date, level, heading, filler or sentence. */
export function isStatedSkill(
  item: string,
  where: {
    section: ResumeSection | null;
    first: boolean;
    alone: boolean;
    afterSentence: boolean;
    bracketed?: boolean;
    names?: { owner: readonly string[]; others: readonly string[] };
    endsSentence?: boolean;
  },
): boolean {
  const trimmed = item.trim();
  const letters = trimmed.match(/\p{L}/gu)?.length ?? 0;
  const w = words(trimmed);
  // A certificate's title runs longer ("Certified Ergonomics Assessment Specialist (CEAS I & II)"); its acronym is no extra word.
  const certificate = where.section === 'certificates';
  const counted = certificate ? words(withoutAcronym(trimmed)) : w;
  if (letters < 2 || trimmed.length > (certificate ? 80 : 50) || counted.length > (certificate ? 7 : 5)) return false;
  if (/@|https?:|www\.|\.(?:com|org|net|io|dev|co|me|edu|c)(?:$|\/)|^(?:in|gh|github|linkedin)\//i.test(trimmed)) return false;
  // Two letters or fewer is an abbreviation only the vocabulary can vouch for ("UX"), or a wrapped fragment ("OM").
  // (A number between letters makes a name of it: "I2C", "K8s".)
  if (letters <= 2 && !/^\p{L}\d+\p{L}+$/u.test(trimmed)) return false;
  if (w.every((x) => MONTH.test(x) || DATE_WORD.test(x) || /^[\d.,+%-]+$/.test(x)) || YEARS_OF_USE.test(trimmed)) return false;
  if (w.every((x) => LEVELS.has(x)) || LEVELS.has(w.join(' '))) return false;
  if (w.every((x) => FILLERS.has(x) || LABELS.has(x))) return false;
  if (LABELS.has(w.join(' ')) || NOT_ITEMS.has(w.join(' ')) || headingKey(trimmed)) return false;
  // ("CEAS I & II": a level in a certificate's bracket is a numeral, not the owner.)
  if (PRONOUN.test(certificate ? withoutAcronym(trimmed) : trimmed) || NOT_START_WORDS.has(w[0]!.replace(/[.,]+$/, ''))) return false;
  // A handle or a file name ("vsethi_math"), the owner's own name or handle, an employer or school.
  if (/_/.test(trimmed) || (where.names && isName(trimmed, where.names))) return false;
  // A role ("Full Stack Developer") outside a certifications section.
  if (where.section !== 'certificates' && w.length >= 2 && JOB_TITLE_WORDS.has(w.at(-1)!)) return false;
  // A language spoken is a capitalised name ("Spanish"); a lower-case word there is its level.
  if (where.section === 'languages' && !/^\p{Lu}/u.test(trimmed)) return false;
  if (trimmed.split(/\s+/).some((x) => SENTENCE_WORDS.has(x))) return false;
  // A remark in brackets ("(course sandbox)", "(training environment only)") says how, not what.
  if (where.bracketed && /^\p{Ll}/u.test(trimmed)) return false;
  if ((/[.!?]$/.test(item.trim()) || where.endsSentence) && w.length >= 3) return false;
  // A figure ("181K+ hours saved"), a year ("NERIST 2019"), a degree ("Associate of Science in …").
  if (/\d+(?:[.,]\d+)?\s?[KkMm%+]|\b(?:19|20)\d{2}\b/.test(trimmed) || /\b(?:associate|bachelor|master|doctor)'?s?\s+(?:of|in)\b/i.test(trimmed)) return false;
  // A fragment that stops on a small word ("specializing in").
  if (/\s(?:in|of|for|with|to|and|or|the|a|an|from|by|on|at)$/.test(trimmed)) return false;
  // A lone lower-case line is a wrapped sentence, not an item ("years in critical care").
  if (where.alone && (where.afterSentence || (/^\p{Ll}/u.test(trimmed) && w.length > 1))) return false;
  // In a certifications section, the first part of a line names the certificate; the rest is its
  // issuer or date, unless it is a certificate itself.
  if (where.section === 'certificates' && !where.first && !w.some((x) => CERTIFICATE_WORDS.has(x))) return false;
  return true;
}

/**
 * Whether an item is, or is inside, a name the resume gives (an employer, a school), or holds a
 * part of the owner's name ("VSETHI", "in/nolanbecker" for Vikram Sethi, Nolan Becker).
 */
function isName(item: string, names: { owner: readonly string[]; others: readonly string[] }): boolean {
  const lower = item.toLowerCase();
  if (lower.length >= 4 && [...names.owner, ...names.others].some((name) => name.toLowerCase().includes(lower))) return true;
  return names.owner.some((name) => name.split(/[\s.'’-]+/).some((part) => part.length >= 4 && lower.includes(part.toLowerCase())));
}

/** Words of an item that name something: not fillers, levels or list punctuation. */
export function contentWords(text: string): string[] {
  return words(text.replace(/[^\p{L}\p{N}\s&/+#.]/gu, ' ')).filter((x) => !FILLERS.has(x) && !LEVELS.has(x) && /\p{L}/u.test(x));
}
