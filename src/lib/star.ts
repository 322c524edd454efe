/**
 * The built-in STAR coach: reads an interview answer sentence by sentence and says which of
 * Situation, Task, Action and Result it has (quoting the sentences), how long it is, how specific
 * (numbers, named tools) and how much of it is the speaker's own ("I" against "we"), with a score
 * and one next step. Pure and browser-safe; the cue phrases and next steps are content
 * (content/interviews/star-cues.json).
 *
 * Score (0-100), so a member can see what moves it:
 *   15 for each STAR part present                                  (60)
 * + length: 15 within the target range, less in proportion below it,
 *   one point off per 20 words above it (never under 5)            (15)
 * + specificity: 8 for a number, 7 for a named tool or product     (15)
 * + ownership: 10 × the share of "I" among "I" and "we"
 *   (5 when the answer uses neither)                               (10)
 * An answer that does not address the question asked (relevanceOf) scores at most
 * OFF_TOPIC_MAX_SCORE, however well its story is told: a strong story for another question is
 * not an answer to this one.
 */
import cues from '@content/interviews/star-cues.json';
import topicsFile from '@content/interviews/question-topics.json';

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StarPart = (typeof STAR_PARTS)[number];

export const STAR_PART_LABELS: Record<StarPart, string> = {
  situation: 'Situation',
  task: 'Task',
  action: 'Action',
  result: 'Result',
};

export interface StarPartFeedback {
  present: boolean;
  /** The answer's own sentences that show the part, verbatim. */
  quotes: string[];
}

/** Whether the answer addresses the question asked, and what shows it. */
export interface Relevance {
  addressed: boolean;
  /** What the question asks, when a topic of content/interviews/question-topics.json covers it ("what you have done to get ready for this change"). */
  asks: string | null;
  /** The answer's words that speak to what the question asks, as written (lower case). */
  found: string[];
}

export interface StarFeedback {
  parts: Record<StarPart, StarPartFeedback>;
  /** Absent on feedback given before the question was checked (issue 30). */
  relevance?: Relevance;
  length: { words: number; min: number; max: number; verdict: 'short' | 'good' | 'long' };
  specificity: { numbers: string[]; names: string[] };
  /** `share` is "I" over "I" and "we", null when the answer uses neither. */
  ownership: { i: number; we: number; share: number | null };
  score: number;
  nextStep: string;
}

interface CueSet {
  phrases: string[];
  patterns: string[];
  opening: string[];
  closing: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a whole-word pattern; a phrase ending in a space ("at ") only needs its start on a word boundary. */
const phrasePattern = (p: string) => `\\b${escape(p.trimEnd())}${p.endsWith(' ') ? '\\s' : '\\b'}`;
const compile = (set: CueSet) => ({
  anywhere: new RegExp([...set.phrases.map(phrasePattern), ...set.patterns].join('|'), 'gi'),
  /** The phrases alone: words that name the part, without the shapes (a year, a percentage) that only suggest it. */
  phrases: set.phrases.length ? new RegExp(set.phrases.map(phrasePattern).join('|'), 'i') : null,
  opening: set.opening.length ? new RegExp(set.opening.map(phrasePattern).join('|'), 'i') : null,
  closing: set.closing.length ? new RegExp(set.closing.join('|'), 'i') : null,
});
const CUES = {
  situation: compile(cues.situation),
  task: compile(cues.task),
  action: compile(cues.action),
  result: compile(cues.result),
};
/** How many opening sentences set the scene. */
const OPENING_SENTENCES = 2;

export const ANSWER_LENGTH = { min: cues.length.min, max: cues.length.max };

/** The answer's sentences, verbatim (so each is a quote): split at . ! ? followed by a space, and at line breaks. */
export function sentencesOf(answer: string): string[] {
  return answer
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/))
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));
}

/** Curly apostrophes read as straight ones, so "I’d" and "I'd" are the same cue. */
const plain = (s: string) => s.replace(/[’‘]/g, "'");

/**
 * Which parts one sentence shows, the sentence being the `position`th of `count`. Task and
 * situation cues are taken out before looking for an action, so "I was asked to" is not one.
 */
export function partsOfSentence(sentence: string, position: number, count: number): Set<StarPart> {
  const text = plain(sentence);
  const found = new Set<StarPart>();
  let rest = text;
  // The task first, and a scene opening is looked for only in what its cue leaves: "I was asked to
  // lower it" states a task, not a scene, though "I was" could open one.
  for (const part of ['task', 'situation'] as const) {
    const cue = CUES[part];
    const opens = part === 'situation' && position < OPENING_SENTENCES && cue.opening?.test(rest);
    if (text.search(cue.anywhere) >= 0 || opens) {
      found.add(part);
      rest = rest.replace(cue.anywhere, ' ');
    }
  }
  // search() ignores a global pattern's lastIndex, where test() would carry it between calls.
  if (rest.search(CUES.action.anywhere) >= 0) found.add('action');
  // A figure in the scene-setting opening ("a 20% error rate") is the problem, not the result:
  // there only a result phrase counts.
  const settingScene = found.has('situation') && position < OPENING_SENTENCES;
  const result = settingScene
    ? Boolean(CUES.result.phrases?.test(text))
    : text.search(CUES.result.anywhere) >= 0 || (position === count - 1 && position > 0 && Boolean(CUES.result.closing?.test(text)));
  if (result) found.add('result');
  return found;
}

