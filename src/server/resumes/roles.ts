/**
 * A career changer's roles read from their resume's text: the job they hold now (the latest job's
 * title, else the headline) and the one they say they are moving into (a cue in the headline,
 * summary or objective: "Seeking a supply chain analyst role", "ICU Nurse → Product Manager"),
 * each mapped to an O*NET occupation with the navigator's title mapping. The words that state a
 * target are data (content/pivotmatch/role-cues.json). Deterministic, and never throws: odd text
 * reads as no role.
 */
import verbsData from '@content/bullets/verbs.json';
import roleCues from '@content/pivotmatch/role-cues.json';
import type { SkillEvidence } from '~/lib/pivotmatch';
import { NO_ROLES, ROLE_EVIDENCE_MAX, type OccupationRef, type ResumeRole, type ResumeRoles } from '~/lib/resume-roles';
import { MIN_TITLE_CONFIDENCE, knownWordShare, mapTitleCandidates, memberTitleWords, startsSomeTitle, type TitleMapping } from '~/server/navigator/titles';
import { NO_LOCATION, type ResumeLocation } from './location';
import { headingKey, type SectionKey } from './headings';
import { readResumeSections, type ImportedResume } from './sections';
import { inContext, NO_TITLE_CONTEXT, skillsDeny, type TitleContext } from './title-context';

/** What the built-in read gives beside the text: skills (with their vocabulary entries, when given) and location. */
type RolesInput = { skills: string[]; location: ResumeLocation; evidence?: readonly SkillEvidence[] };

type Phrase = string[];
const phrases = (list: string[]): Phrase[] => list.map((p) => p.split(/\s+/).filter(Boolean)).sort((a, b) => b.length - a.length);

