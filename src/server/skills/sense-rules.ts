/**
 * Sense rules for reading a resume: when a word the vocabulary knows is used in another sense
 * ("night audit", "triage of incoming bugs"), or names something that is not the owner's skill
 * (an organisation, a goal, the thing worked on, a heading). The rules are data,
 * content/skills/sense-rules.json, each with the sentences it was written for; this module
 * loads them once and tells whether a mention is read in another sense.
 */
import data from '@content/skills/sense-rules.json';
import { US_STATES } from '~/lib/us-places';
import type { SkillMention } from './extract-skills';
import { INLINE_SEPARATOR } from './listed-skills';

/** A rule as sense-rules.json stores it (see its $comment). */
interface StoredRule {
  id: string;
  why: string;
  skills?: string[];
  forms?: string[];
  kinds?: string[];
  notFields?: string[];
  notSources?: string[];
  viaContext?: boolean;
  before?: string;
  after?: string;
  clause?: string;
  sentence?: string;
  line?: string;
  written?: string;
  shape?: 'heading' | 'proper-name' | 'us-state';
  all?: boolean;
  onlyIf?: { before?: string; after?: string; clause?: string; sentence?: string; line?: string };
  flags?: string;
  inLists?: boolean;
  /** For the proper-name shape: words before a mention that qualify it rather than name something. */
  qualifiers?: string[];
  examples: Array<{ text: string; skill: string; read: boolean }>;
}

type Place = 'before' | 'after' | 'clause' | 'sentence' | 'line' | 'written';
const PLACES: readonly Place[] = ['before', 'after', 'clause', 'sentence', 'line', 'written'];

export interface SenseRule {
  id: string;
  why: string;
  /** Canonical names the rule reads; empty for every skill. */
  skills: ReadonlySet<string>;
  examples: StoredRule['examples'];
  applies(m: SkillMention, listed: boolean): boolean;
  /** True when the mention is read in another sense. */
  otherSense(m: SkillMention, around: MentionSurroundings, norm: string, ctx?: SenseContext): boolean;
}

/** The text around a mention, as the rules read it (all in the normalised text). */
export interface MentionSurroundings {
  /** The text before the mention in its sentence, across line breaks (at most 80 characters). */
  before: string;
  /** The text after it in its sentence, across line breaks (at most 60 characters). */
  after: string;
  /** The clause before it: from the last line break, tab or clause punctuation. */
  clause: string;
  /** Its sentence before it, across line breaks (at most 250 characters). */
  sentence: string;
  line: string;
  written: string;
}

/** Where a sentence or a cell ends: sentence punctuation before a space, a bullet, a tab. */
const SENTENCE_END = /[.!?;](?=\s)|[•▪●◦‣∙\t]/g;

/** The last `max` characters before `at`, from the end of the sentence before. */
function sentenceBefore(norm: string, at: number, max: number): string {
  const text = norm.slice(Math.max(0, at - max), at);
  let cut = -1;
  for (const m of text.matchAll(SENTENCE_END)) cut = m.index + 1;
  return cut === -1 ? text : text.slice(cut);
}

/** The first `max` characters after `end`, up to the end of the sentence. */
function sentenceAfter(norm: string, end: number, max: number): string {
  const text = norm.slice(end, end + max);
  SENTENCE_END.lastIndex = 0;
  const m = SENTENCE_END.exec(text);
  return m ? text.slice(0, m.index) : text;
}

export function surroundings(norm: string, at: number, end: number): MentionSurroundings {
  const lineStart = norm.lastIndexOf('\n', at - 1) + 1;
  let lineEnd = norm.indexOf('\n', end);
  if (lineEnd === -1) lineEnd = norm.length;
  return {
    before: sentenceBefore(norm, at, 80),
    after: sentenceAfter(norm, end, 60),
    clause: clauseBefore(norm, at),
    sentence: sentenceBefore(norm, at, 250),
    line: norm.slice(lineStart, lineEnd),
    written: norm.slice(at, end),
  };
}

const CLAUSE_ENDS = ['\n', '\t', '.', ';', ',', '•', ':'];
/** The text of the mention's clause before it (from the last line break or clause punctuation). */
function clauseBefore(norm: string, at: number): string {
  const before = norm.slice(Math.max(0, at - 60), at);
  const cut = Math.max(...CLAUSE_ENDS.map((c) => before.lastIndexOf(c)));
  return cut === -1 ? before : before.slice(cut + 1);
}

/** Words that end a heading line ("UX projects", "Selected Work"). */
const HEADING_END =
  /\b(?:projects|experience|skills|work|history|training|certifications|education|summary|profile|highlights|portfolio|publications|patents|awards)$/i;

/**
 * A heading: a short line with no list in it, in capitals ("PATENTS", "WHY CONTENT MARKETING")
 * or ending in a heading word ("UX projects"), for a skill whose name is not in capitals.
 */
function isHeading(m: SkillMention, around: MentionSurroundings, ctx: SenseContext | undefined): boolean {
  const line = around.line.replace(/[:：]\s*$/, '').trim();
  // A line with the list reader's separators in it is a list, not a heading ("REACT · DOCKER · KUBERNETES").
  if (INLINE_SEPARATOR.test(line) || line.split(/\s+/).length > 5) return false;
  if (m.skill.name === m.skill.name.toUpperCase()) return false;
  // Acronyms set side by side with a slash ("CPR/BLS", "CSAT / NPS") are in capitals as names, not as a heading.
  if (/^[\p{Lu}\d]{2,5}$/u.test(m.form.trim()) && line.includes('/') && line.split('/').every((part) => part.trim().split(/\s+/).length === 1)) return false;
  // A list set wholly in capitals ("MICROSCOPY" under "CAD DESIGN" in a theme's sidebar): its lines are items.
  if (ctx?.inCapitalsList?.(m.at)) return false;
  const capitals = /\p{Lu}.*\p{Lu}/u.test(line) && line === line.toUpperCase();
  return capitals || (line !== around.written.trim() && HEADING_END.test(line));
}

