/**
 * Precision and recall of the built-in STAR engine against answers a careful reader labelled
 * (tests/fixtures/star/labelled.json), per part, for `npm run eval:star` and the unit test.
 */
import { STAR_PARTS, coachAnswer, type StarPart } from './star';

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
