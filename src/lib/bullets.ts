/**
 * The bullet assistant's built-in engine: rules and word lists, deterministic, every suggestion
 * explained. The action verbs come from O*NET task statements (content/bullets/verbs.json, built
 * by `npm run data:bullets`); the weak phrases, verb groups and field jargon are curated data
 * (content/bullets/rules.json). It never adds a number, employer or skill: measurable results
 * are left as a bracketed placeholder for the member to fill.
 */
import rulesData from '@content/bullets/rules.json';
import verbsData from '@content/bullets/verbs.json';
import { answer, defineRoute } from './route';
import { z } from 'zod';

interface WeakPhrase {
  phrase: string;
  rewrite: 'gerund' | 'verb' | 'infinitive' | 'flag';
  fallback?: string;
  verb?: string;
  why: string;
}
interface JargonTerm {
  term: string;
  plain: string;
  byTarget?: Record<string, string>;
}
interface Rules {
  weakPhrases: WeakPhrase[];
  verbGroups: { id: string; keywords: string[]; verbs: string[] }[];
  defaultVerbs: string[];
  measurable: { placeholder: string; why: string };
  fields: { id: string; label: string; terms: JargonTerm[] }[];
  targets: { id: string; label: string; reader: string }[];
}
const rules = rulesData as unknown as Rules;
const verbs = (verbsData as { verbs: { base: string; past: string }[] }).verbs;

export const BULLET_MAX_LENGTH = 500;
/** The fields whose jargon the assistant translates ("Teaching and education", …). */
export const BULLET_FIELDS = rules.fields.map(({ id, label }) => ({ id, label }));
/** The kinds of role a member is moving to, which choose the translation. */
export const BULLET_TARGETS = rules.targets.map(({ id, label }) => ({ id, label }));
export const BULLET_FIELD_IDS = BULLET_FIELDS.map((f) => f.id) as [string, ...string[]];
export const BULLET_TARGET_IDS = BULLET_TARGETS.map((t) => t.id) as [string, ...string[]];

export type BulletRule = 'weak-phrase' | 'past-tense' | 'strong-verb' | 'jargon' | 'measurable-result' | 'combined' | 'ai';
export interface BulletFlag {
  kind: 'weak-phrase' | 'jargon' | 'no-result' | 'weak-start';
  /** The words flagged, as written. */
  text: string;
  explanation: string;
}
export interface BulletSuggestion {
  id: string;
  rule: BulletRule;
  text: string;
  explanation: string;
}
export interface BulletReview {
  bullet: string;
  flags: BulletFlag[];
  suggestions: BulletSuggestion[];
}

const byBase = new Map(verbs.map((v) => [v.base.toLowerCase(), v]));
const byPast = new Map(verbs.map((v) => [v.past.toLowerCase(), v]));
const pastOf = (base: string) => byBase.get(base.toLowerCase())?.past ?? base;
/** Every form of every known verb: the AI check treats these as the member's own kind of word. */
export const KNOWN_VERB_FORMS: ReadonlySet<string> = new Set(verbs.flatMap((v) => [v.base.toLowerCase(), v.past.toLowerCase()]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words or phrases, case-insensitively; an all-capitals acronym only in capitals. */
function termPattern(term: string, flags = 'g', plural = false): RegExp {
  const acronym = /^[A-Z]{2,}s?$/.test(term);
  return new RegExp(`(?<![A-Za-z])${escape(term)}${plural ? '(?:s|es)?' : ''}(?![A-Za-z])`, acronym ? flags : `${flags}i`);
}
/** A jargon term's plain words, made plural when the term was written in the plural. */
const pluralLike = (match: string, term: string, to: string) => (match.length > term.length && !/s$/i.test(to) ? `${to}s` : to);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const firstWord = (s: string) => /^[A-Za-z]+/.exec(s)?.[0] ?? '';
const afterFirstWord = (s: string) => s.replace(/^[A-Za-z]+\s*/, '');

/** "• I was responsible for …" → "responsible for …": bullet marks and the speaker go. */
export function cleanBullet(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[•·*\-–—▪◦]+\s*/, '')
    .replace(/^(?:i|we)\s+(?:was|were|am|are)\s+/i, '')
    .replace(/^(?:i|we)\s+/i, '')
    .replace(/^was\s+/i, '')
    .trim();
}

function startsWithActionVerb(text: string): boolean {
  const w = firstWord(text).toLowerCase();
  return byPast.has(w) || byBase.has(w);
}

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundreds?|thousands?|millions?|dozens?|percent|doubled|tripled|halved)\b/i;
export const hasMeasure = (text: string) => /\d/.test(text) || NUMBER_WORDS.test(text);

interface Found {
  weak: { rule: WeakPhrase; index: number; match: string }[];
  /** `to`: the plain words for this match; `plain`: the same before any plural. */
  jargon: { term: JargonTerm; match: string; to: string; plain: string }[];
}