/** What the proper-name shape needs beyond the text: whether a position is part of another mention. */
export interface SenseContext {
  coveredAt(at: number): boolean;
  /** The position is on a line of a list whose lines next to it are in capitals too. */
  inCapitalsList?(at: number): boolean;
}

/** The mention and the word before it name a US state ("New Jersey", "North Dakota"). */
function isPartOfAState(norm: string, m: SkillMention): boolean {
  const before = /(\p{Lu}\p{Ll}+) $/u.exec(norm.slice(Math.max(0, m.at - 12), m.at))?.[1];
  return !!before && US_STATE_NAMES.has(`${before} ${m.form}`);
}

const CAPITALISED = /^\p{Lu}[\p{L}&'’.]*$/u;
const US_STATE_NAMES = new Set(Object.values(US_STATES));

/**
 * Inside a proper name: the mention is written with a capital and follows one to three capitalised
 * words that are no skill themselves and do not start the sentence ("for Northwind Data
 * Analytics", "Alta Vista Apartments", "in New Jersey"); a title or licence word before it
 * ("Senior", "Certified", a state: "Texas Food Handler") is not a name.
 */
function isInsideProperName(norm: string, m: SkillMention, qualifiers: ReadonlySet<string>, ctx: SenseContext | undefined): boolean {
  if (!/^\p{Lu}/u.test(m.form)) return false;
  let at = m.at;
  const run: string[] = [];
  while (run.length < 3 && norm[at - 1] === ' ') {
    const word = /(\S+)$/.exec(norm.slice(Math.max(0, at - 41), at - 1))?.[1];
    if (!word || !CAPITALISED.test(word) || qualifiers.has(word.toLowerCase())) break;
    const start = at - 1 - word.length;
    if (ctx?.coveredAt(start)) break;
    run.unshift(word);
    at = start;
  }
  if (run.length === 0) return false;
  if (run.some((_, k) => US_STATE_NAMES.has(run.slice(k).join(' ')))) return false;
  // The run must not begin its sentence or line: then its first word is only capitalised there.
  const before = norm.slice(Math.max(0, at - 3), at);
  return at > 0 && !/(?:^|[\n\t.!?:•]\s?)$/.test(before) && /[\p{L}\p{N},(—–&|/]\s$/u.test(before);
}

function compile(rule: StoredRule): SenseRule {
  const flags = rule.flags ?? 'iu';
  const re = (source: string | undefined) => (source === undefined ? undefined : new RegExp(source, flags));
  const patterns = PLACES.flatMap((p) => {
    const r = re(rule[p]);
    return r ? [[p, r] as const] : [];
  });
  const only = rule.onlyIf
    ? PLACES.flatMap((p) => (rule.onlyIf?.[p as keyof typeof rule.onlyIf] ? [[p, re(rule.onlyIf[p as keyof typeof rule.onlyIf])!] as const] : []))
    : [];
  const skills = new Set(rule.skills ?? []);
  const qualifiers = new Set((rule.qualifiers ?? []).map((q) => q.toLowerCase()));
  const forms = rule.forms ? new Set(rule.forms.map((f) => f.toLowerCase())) : undefined;
  const matches = (around: MentionSurroundings) =>
    rule.all ? patterns.every(([place, r]) => r.test(around[place])) : patterns.some(([place, r]) => r.test(around[place]));
  return {
    id: rule.id,
    why: rule.why,
    skills,
    examples: rule.examples,
    applies(m, listed) {
      if (listed && !rule.inLists) return false;
      if (skills.size && !skills.has(m.skill.name)) return false;
      if (forms && !forms.has(m.form.toLowerCase())) return false;
      if (rule.kinds && !rule.kinds.includes(m.skill.kind ?? '')) return false;
      if (rule.notFields?.includes(m.skill.field)) return false;
      if (rule.notSources?.includes(m.skill.source)) return false;
      if (rule.viaContext && !m.viaContext) return false;
      return true;
    },
    otherSense(m, around, norm, ctx) {
      if (rule.shape === 'heading') return isHeading(m, around, ctx);
      if (rule.shape === 'proper-name') return isInsideProperName(norm, m, qualifiers, ctx);
      if (rule.shape === 'us-state') return isPartOfAState(norm, m);
      if (only.length) return !only.some(([place, r]) => r.test(around[place]));
      return matches(around);
    },
  };
}

export const SENSE_RULES: readonly SenseRule[] = (data as { rules: StoredRule[] }).rules.map(compile);

/** The first rule that reads this mention in another sense, or undefined when it is the skill. */
export function otherSenseOf(norm: string, m: SkillMention, listed: boolean, ctx?: SenseContext): SenseRule | undefined {
  let around: MentionSurroundings | undefined;
  for (const rule of SENSE_RULES) {
    if (!rule.applies(m, listed)) continue;
    around ??= surroundings(norm, m.at, m.end);
    if (rule.otherSense(m, around, norm, ctx)) return rule;
  }
  return undefined;
}
