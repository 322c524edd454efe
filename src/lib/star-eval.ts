/**
 * Precision and recall of the built-in STAR engine against answers a careful reader labelled
 * (tests/fixtures/star/labelled.json), per part, for `npm run eval:star` and the unit test; and how
 * often the question check (relevanceOf) calls an answer off its question, on its own question and
 * on another's.
 */
import { STAR_PARTS, coachAnswer, relevanceOf, type StarPart } from './star';

export interface LabelledAnswer {
  id: string;
  /** "dev": the cues were tuned while reading these; "held-out": written afterwards, never tuned on. */
  split: 'dev' | 'held-out';
  background: string;
  question: string;
  answer: string;
  parts: StarPart[];
}

export interface PartScore {
  part: StarPart;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}

export function evaluateStar(answers: readonly LabelledAnswer[]): PartScore[] {
  const found = answers.map((a) => ({ a, f: coachAnswer(a.answer) }));
  return STAR_PARTS.map((part) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { a, f } of found) {
      const truth = a.parts.includes(part);
      const said = f.parts[part].present;
      if (truth && said) tp++;
      else if (said) fp++;
      else if (truth) fn++;
    }
    return { part, tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 };
  });
}

/** Disagreements, for tuning by reading: which answer, which part, what the engine said. */
export function starMisses(answers: readonly LabelledAnswer[]): string[] {
  return answers.flatMap((a) => {
    const f = coachAnswer(a.answer);
    return STAR_PARTS.filter((p) => a.parts.includes(p) !== f.parts[p].present).map(
      (p) =>
        `${a.id} ${p}: labelled ${a.parts.includes(p) ? 'present' : 'absent'}, engine ${f.parts[p].present ? `found ${JSON.stringify(f.parts[p].quotes)}` : 'found none'}`,
    );
  });
}

export function starTable(answers: readonly LabelledAnswer[]): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
  const rows = evaluateStar(answers).map((s) => `${s.part.padEnd(10)} ${pct(s.precision)}  ${pct(s.recall)}   ${s.tp}/${s.fp}/${s.fn}`);
  return [`${'part'.padEnd(10)} prec. recall  tp/fp/fn`, ...rows].join('\n');
}

export interface RelevanceScore {
  /** Answers checked against their own question, and the ones wrongly called off it. */
  own: number;
  ownFlagged: string[];
  /** Answers put to another answer's (different) question, one a topic covers so it is checked; how many were called off it. */
  swapped: number;
  swappedFlagged: number;
}

/**
 * The question check on labelled answers: each against its own question (none should be flagged)
 * and against the question `shift` places on in the list, when that is a different question the
 * check covers (most should be flagged; a story can fit two questions).
 */
export function evaluateRelevance(answers: readonly LabelledAnswer[], shift = 7): RelevanceScore {
  const ownFlagged = answers.filter((a) => !relevanceOf(a.question, a.answer).addressed).map((a) => a.id);
  const pairs = answers.flatMap((a, i) => {
    const other = answers[(i + shift) % answers.length]!;
    return other.question === a.question || !relevanceOf(other.question, '').asks ? [] : [{ question: other.question, answer: a.answer }];
  });
  const swappedFlagged = pairs.filter((p) => !relevanceOf(p.question, p.answer).addressed).length;
  return { own: answers.length, ownFlagged, swapped: pairs.length, swappedFlagged };
}

export function relevanceTable(answers: readonly LabelledAnswer[]): string {
  const r = evaluateRelevance(answers);
  return [
    `question check: ${r.ownFlagged.length}/${r.own} answers wrongly called off their own question${r.ownFlagged.length ? ` (${r.ownFlagged.join(', ')})` : ''}`,
    `                ${r.swappedFlagged}/${r.swapped} called off another's question the check covers`,
  ].join('\n');
}

/** An answer put to a question of the mock-interview bank, labelled: does it answer the question asked? */
export interface RelevanceCase {
  id: string;
  question: string;
  answer: string;
  addresses: boolean;
}

/** The question check against labelled cases: off-topic answers caught, on-topic ones wrongly flagged. */
export function evaluateRelevanceCases(cases: readonly RelevanceCase[]) {
  const judged = cases.map((c) => ({ c, addressed: relevanceOf(c.question, c.answer).addressed }));
  const off = judged.filter((j) => !j.c.addresses);
  const on = judged.filter((j) => j.c.addresses);
  return {
    offTopic: off.length,
    caught: off.filter((j) => !j.addressed).length,
    onTopic: on.length,
    wronglyFlagged: on.filter((j) => !j.addressed).map((j) => j.c.id),
  };
}