const STRONG_CUES = phrases(roleCues.cues);
const WEAK_CUES = phrases(roleCues.weakCues);
const ALL_CUES = [...STRONG_CUES, ...WEAK_CUES].sort((a, b) => b.length - a.length);
const WEAK = new Set(roleCues.weakCues);
const FROM_BRIDGES = new Set(roleCues.fromBridges);
const BRIDGED_CUE_ENDS = new Set(roleCues.bridgedCueEnds);
const LEAD = phrases(roleCues.lead);
const ENDS = new Set(roleCues.ends);
const END_PHRASES = phrases(roleCues.endPhrases);
const ROLE_NOUNS = new Set(roleCues.roleNouns);
const BOUNDARIES = new Set(roleCues.boundaries);
const NOT_IN_TITLE = new Set(roleCues.notInTitle);
const AREAS: Record<string, string> = roleCues.areas;
const TARGET_HEADINGS = new Set(roleCues.targetHeadings);
const EMPLOYER_WORDS = new Set(roleCues.employerWords);
const VAGUE = new Set(roleCues.vagueTargets);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (list: string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((p) => escape(p).replace(/ /g, '\\s+'))
    .join('|');
/** "Objective: …", "Target role – …" at the start of a line. */
const LABEL = new RegExp(`^(?:${alternation(roleCues.labels)})\\s*(?:[:：]|\\s[-–—]\\s)\\s*`, 'iu');
const ARROW = new RegExp(`\\s*(?:${alternation(roleCues.arrows)})\\s*`, 'u');
/** Where a clause ends: a target never runs past punctuation or a spaced dash. */
const CLAUSE_END = /[;:!?()[\]|,"“”•·]|\.(?=\s|$)|\s[-–—]\s|[–—]/;
const HEADLINE_PARTS = /\s+[|•·]\s+|\s+[-–—]\s+|\t+|\s{3,}/;
const CONTACT = /@|https?:\/\/|www\.|\.(?:com|org|net|io)\b|\d{3}[\s.)-]*\d{3}[\s.-]*\d{4}/i;
/** A line that opens with a label ("Clients: Dell, Microsoft", "Technical Skills: C++") lists things; it is no title. */
const LABELLED = /^[^:]{1,30}:\s/;
/** …unless the label names the title itself ("Position: Data Analyst"), which is then read without it. */
const TITLE_LABEL = /^(?:job\s+)?(?:title|position|role|designation)\s*:\s*/i;
const WEB_ADDRESS = /\(?\b(?:https?:\/\/|www\.)\S+/gi;
const BULLET = /^[•▪◦●‣∙*\-–—]\s+/;
const YEAR = /\b(?:19|20)\d{2}\b/;
/** Longest phrase read as a title: a target is a job title or a field, not a sentence. */
const MAX_TITLE_WORDS = 5;
/** A line under a target heading that names no cue is the target only when it is this short. */
const MAX_BARE_WORDS = 6;

/** A word as compared with the cue lists: lower case, without surrounding punctuation. */
const norm = (word: string) =>
  word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');

function startsWith(words: string[], at: number, phrase: Phrase): boolean {
  return phrase.every((w, i) => words[at + i] === w);
}

/** The phrase (of `list`, longest first) that starts at `at`, if any. */
function phraseAt(words: string[], at: number, list: Phrase[]): Phrase | null {
  return list.find((p) => startsWith(words, at, p)) ?? null;
}

function excerpt(line: string, at = 0): string {
  if (line.length <= ROLE_EVIDENCE_MAX) return line;
  const start = Math.max(0, Math.min(at - 40, line.length - (ROLE_EVIDENCE_MAX - 1)));
  const body = line.slice(start, start + ROLE_EVIDENCE_MAX - 2).trim();
  return `${start > 0 ? '…' : ''}${body}${start + ROLE_EVIDENCE_MAX - 2 < line.length ? '…' : ''}`;
}

// The mapping scores every title that shares a word ("manager" is in thousands): the same phrase,
// asked again for another resume or variant, is answered from memory.
const memo = new Map<string, TitleMapping[]>();
function candidates(title: string): TitleMapping[] {
  const key = title.toLowerCase();
  let found = memo.get(key);
  if (!found) {
    if (memo.size >= 2000) memo.clear();
    // Enough to hold every occupation a whole title belongs to ("Therapist" is eight).
    found = mapTitleCandidates(title, 12);
    memo.set(key, found);
  }
  return found;
}

const occupationOf = (m: TitleMapping): OccupationRef => ({ code: m.code, title: m.occupation });

/** The job the title names, as the navigator maps it: its best title when confident enough. */
function mapCurrent(title: string, context: TitleContext): OccupationRef | null {
  const best = inContext(candidates(title), context, title)[0];
  return best && best.confidence >= MIN_TITLE_CONFIDENCE ? occupationOf(best) : null;
}

/**
 * The occupation a target phrase names: the mapping's best title that is confident enough and
 * holds the phrase's last word (what the person would be: "UX research" is not "UX designer").
 * A field is tried as its worker too ("supply chain analysis" → "supply chain analyst").
 */
function mapTarget(phrase: string): TitleMapping | null {
  // "property manager or assistant property manager": each alternative is a target; the first
  // the mapping knows whole wins, else the most confident.
  const alternatives = phrase
    .replace(/\s+(?:or|and|and\/or)$/i, '')
    .split(/\s+(?:or|and\/or)\s+|\s*\/\s*/i)
    .map((a) => a.trim())
    .filter(Boolean);
  if (alternatives.length > 1) {
    const found = alternatives.map(mapOneTarget).filter((m): m is TitleMapping => m !== null);
    return found.find((m) => m.how === 'exact') ?? found.sort((a, b) => b.confidence - a.confidence)[0] ?? null;
  }
  return mapOneTarget(alternatives[0] ?? phrase);
}

function mapOneTarget(phrase: string): TitleMapping | null {
  const words = phrase.split(' ');
  const last = norm(words.at(-1) ?? '');
  const variants = [phrase];
  const worker = AREAS[last];
  if (worker) variants.push([...words.slice(0, -1), worker].join(' '));
  let best: { m: TitleMapping; score: number } | null = null;
  for (const variant of variants) {
    const mine = memberTitleWords(variant);
    const head = mine.at(-1);
    // One word alone ("product", "hygiene") names a role only when it is a whole O*NET title.
    const m = candidates(variant).find(
      (c) =>
        c.confidence >= MIN_TITLE_CONFIDENCE &&
        (c.how === 'exact' || (mine.length > 1 && head !== undefined && memberTitleWords(c.matchedTitle).includes(head))),
    );
    if (!m) continue;
    // A whole-title match beats an equally confident match by words.
    const score = m.confidence + (m.how === 'exact' ? 0.01 : 0);
    if (!best || score > best.score) best = { m, score };
    // Nothing beats a whole-title match: the worker's variant need not be looked up.
    if (m.how === 'exact') break;
  }
  return best?.m ?? null;
}

/** A clause's words: as written (for the title) and as compared. */
interface Words {
  raw: string[];
  norm: string[];
}

function wordsOf(clause: string): Words {
  const raw = clause.split(/\s+/).filter(Boolean);
  return { raw, norm: raw.map(norm) };
}

const slice = (w: Words, from: number, to = w.raw.length): Words => ({ raw: w.raw.slice(from, to), norm: w.norm.slice(from, to) });
const titleText = (w: Words) =>
  w.raw
    .join(' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#)]+$/gu, '')
    .slice(0, 100);
const fitsTitle = (word: string) => word !== '' && !/\d/.test(word) && !NOT_IN_TITLE.has(word);

/** A phrase to map: its words, and whether it ended where a title ends (not cut short by a number or "my"). */
interface Candidate {
  words: Words;
  clean: boolean;
}

/** Lead words and nested cues skipped: "a role as a …", "Objective: transition into …". */
function skipLead(w: Words): Words | null {
  let at = 0;
  for (let guard = 0; guard < 20 && at < w.norm.length; guard++) {
    const lead = phraseAt(w.norm, at, LEAD);
    if (lead) {
      at += lead.length;
      continue;
    }
    const cue = phraseAt(w.norm, at, STRONG_CUES);
    if (!cue) break;
    at += cue.length;
    if (BRIDGED_CUE_ENDS.has(cue.at(-1)!)) {
      // "transitioning from nursing into UX design": the target follows the bridge.
      const bridge = w.norm.findIndex((word, i) => i >= at && FROM_BRIDGES.has(word));
      if (bridge < 0) return null;
      at = bridge + 1;
    }
  }
  return slice(w, at);
}

/** Two titles given as alternatives ("drug safety associate or pharmacovigilance scientist") may each be as long as one. */
const maxTitleWords = (words: string[]) => (words.includes('or') ? 2 * MAX_TITLE_WORDS + 1 : MAX_TITLE_WORDS);

/** "… a supply chain analyst role": the words before a role noun, back to an article or preposition. */
function beforeRoleNoun(w: Words): Candidate | null {
  for (let k = 0; k < w.norm.length; k++) {
    if (!ROLE_NOUNS.has(w.norm[k]!)) continue;
    let j = k - 1;
    while (j >= 0 && !BOUNDARIES.has(w.norm[j]!) && !ROLE_NOUNS.has(w.norm[j]!) && !ENDS.has(w.norm[j]!)) j--;
    const words = slice(w, j + 1, k);
    if (words.raw.length > 0 && words.raw.length <= maxTitleWords(words.norm) && words.norm.every(fitsTitle)) return { words, clean: true };
  }
  return null;
}

/** The words at the start, up to the first word that ends a title. */
function leading(w: Words): Candidate | null {
  let n = 0;
  const ends = (at: number) => ENDS.has(w.norm[at]!) || ROLE_NOUNS.has(w.norm[at]!) || phraseAt(w.norm, at, END_PHRASES) !== null;
  while (n < w.norm.length && !ends(n) && fitsTitle(w.norm[n]!)) n++;
  if (n === 0) return null;
  const clean = n === w.norm.length || ends(n);
  const max = maxTitleWords(w.norm.slice(0, n));
  if (n > max) return { words: slice(w, 0, max), clean: false };
  return { words: slice(w, 0, n), clean };
}

/** "… as a data analyst". */
function afterAs(w: Words): Candidate | null {
  for (let i = 0; i + 2 < w.norm.length; i++) {
    if (w.norm[i] === 'as' && (w.norm[i + 1] === 'a' || w.norm[i + 1] === 'an')) return leading(slice(w, i + 2));
  }
  return null;
}

/** The role a candidate names: shortened from the end only when it was cut short ("UX designer bringing 10 years"). */
function roleOf(c: Candidate): { title: string; mapping: TitleMapping | null } {
  const shortest = c.clean ? c.words.raw.length : 1;
  for (let n = c.words.raw.length; n >= shortest; n--) {
    const title = titleText(slice(c.words, 0, n));
    const mapping = title ? mapTarget(title) : null;
    if (mapping) return { title, mapping };
  }
  return { title: titleText(c.words), mapping: null };
}

/**
 * The target in the words after a cue (or after an arrow or a target label, `stated`): the phrase
 * before a role noun, else the phrase the words start with, else the one after "as a". The first
 * that maps to an occupation wins; else the first that ended cleanly, unmapped.
 */
function targetIn(after: Words, how: 'cue' | 'weak' | 'stated'): { title: string; occupation: OccupationRef | null } | null {
  const rest = skipLead(after);
  if (!rest || rest.raw.length === 0) return null;
  // "a team where my experience counts", "my next great adventure": sought, but not a role.
  // ("a team lead role" is one: "lead" belongs to a title.)
  const head = rest.norm.slice(0, MAX_TITLE_WORDS).filter((w) => !ENDS.has(w));
  const vague = (w: string | undefined) => w === undefined || VAGUE.has(w) || !fitsTitle(w);
  if (head.length > 0 && VAGUE.has(head[0]!) && vague(head[1])) return null;
  // "seeking to apply my …": a verb follows, not a title, unless a cue does ("to become").
  const toVerb = rest.norm[0] === 'to';
  const found: Candidate[] = [];
  const byRole = beforeRoleNoun(rest);
  if (byRole) found.push(byRole);
  if (how !== 'weak') {
    const start = toVerb ? null : leading(rest);
    if (start) found.push(start);
    const as = afterAs(rest);
    if (as) found.push(as);
  }
  for (const c of found) {
    const { title, mapping } = roleOf(c);
    if (mapping) return { title, occupation: occupationOf(mapping) };
  }
  // ("Seeking ways to execute on …": a vague word alone is no role either.)
  const unmapped = found.find((c) => c.clean && c.words.raw.length <= MAX_TITLE_WORDS - 1 && !(c.words.norm.length === 1 && VAGUE.has(c.words.norm[0]!)));
  return unmapped ? { title: titleText(unmapped.words), occupation: null } : null;
}

/** The first target a cue introduces in a sentence, if any. */
function targetByCue(sentence: string): ResumeRole | null {
  let offset = 0;
  for (const clause of sentence.split(CLAUSE_END)) {
    const w = wordsOf(clause);
    for (let i = 0; i < w.norm.length; i++) {
      const cue = phraseAt(w.norm, i, ALL_CUES);
      if (!cue) continue;
      let rest = slice(w, i + cue.length);
      // "transitioning from nursing into …", "leaving academia for …": the old field, then the target.
      if (BRIDGED_CUE_ENDS.has(cue.at(-1)!)) {
        const bridge = rest.norm.findIndex((word) => FROM_BRIDGES.has(word));
        if (bridge < 0) continue;
        rest = slice(rest, bridge + 1);
      }
      const target = targetIn(rest, WEAK.has(cue.join(' ')) ? 'weak' : 'cue');
      if (target) return { ...target, evidence: excerpt(sentence, offset + Math.max(0, clause.toLowerCase().indexOf(cue[0]!))) };
      i += cue.length - 1;
    }
    offset += clause.length + 1;
  }
  return null;
}

/** A target stated without a cue (after an arrow, a label or a target heading). */
function statedTarget(phrase: string, evidence: string, bare: boolean): ResumeRole | null {
  const clause = phrase.split(CLAUSE_END)[0] ?? '';
  const w = wordsOf(clause);
  // A sentence under "Objective" that names no role is about the person, not the target.
  if (bare && w.raw.length > MAX_BARE_WORDS && !beforeRoleNoun(w)) return null;
  const target = targetIn(w, 'stated');
  return target ? { ...target, evidence: excerpt(evidence) } : null;
}

/** A target in a line or sentence: after a label, else after a cue. */
function targetInText(text: string, bare: boolean): ResumeRole | null {
  const label = LABEL.exec(text);
  if (label) {
    const rest = text.slice(label[0].length);
    return targetByCue(rest) ?? statedTarget(rest, text, true);
  }
  return targetByCue(text) ?? (bare ? statedTarget(text, text, true) : null);
}

/** "Logistics Sergeant (92Y), U.S. Army — Fort Campbell, KY 2019–2024" → "Logistics Sergeant". */
export function cleanTitle(position: string): string {
  let t = position.replace(/\s*[([][^)\]]*[)\]]/g, ' ').replace(/\s+/g, ' ');
  t = t.split(/\s+(?:at|@)\s+|\s[|•·]\s|\s*[–—]\s*|\s-\s|\t/i)[0] ?? '';
  const year = YEAR.exec(t);
  if (year) t = t.slice(0, year.index);
  // "Therapist Sep 2019": the month of the dates is not part of the title.
  t = t.replace(/\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i, '');
  // An employer or place after a comma; but "Director, Product Management" is one title.
  const parts = t.split(/,\s*/);
  t = parts[0]!.trim().split(/\s+/).length >= 2 || parts.length < 2 ? parts[0]! : `${parts[0]}, ${parts[1]}`;
  return t
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#.]+$/gu, '')
    .trim()
    .slice(0, 100);
}

interface Line {
  text: string;
  section: SectionKey | null;
  /** Which heading the line is under (0 before the first), so sentences never run across headings. */
  block: number;
  /** The first line under a target heading ("Career Objective", "Target Role"). */
  firstUnderTarget: boolean;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let section: SectionKey | null = null;
  let block = 0;
  let underTarget = false;
  for (const raw of text.split(/\r?\n|\r/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const name = line
      .replace(/[:：]\s*$/, '')
      .replace(/\s*&\s*/g, ' and ')
      .toLowerCase();
    const key = headingKey(line);
    const isTarget = name.length <= 40 && TARGET_HEADINGS.has(name);
    if (key || isTarget) {
      section = key ?? 'summary';
      block++;
      underTarget = isTarget;
      continue;
    }
    out.push({ text: line, section, block, firstUnderTarget: underTarget });
    underTarget = false;
  }
  return out;
}

/** Lines the PDF wrapped joined back into sentences; a bullet starts a new one. */
function sentences(lines: Line[]): { text: string; first: boolean }[] {
  const paragraphs: { text: string; first: boolean; block: number }[] = [];
  for (const line of lines) {
    const bullet = BULLET.test(line.text);
    const text = line.text.replace(BULLET, '');
    const prev = paragraphs.at(-1);
    if (prev && prev.block === line.block && !bullet && !/[.!?:]$/.test(prev.text)) prev.text = `${prev.text} ${text}`;
    else paragraphs.push({ text, first: line.firstUnderTarget, block: line.block });
  }
  return paragraphs.flatMap((p) =>
    p.text
      .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
      .map((text, i) => ({ text, first: p.first && i === 0 }))
      .filter((s) => s.text),
  );
}

/** The headline read: a target it states, and its other parts (what the member is now, as they put it). */
interface Headline {
  target: ResumeRole | null;
  current: { title: string; evidence: string }[];
}

function readHeadline(header: Line[]): Headline {
  const out: Headline = { target: null, current: [] };
  // The first line is the member's name ("Jordan Baker" is not a baker).
  for (const line of header.slice(1, 8)) {
    if (CONTACT.test(line.text) && !ARROW.test(line.text)) continue;
    let text = line.text;
    const arrow = ARROW.exec(text);
    if (arrow) {
      const right = text.slice(arrow.index + arrow[0].length);
      out.target ??= targetByCue(right) ?? statedTarget(right, line.text, false);
      text = text.slice(0, arrow.index);
    }
    for (const part of text.split(HEADLINE_PARTS)) {
      const target = targetInText(part, false);
      if (target) out.target ??= { ...target, evidence: excerpt(line.text) };
      // (One word in capitals, "BACKGROUND", is a theme's label for a section, not what the member is.)
      else if (part.split(' ').length <= MAX_BARE_WORDS && !/\d|@/.test(part) && !/^\p{Lu}{2,}$/u.test(part.trim()))
        out.current.push({ title: cleanTitle(part), evidence: excerpt(line.text) });
    }
  }
  return out;
}

/** The latest job: one still held, else the latest end date; the first listed on a tie (resumes list the latest first). */
/** Lines under the name read as a summary when no heading starts one (past them, a theme may run in its jobs). */
const HEADER_SUMMARY_LINES = 10;
/** Lines of the first job looked through once a title is found there. */
const FIRST_JOB_LINES = 3;
const NOT_A_TITLE = new Set([
  'undefined',
  'null',
  'present',
  'current',
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** At least one word of three letters or more that is not a month or a placeholder. */
const isWordy = (text: string) => text.split(/[^\p{L}]+/u).some((w) => w.length >= 3 && !NOT_A_TITLE.has(w.toLowerCase()));

/** Action verbs, base and past ("Organize", "Designed"). */
const ACTION_VERBS = new Set(verbsData.verbs.flatMap((v) => [v.base, v.past].map((w) => w.toLowerCase())));
/** Words a title in title case still writes in lower case ("Director of Operations"). */
const TITLE_SMALL_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'for', 'to', 'on', 'at', 'with', 'or', 'by', '&']);
/**
 * A line that opens with an action verb is a duty, not a title: when no O*NET title starts with
 * the verb ("Organize and lead architecture"), or when a word after it is in lower case ("Design
 * and develop corporate intranet"; a title in title case is "Design Engineer").
 */
function startsWithDuty(line: string): boolean {
  const words = line.split(/\s+/);
  const first = norm(words[0] ?? '');
  if (!ACTION_VERBS.has(first)) return false;
  return !startsSomeTitle(first) || words.slice(1).some((w) => /^\p{Ll}/u.test(w) && !TITLE_SMALL_WORDS.has(norm(w)));
}

/** Words at most for a line of the work section to be read as a job title. */
const MAX_JOB_LINE_WORDS = 10;
/** A title read from a line counts when the mapping covers this much of it (or knows it whole). */
const STRONG_TITLE = 0.8;

/** A heading the PDF glued to the line ("EXPERIENCE Regional Driver") is not part of the title. */
function unglue(line: string): string {
  const first = line.split(/\s+/)[0] ?? '';
  return first.length > 3 && first === first.toUpperCase() && headingKey(first) ? line.slice(first.length).trim() : line;
}

/** The parts of a line that may each be a title: "Physical Therapist & Clinic Lead" is two. */
function titleParts(line: string): string[] {
  const title = cleanTitle(unglue(line));
  if (!title) return [];
  const beforeComma = title.split(',')[0]!.trim();
  const parts = beforeComma.split(/\s+(?:&|and|\/)\s+|\s*\/\s*/).map((p) => p.trim());
  const employer = (p: string) => EMPLOYER_WORDS.has(norm(p.split(/\s+/).at(-1) ?? ''));
  return [...new Set([title, beforeComma, ...parts])].filter((p) => p.length > 1 && !employer(p));
}

const WHOLE_TITLE = 2;
/** How strongly a candidate title names an occupation: WHOLE_TITLE for a whole O*NET title, else the mapping's cover. */
function titleStrength(title: string, context: TitleContext = NO_TITLE_CONTEXT): { strength: number; mapping: TitleMapping | null } {
  const best = inContext(candidates(title), context, title)[0];
  if (!best || best.confidence < MIN_TITLE_CONFIDENCE) return { strength: 0, mapping: null };
  // Words no O*NET title holds weigh against a reading by the others ("Data Blitz talk").
  return { strength: best.how === 'exact' ? WHOLE_TITLE : best.confidence * knownWordShare(title), mapping: best };
}

/**
 * The latest job: resumes list it first, so the first line of the work section (the section
 * reader's positions, then its other lines) that reads as a title the mapping knows well; a
 * bullet, a sentence, an employer or a unit ("1st Brigade Combat Team") does not.
 */
function currentFromWork(data: ImportedResume['data'], lines: Line[], context: TitleContext): ResumeRole | null {
  const work = lines.filter((l) => l.section === 'work');
  const positions = new Set(data.work.map((w) => w.position.toLowerCase()).filter(Boolean));
  // A job still held ("2019 – Present") is the current one wherever it is listed.
  const held = new Set(data.work.filter((w) => w.startDate && !w.endDate).map((w) => w.position.toLowerCase()));
  const strong: Array<{ role: ResumeRole; held: boolean; strength: number }> = [];
  const titleLike = (line: string) =>
    !BULLET.test(line) &&
    /^\p{Lu}/u.test(line) &&
    !/[.:;]$/.test(line.trim()) &&
    line.split(/\s+/).length <= MAX_JOB_LINE_WORDS &&
    !CONTACT.test(line) &&
    !LABELLED.test(line) &&
    !startsWithDuty(line);
  let fallback: ResumeRole | null = null;
  // A title the mapping knows only in part ("Enterprise Digital Technology Architect", 0.64): the
  // latest job's when no line of that job reads as a whole title, rather than an older job's that does.
  let partial: (ResumeRole & { strength: number }) | null = null;
  let looked = 0;
  let datesSeen = 0;
  for (const { text: raw } of work) {
    // A theme may print the employer's website before the title ("https://sce.com (https://sce.com)  Architect").
    const line = { text: raw.replace(WEB_ADDRESS, ' ').replace(/\s+/g, ' ').trim().replace(TITLE_LABEL, '') };
    if (!line.text) continue;
    // The first job's lines: its title may come after the employer or the dates (themes differ);
    // a second span of dates starts the next job.
    const settled = strong.length > 0 ? held.size === 0 || strong.some((c) => c.held) : partial !== null;
    if (settled && (looked >= FIRST_JOB_LINES || (YEAR.test(line.text) && datesSeen++ >= 1))) break;
    const lower = line.text.toLowerCase();
    const named = [...positions].find((p) => lower.includes(p));
    // (The section reader may take a duty or a list for a position: neither is a title.)
    const listOrDuty = LABELLED.test(line.text) || startsWithDuty(line.text);
    if (line.text.split(/\s+/).length > MAX_JOB_LINE_WORDS || listOrDuty || (!named && !titleLike(line.text))) continue;
    let best: { title: string; strength: number; mapping: TitleMapping | null } | null = null;
    for (const part of titleParts(line.text)) {
      const t = titleStrength(part, context);
      if (!best || t.strength > best.strength) best = { title: part, ...t };
    }
    if (!best) continue;
    if (strong.length > 0 || partial) looked++;
    if (best.strength >= STRONG_TITLE) {
      if (strong.length === 0 && YEAR.test(line.text)) datesSeen = 1;
      strong.push({
        role: { title: best.title, occupation: best.mapping ? occupationOf(best.mapping) : null, evidence: excerpt(line.text) },
        held: !!named && held.has(named),
        strength: best.strength,
      });
      continue;
    }
    // The best title the mapping knows in part among the first job's lines, when none is strong.
    if (!fallback && best.mapping && best.strength >= MIN_TITLE_CONFIDENCE && best.strength > (partial?.strength ?? 0)) {
      if (!partial && YEAR.test(line.text)) datesSeen = 1;
      partial = { title: best.title, occupation: occupationOf(best.mapping), evidence: excerpt(line.text), strength: best.strength };
    }
    // A position the section reader found is the title even when the mapping does not know it
    // (but not a date, a month or a theme's "undefined" it took for one), unless a partial reading came first.
    const position = named === undefined ? '' : unglue(line.text.slice(lower.indexOf(named), lower.indexOf(named) + named.length));
    if (!fallback && !partial && named && isWordy(named) && titleLike(position))
      fallback = {
        title: cleanTitle(position),
        occupation: best.mapping ? occupationOf(best.mapping) : null,
        evidence: excerpt(line.text),
      };
  }
  // A whole O*NET title among the first job's lines beats a partial reading before it.
  const top = Math.max(0, ...strong.map((c) => c.strength));
  const chosen = strong.find((c) => c.held) ?? strong.find((c) => c.strength === top);
  if (chosen && (!fallback || held.size === 0 || chosen.held)) return chosen.role;
  if (fallback) return fallback;
  if (chosen) return chosen.role;
  if (partial) return { title: partial.title, occupation: partial.occupation, evidence: partial.evidence };
  // The section reader's first position, when it reads as a title at all ("time." and "Data Blitz talk" do not).
  const job = data.work.find((w) => {
    const t = cleanTitle(w.position);
    return t && titleLike(w.position) && isWordy(t) && knownWordShare(t) >= MIN_TITLE_CONFIDENCE;
  });
  if (!job) return null;
  const title = cleanTitle(job.position);
  return { title, occupation: mapCurrent(title, context), evidence: excerpt(title) };
}

/**
 * What the resume says beside a title, to tell apart the occupations one whole title belongs to:
 * its skills, by the vocabulary's names, and the occupations each of its job titles may name.
 */
function titleContext(data: ImportedResume['data'], read: RolesInput): TitleContext {
  const skills = new Set(read.evidence ? read.evidence.flatMap((e) => (e.canonical ? [e.canonical] : [])) : read.skills);
  const titles = new Map<string, Set<string>>();
  for (const w of data.work) {
    const title = cleanTitle(w.position);
    if (!title || titles.has(title.toLowerCase())) continue;
    const found = candidates(title);
    const wholes = found.filter((m) => m.how === 'exact');
    const named = wholes.length ? wholes : found.slice(0, 1).filter((m) => m.confidence >= MIN_TITLE_CONFIDENCE);
    // Only a title that says one line of work speaks for another ("Physiotherapist"; not "Research Assistant").
    if (new Set(named.map((m) => m.code.slice(0, 4))).size === 1) titles.set(title.toLowerCase(), new Set(named.map((m) => m.code)));
  }
  return { skills, titles: [...titles] };
}

/**
 * The member's current role (the latest job's title, else the headline) and stated target, each
 * with the O*NET occupation it maps to and the line it was read from. `read` (skills and location
 * from `readResumeText`) may be passed; the roles do not depend on it.
 */
export function readResumeRoles(text: string, read?: RolesInput): ResumeRoles {
  try {
    if (typeof text !== 'string' || !text.trim()) return NO_ROLES;
    const lines = linesOf(text);
    const header = lines.filter((l) => l.section === null);
    const headline = readHeadline(header);

    let target = headline.target;
    if (!target) {
      // A summary under a heading, or one a theme sets in the header without a heading the reader
      // knows ("HI, I'M TESSA"), whose sentences wrap over lines the headline reads one by one.
      for (const s of sentences([...lines.filter((l) => l.section === 'summary'), ...header.slice(1, HEADER_SUMMARY_LINES)])) {
        target = targetInText(s.text, s.first);
        if (target) break;
      }
    }

    const given = read ?? { skills: [], location: NO_LOCATION };
    const { data } = readResumeSections(text, given);
    const context = titleContext(data, given);
    let current = currentFromWork(data, lines, context);
    if (!current) {
      // No job to read: the headline, when it names a job the mapping knows.
      for (const h of headline.current) {
        const occupation = h.title ? mapCurrent(h.title, context) : null;
        if (occupation) {
          current = { title: h.title, occupation, evidence: h.evidence };
          break;
        }
      }
    }
    // A headline that names another line of work than the latest job is where the person is going
    // ("Full Stack Web Developer" over an HR assistant's jobs).
    if (!target && current?.occupation) {
      for (const h of headline.current) {
        const occupation = h.title ? mapCurrent(h.title, context) : null;
        // Only a whole O*NET title: a header holds labels ("Phone", "Background") the words would read as jobs.
        if (occupation && occupation.code.slice(0, 4) !== current.occupation.code.slice(0, 4) && titleStrength(h.title).strength === WHOLE_TITLE) {
          target = { title: h.title, occupation, evidence: h.evidence };
          break;
        }
      }
    }
    // With no stated target, a title whose occupation none of the resume's specific skills belong to
    // was misread: keep the title the person wrote, without an occupation to rank jobs by. (With a
    // target, the skills may well be the new line of work's: a night auditor's accounting.)
    if (!target && current?.occupation && skillsDeny(current.occupation.code, context)) current = { ...current, occupation: null };
    return { current, target };
  } catch {
    // A resume the reader cannot follow has no roles to show; it must not fail the upload.
    return NO_ROLES;
  }
}