const wordsOf = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9'’%$.,-]*/g) ?? [];

const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|dozen|dozens|half|double|twice)\b/gi;
const NUMBER = /[$£€]?\d[\d,]*(?:\.\d+)?\s?(?:%|k\b|m\b)?/g;
const NOT_NAMES = new Set(cues.notNames);

/** Numbers and number words, as written. */
export function numbersIn(answer: string): string[] {
  return [...new Set([...(answer.match(NUMBER) ?? []), ...(answer.match(NUMBER_WORDS) ?? [])].map((n) => n.trim()))];
}

/**
 * Named tools, products and methods: runs of capitalised words or acronyms that do not start a
 * sentence ("Articulate Storyline", "Excel", "SQL"), and not a pronoun, month or day.
 */
export function namesIn(answer: string): string[] {
  const names = new Set<string>();
  for (const sentence of sentencesOf(plain(answer))) {
    const tokens = sentence.split(/\s+/);
    let run: string[] = [];
    const flush = () => {
      if (run.length) names.add(run.join(' '));
      run = [];
    };
    tokens.forEach((raw, i) => {
      const word = raw.replace(/^[("“]+|[)"”.,;:!?]+$/g, '').replace(/'s$/, '');
      const named = i > 0 && /^(?:[A-Z][a-zA-Z0-9+#.-]*|[a-z]+[A-Z][a-zA-Z]*)$/.test(word) && !NOT_NAMES.has(word);
      if (named) run.push(word);
      else flush();
      if (/[.,;:!?)]$/.test(raw)) flush();
    });
    flush();
  }
  return [...names];
}

export function ownershipOf(answer: string): StarFeedback['ownership'] {
  const text = plain(answer);
  const i = (text.match(/\b(?:I|I'm|I've|I'd|I'll)\b/g) ?? []).length + (text.match(/\b(?:me|my|mine|myself)\b/gi) ?? []).length;
  const we = (text.match(/\b(?:we|we're|we've|we'd|we'll|us|our|ourselves)\b/gi) ?? []).length;
  return { i, we, share: i + we === 0 ? null : Math.round((i / (i + we)) * 100) / 100 };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** "We" outweighs "I" when a third or less of the pronouns are the speaker's own, and "we" is said more than twice. */
const LOW_OWNERSHIP = 0.34;

/**
 * The one next step: the weakest thing first. A missing Action, then Result, Situation, Task;
 * then a short answer, "we" for "I", no numbers or names, a long answer; else practise aloud.
 */
export function nextStepFor(f: Omit<StarFeedback, 'nextStep' | 'score'>): string {
  const steps = cues.nextSteps;
  for (const part of ['action', 'result', 'situation', 'task'] as const) if (!f.parts[part].present) return steps[part];
  const values = { words: f.length.words, min: f.length.min, max: f.length.max, i: f.ownership.i, we: f.ownership.we };
  if (f.length.verdict === 'short') return fill(steps.short, values);
  if (f.ownership.share !== null && f.ownership.share <= LOW_OWNERSHIP && f.ownership.we > 2) return fill(steps.ownership, values);
  if (f.specificity.numbers.length === 0 || f.specificity.names.length === 0) return steps.specifics;
  if (f.length.verdict === 'long') return fill(steps.long, values);
  return steps.polish;
}

/** The most an answer that does not address its question can score. */
export const OFF_TOPIC_MAX_SCORE = 40;

/** The score of the module comment, from the parts, the figures and whether the question was answered. */
export function starScore(f: Omit<StarFeedback, 'nextStep' | 'score'>): number {
  const parts = STAR_PARTS.filter((p) => f.parts[p].present).length * 15;
  const { words, min, max } = f.length;
  const length = words < min ? (15 * words) / min : words > max ? Math.max(5, 15 - (words - max) / 20) : 15;
  const specificity = (f.specificity.numbers.length ? 8 : 0) + (f.specificity.names.length ? 7 : 0);
  const ownership = f.ownership.share === null ? 5 : 10 * f.ownership.share;
  const score = Math.round(Math.min(100, parts + length + specificity + ownership));
  return f.relevance && !f.relevance.addressed ? Math.min(score, OFF_TOPIC_MAX_SCORE) : score;
}

interface QuestionTopic {
  id: string;
  question: string[];
  asks: string;
  hint: string;
  answer: string[];
}
const TOPICS = (topicsFile.topics as QuestionTopic[]).map((t) => ({
  ...t,
  inQuestion: cuePattern(t.question),
  inAnswer: cuePattern(t.answer, 'g'),
}));
/** Phrases as one whole-word pattern; a "*" takes any ending of its word ("prepar* for the move": "preparing for the move"). */
function cuePattern(phrases: readonly string[], flags = ''): RegExp {
  const one = (p: string) => {
    const body = escape(p).replace(/\\\*/g, "[\\w'-]*").replace(/\s+/g, '\\s+');
    return `${/^\w/.test(p) ? '\\b' : ''}${body}${/\w$/.test(p) ? '\\b' : ''}`;
  };
  return new RegExp(phrases.map(one).join('|'), `i${flags}`);
}

/** The topic of content/interviews/question-topics.json a question asks about, if any covers it. */
const topicOf = (question: string) => TOPICS.find((t) => t.inQuestion.test(plain(question)));

/**
 * Whether an answer addresses the question asked, not only whether it tells a good story. A
 * question a topic covers (content/interviews/question-topics.json: preparing for the move, a
 * disagreement, a deadline...) is addressed when the answer speaks to that topic; a question no
 * topic covers is not checked. Generous by design: flagging an answer that does address its question
 * would cost a member more than missing one that does not (`npm run eval:star` counts both).
 */
export function relevanceOf(question: string, answer: string): Relevance {
  const topic = topicOf(question);
  if (!topic) return { addressed: true, asks: null, found: [] };
  const found = [...new Set((plain(answer).match(topic.inAnswer) ?? []).map((w) => w.toLowerCase().replace(/\s+/g, ' ')))];
  return { addressed: found.length > 0, asks: topic.asks, found };
}

/** The figures every engine shares: length, specificity and ownership are counted, not judged. */
export function measureAnswer(answer: string): Pick<StarFeedback, 'length' | 'specificity' | 'ownership'> {
  const words = wordsOf(answer).length;
  const { min, max } = ANSWER_LENGTH;
  return {
    length: { words, min, max, verdict: words < min ? 'short' : words > max ? 'long' : 'good' },
    specificity: { numbers: numbersIn(answer), names: namesIn(answer) },
    ownership: ownershipOf(answer),
  };
}

/**
 * Completes feedback from the parts an engine found: the figures, whether the answer addresses
 * `question` (when given), the score and the next step. An answer that misses its question gets
 * the step that says so, whatever the engine proposed.
 */
export function completeFeedback(answer: string, parts: StarFeedback['parts'], nextStep?: string, question?: string): StarFeedback {
  const relevance = question === undefined ? undefined : relevanceOf(question, answer);
  const f = { parts, ...(relevance && { relevance }), ...measureAnswer(answer) };
  const missed = relevance && !relevance.addressed ? topicOf(question!) : undefined;
  const step = missed ? `This answer does not say ${missed.asks}. ${missed.hint}` : (nextStep ?? nextStepFor(f));
  return { ...f, score: starScore(f), nextStep: step };
}

/** The built-in engine's feedback on one answer, checked against the question it answers when one is given. */
export function coachAnswer(answer: string, question?: string): StarFeedback {
  const parts = Object.fromEntries(STAR_PARTS.map((p) => [p, { present: false, quotes: [] as string[] }])) as StarFeedback['parts'];
  const sentences = sentencesOf(answer);
  sentences.forEach((sentence, i) => {
    for (const part of partsOfSentence(sentence, i, sentences.length)) {
      parts[part].present = true;
      parts[part].quotes.push(sentence);
    }
  });
  return completeFeedback(answer, parts, undefined, question);
}

/**
 * The answer cut into pieces, the quoted ones marked with their parts, for showing the answer
 * with its STAR sentences highlighted. Quotes match whatever the spacing (a model's quote may
 * squash a line break); a quote not found is left out.
 */
export function markQuotes(answer: string, parts: StarFeedback['parts']): Array<{ text: string; parts: StarPart[] }> {
  const marks: Array<{ start: number; end: number; part: StarPart }> = [];
  for (const part of STAR_PARTS) {
    for (const quote of parts[part].quotes) {
      const words = quote.trim().split(/\s+/).filter(Boolean).map(escape);
      if (words.length === 0) continue;
      const m = new RegExp(words.join('\\s+')).exec(answer);
      if (m) marks.push({ start: m.index, end: m.index + m[0].length, part });
    }
  }
  const cuts = [...new Set([0, answer.length, ...marks.flatMap((m) => [m.start, m.end])])].sort((a, b) => a - b);
  const pieces: Array<{ text: string; parts: StarPart[] }> = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const [start, end] = [cuts[i]!, cuts[i + 1]!];
    const covering = STAR_PARTS.filter((p) => marks.some((m) => m.part === p && m.start <= start && m.end >= end));
    pieces.push({ text: answer.slice(start, end), parts: covering });
  }
  return pieces;
}