function findWeakPhrases(text: string): Found['weak'] {
  const found: Found['weak'] = [];
  const taken: [number, number][] = [];
  // Longest first, so "helped with" is found rather than "helped" inside it.
  for (const rule of [...rules.weakPhrases].sort((a, b) => b.phrase.length - a.phrase.length)) {
    for (const m of text.matchAll(termPattern(rule.phrase))) {
      const span: [number, number] = [m.index, m.index + m[0].length];
      if (taken.some(([s, e]) => span[0] < e && span[1] > s)) continue;
      taken.push(span);
      found.push({ rule, index: m.index, match: m[0] });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function findJargon(text: string, from: string | null | undefined, target: string): Found['jargon'] {
  const field = rules.fields.find((f) => f.id === from);
  if (!field) return [];
  const found: Found['jargon'] = [];
  let rest = text;
  for (const term of [...field.terms].sort((a, b) => b.term.length - a.term.length)) {
    const plain = term.byTarget?.[target] ?? term.plain;
    const m = termPattern(term.term, '', true).exec(rest);
    if (!m || plain.toLowerCase() === term.term.toLowerCase()) continue;
    found.push({ term, match: m[0], to: pluralLike(m[0], term.term, plain), plain });
    // Blank it out so a shorter term inside it ("planogram" in "planograms") is not found again.
    rest = rest.replace(termPattern(term.term, 'g', true), (s) => ' '.repeat(s.length));
  }
  return found;
}

/** The leading weak phrase rewritten to start with a verb, or null when it cannot be. */
function rewriteLeadingWeakPhrase(text: string, weak: Found['weak']): { text: string; why: string } | null {
  const lead = weak.find((w) => w.index === 0 && w.rule.rewrite !== 'flag');
  if (!lead) return null;
  const rest = text.slice(lead.match.length).trim();
  const next = firstWord(rest);
  const { rule } = lead;
  if (rule.rewrite === 'gerund') {
    const base = gerundBase(next);
    if (base) return { text: `${pastOf(base)} ${afterFirstWord(rest)}`.trim(), why: rule.why };
    return { text: `${rule.fallback ?? 'Managed'} ${rest}`.trim(), why: rule.why };
  }
  if (rule.rewrite === 'infinitive') {
    const base = byBase.get(next.toLowerCase()) ?? byPast.get(next.toLowerCase());
    if (base) return { text: `${base.past} ${afterFirstWord(rest)}`.trim(), why: rule.why };
    return { text: `Supported ${rest}`.trim(), why: rule.why };
  }
  return { text: `${rule.verb ?? 'Delivered'} ${rest}`.trim(), why: rule.why };
}

function gerundBase(word: string): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith('ing') || w.length < 5) return null;
  const stem = w.slice(0, -3);
  const candidates = [stem, `${stem}e`, /([bcdfgklmnprstvz])\1$/.test(stem) ? stem.slice(0, -1) : ''];
  return candidates.find((c) => c && byBase.has(c)) ?? null;
}

/** "successfully" and its like are dropped outright. */
function dropFillers(text: string, weak: Found['weak']): string {
  let out = text;
  for (const w of weak) if (w.rule.phrase === 'successfully') out = out.replace(termPattern(w.match), '');
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .trim();
}

function translateJargon(text: string, jargon: Found['jargon']): string {
  let out = text;
  for (const j of jargon) {
    out = out.replace(termPattern(j.term.term, 'g', true), (m, offset: number) => {
      const to = pluralLike(m, j.term.term, j.plain);
      return offset === 0 && /^[A-Z]/.test(m) ? upperFirst(to) : to;
    });
  }
  return out;
}

function addResultPlaceholder(text: string): string {
  return `${text.replace(/[.;,\s]+$/, '')}, resulting in ${rules.measurable.placeholder}`;
}

/** Verbs that fit what the bullet is about, and the word that chose them. */
function verbsFor(text: string): { verb: string; because: string | null }[] {
  const out: { verb: string; because: string | null }[] = [];
  for (const group of rules.verbGroups) {
    const keyword = group.keywords.find((k) => termPattern(k, '').test(text));
    if (!keyword) continue;
    for (const verb of group.verbs) if (!out.some((o) => o.verb === verb)) out.push({ verb, because: keyword });
  }
  for (const verb of rules.defaultVerbs) if (!out.some((o) => o.verb === verb)) out.push({ verb, because: null });
  return out.slice(0, 3);
}

export interface ReviewOptions {
  /** The field the member is leaving, whose jargon is translated. */
  from?: string | null;
  /** The kind of role they are moving to. */
  target?: string;
}

/** Flags and suggestions for one resume bullet. The member accepts or rejects each suggestion. */
export function reviewBullet(raw: string, options: ReviewOptions = {}): BulletReview {
  const target = options.target ?? 'general';
  const bullet = cleanBullet(raw);
  const weak = findWeakPhrases(bullet);
  const jargon = findJargon(bullet, options.from, target);
  const flags: BulletFlag[] = [];
  const suggestions: BulletSuggestion[] = [];
  if (!bullet) return { bullet, flags, suggestions };

  for (const w of weak) flags.push({ kind: 'weak-phrase', text: w.match, explanation: w.rule.why });
  const fieldLabel = rules.fields.find((f) => f.id === options.from)?.label.toLowerCase();
  for (const j of jargon) flags.push({ kind: 'jargon', text: j.match, explanation: `"${j.match}" is ${fieldLabel} language: try "${j.to}".` });
  const measured = hasMeasure(bullet);
  if (!measured) flags.push({ kind: 'no-result', text: bullet, explanation: rules.measurable.why });

  // 1. The opening: a weak phrase rewritten, a present-tense verb put in the past, or a strong verb added.
  const rewritten = rewriteLeadingWeakPhrase(bullet, weak);
  let opening: string | null = null;
  if (rewritten) {
    opening = upperFirst(rewritten.text);
    suggestions.push({ id: 'weak-phrase', rule: 'weak-phrase', text: opening, explanation: rewritten.why });
  } else if (byBase.has(firstWord(bullet).toLowerCase()) && !byPast.has(firstWord(bullet).toLowerCase())) {
    opening = `${pastOf(firstWord(bullet))} ${afterFirstWord(bullet)}`.trim();
    suggestions.push({
      id: 'past-tense',
      rule: 'past-tense',
      text: opening,
      explanation: 'Past roles read best in the past tense. Keep the present tense only for the job you hold now.',
    });
  } else if (!startsWithActionVerb(bullet)) {
    flags.push({ kind: 'weak-start', text: firstWord(bullet), explanation: 'Start with what you did: a strong action verb in the past tense.' });
    verbsFor(bullet).forEach(({ verb, because }, i) => {
      const text = `${pastOf(verb)} ${lowerFirst(bullet)}`;
      if (i === 0) opening = text;
      suggestions.push({
        id: `strong-verb-${i + 1}`,
        rule: 'strong-verb',
        text,
        explanation: because
          ? `Starts with a strong verb. "${pastOf(verb)}" fits because the bullet mentions "${because}". Edit the rest so it reads naturally.`
          : `Starts with a strong verb that says what you did. Edit the rest so it reads naturally.`,
      });
    });
  }

  // 2. Filler words dropped.
  const dropped = dropFillers(bullet, weak);
  if (dropped !== bullet) {
    suggestions.push({
      id: 'filler',
      rule: 'weak-phrase',
      text: upperFirst(dropped),
      explanation: weak.find((w) => w.rule.phrase === 'successfully')!.rule.why,
    });
  }

  // 3. The old field's words in the target field's words.
  if (jargon.length) {
    suggestions.push({
      id: 'jargon',
      rule: 'jargon',
      text: upperFirst(translateJargon(bullet, jargon)),
      explanation: `Uses words ${rules.targets.find((t) => t.id === target)?.reader ?? 'hiring managers in your new field'} know: ${jargon.map((j) => `"${j.match}" → "${j.to}"`).join(', ')}.`,
    });
  }

  // 4. Room for a measurable result, never an invented one.
  if (!measured) {
    suggestions.push({ id: 'measurable-result', rule: 'measurable-result', text: upperFirst(addResultPlaceholder(bullet)), explanation: rules.measurable.why });
  }

  // 5. All of it at once, when more than one rule applied.
  const applied = [opening !== null, dropped !== bullet, jargon.length > 0, !measured].filter(Boolean).length;
  if (applied >= 2) {
    let all: string = opening ?? bullet;
    all = dropFillers(all, findWeakPhrases(all));
    all = translateJargon(all, findJargon(all, options.from, target));
    if (!measured) all = addResultPlaceholder(all);
    suggestions.push({ id: 'combined', rule: 'combined', text: upperFirst(all), explanation: 'All of the suggestions above in one bullet.' });
  }
  return { bullet, flags, suggestions };
}

/** POST /api/bullets/review: one bullet, the field it comes from and the kind of role it is for. */
export const bulletReviewRequestSchema = z
  .object({
    text: z.string().trim().min(1, 'Write or paste a bullet first.').max(BULLET_MAX_LENGTH, `A bullet can be at most ${BULLET_MAX_LENGTH} characters.`),
    from: z.enum(BULLET_FIELD_IDS).nullable().optional().default(null),
    target: z.enum(BULLET_TARGET_IDS).optional().default('general'),
  })
  .strict();
export type BulletReviewRequest = z.infer<typeof bulletReviewRequestSchema>;

/** Its answer: the review, and whether a model's checked suggestions are in it. */
export interface BulletAnswer extends BulletReview {
  /** off: no model configured; on: its checked suggestions are included; unavailable: it failed, rules only. */
  ai: 'off' | 'on' | 'unavailable';
}

export const bulletsRoutes = {
  /** Flags and explained suggestions for one resume bullet. */
  review: defineRoute({
    method: 'POST',
    path: '/api/bullets/review',
    access: { tool: 'bullets' },
    body: bulletReviewRequestSchema,
    answer: answer<BulletAnswer>(),
  }),
};
