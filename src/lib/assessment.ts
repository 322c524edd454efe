import questionnaire from '../../content/assessment/questionnaire.json';

/**
 * The work-style assessment (/dashboard/assessment): 36 items of our own in
 * content/assessment/questionnaire.json, scored into the nine types of the Enneagram tradition and
 * into the 16 O*NET work styles, and the occupations whose O*NET work-style profile fits best.
 *
 * Browser-safe and pure. The questionnaire is small and the island shows it; the occupations'
 * profiles (content/assessment/occupation-work-styles.json) are not: the server reads them and
 * passes them to `rankFits`.
 */

export interface AssessmentItem {
  id: string;
  text: string;
  /** The type (1 to 9) the item speaks for. */
  type: number;
  /** Agreeing lowers the type's score. */
  reverse: boolean;
  /** O*NET work-style element id → +1 (agreeing means more of the style) or -1 (less). */
  styles: Partial<Record<string, number>>;
}

export interface AssessmentType {
  number: number;
  name: string;
  summary: string;
  /** What the type brings to a new field. */
  strengths: string[];
  watchOuts: string[];
}

export interface WorkStyle {
  /** O*NET element id, e.g. "1.C.5.b". */
  id: string;
  /** O*NET's name, e.g. "Attention to Detail". */
  name: string;
}

export interface Questionnaire {
  version: string;
  /** The five answer labels, 1 (strongly disagree) first. */
  scale: string[];
  /** That this is a reflection aid, not a test: the page shows it. */
  notice: string;
  workStyles: WorkStyle[];
  items: AssessmentItem[];
  types: AssessmentType[];
}

// The unit tests check the file against this shape (four items a type, every style measured).
export const QUESTIONNAIRE: Questionnaire = questionnaire;
export const QUESTIONNAIRE_VERSION = QUESTIONNAIRE.version;
export const ITEM_COUNT = QUESTIONNAIRE.items.length;
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;
/** How many best-fitting occupations a result shows. */
export const FITS_SHOWN = 10;

export const typeByNumber = (n: number): AssessmentType | undefined => QUESTIONNAIRE.types.find((t) => t.number === n);
export const workStyleName = (id: string): string => QUESTIONNAIRE.workStyles.find((s) => s.id === id)?.name ?? id;

/** An answer as it counts for what the item measures: a reverse-keyed 5 counts as 1. */
const keyed = (answer: number, direction: number) => (direction < 0 ? ANSWER_MIN + ANSWER_MAX - answer : answer);
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface AssessmentScores {
  /** Nine scores, type 1 first: the type's keyed answers' mean, 1..5 mapped onto 0..100. */
  typeScores: number[];
  primaryType: number;
  /** Work-style element id → the keyed answers' mean, on O*NET's importance scale (1 to 5), 2 decimals. */
  workStyles: Record<string, number>;
}

/**
 * Scores one take (answers in item order, each 1 to 5; the schema has checked them).
 * The primary type is the highest score. A tie goes to the type with more of its items answered
 * at the keyed extreme (5 after reversing), then to the lower type number, so the same answers
 * always give the same type.
 */
export function scoreAnswers(answers: readonly number[], q: Questionnaire = QUESTIONNAIRE): AssessmentScores {
  if (answers.length !== q.items.length) throw new Error(`Expected ${q.items.length} answers, got ${answers.length}.`);
  const typeSum = q.types.map(() => 0);
  const typeCount = q.types.map(() => 0);
  const typeExtremes = q.types.map(() => 0);
  const styleSum = new Map<string, number>();
  const styleCount = new Map<string, number>();
  q.items.forEach((item, i) => {
    const answer = answers[i]!;
    const t = item.type - 1;
    const forType = keyed(answer, item.reverse ? -1 : 1);
    typeSum[t]! += forType;
    typeCount[t]!++;
    if (forType === ANSWER_MAX) typeExtremes[t]!++;
    for (const [style, direction] of Object.entries(item.styles)) {
      if (!direction) continue;
      styleSum.set(style, (styleSum.get(style) ?? 0) + keyed(answer, direction));
      styleCount.set(style, (styleCount.get(style) ?? 0) + 1);
    }
  });
  const means = typeSum.map((sum, t) => sum / typeCount[t]!);
  const typeScores = means.map((m) => Math.round(((m - ANSWER_MIN) / (ANSWER_MAX - ANSWER_MIN)) * 100));
  let best = 0;
  for (let t = 1; t < means.length; t++) {
    if (means[t]! > means[best]! || (means[t] === means[best] && typeExtremes[t]! > typeExtremes[best]!)) best = t;
  }
  const workStyles: Record<string, number> = {};
  for (const style of q.workStyles) {
    const n = styleCount.get(style.id);
    if (n) workStyles[style.id] = round2(styleSum.get(style.id)! / n);
  }
  return { typeScores, primaryType: q.types[best]!.number, workStyles };
}

/** content/assessment/occupation-work-styles.json (npm run data:work-styles). */
export interface WorkStyleProfileFile {
  $comment: string;
  attribution: string;
  styles: WorkStyle[];
  /** [O*NET-SOC code, title, importance of each style in the order of `styles`]. */
  occupations: Array<[string, string, number[]]>;
}

export interface StyleComparison {
  id: string;
  name: string;
  /** The member's score, 1 to 5. */
  you: number;
  /** The occupation's O*NET importance, 1 to 5. */
  occupation: number;
}

export interface OccupationFit {
  code: string;
  title: string;
  /** 0 to 100: see rankFits. */
  fit: number;
  /** The mean difference it comes from, after lining up the averages (1 to 5 scale). */
  meanDifference: number;
  /** The occupation's average importance over the styles compared. */
  occupationAverage: number;
  /** The three styles where the member's and the occupation's profiles are closest. */
  closest: StyleComparison[];
  /** The style where they differ most. */
  furthest: StyleComparison;
}

/** Below this many shared styles a comparison says too little to rank. */
const MIN_SHARED_STYLES = 8;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The member's average over the work styles measured, the level their profile is lined up from. */
export const workStyleAverage = (workStyles: Readonly<Record<string, number>>): number => round2(mean(Object.values(workStyles)));

/**
 * The occupations whose work-style profile is nearest the member's, best first.
 * Self-ratings on an agree scale and O*NET importance ratings do not share a level (O*NET rates
 * most styles 3.5 to 5 for most occupations), so the profiles are compared by shape: each side's
 * own average is taken off first. For each occupation, over the work styles both have:
 *   difference(style) = |(you − your average) − (importance − the occupation's average)|
 *   MAD = the mean of those differences (0 to 4: a centred score on a 1 to 5 scale is at most 2
 *         from its mean on average, so two of them at most 4 apart)
 *   fit = round(100 × (1 − MAD / 4)): 100 is the same shape, 0 the furthest possible.
 * Ordered by MAD (not the rounded fit), then by code, so the order is stable. The closest styles
 * are the smallest differences, a tie to the style the occupation rates more important.
 */
export function rankFits(workStyles: Readonly<Record<string, number>>, profiles: WorkStyleProfileFile, limit = FITS_SHOWN): OccupationFit[] {
  const shared = profiles.styles.flatMap((s, i) => {
    const you = workStyles[s.id];
    return you === undefined ? [] : [{ ...s, i, you }];
  });
  if (shared.length < MIN_SHARED_STYLES) return [];
  const yourAverage = mean(shared.map((s) => s.you));
  const scored = profiles.occupations.map(([code, title, values]) => {
    const average = mean(shared.map((s) => values[s.i]!));
    const gap = (s: (typeof shared)[number]) => Math.abs(s.you - yourAverage - (values[s.i]! - average));
    return { code, title, values, average, gap, mad: mean(shared.map(gap)) };
  });
  scored.sort((a, b) => a.mad - b.mad || a.code.localeCompare(b.code));
  return scored.slice(0, limit).map(({ code, title, values, average, gap, mad }) => {
    const compared = shared
      .map((s) => ({ comparison: { id: s.id, name: s.name, you: s.you, occupation: values[s.i]! }, gap: gap(s) }))
      .sort((a, b) => a.gap - b.gap || b.comparison.occupation - a.comparison.occupation);
    return {
      code,
      title,
      fit: Math.round(100 * (1 - mad / (ANSWER_MAX - ANSWER_MIN))),
      meanDifference: round2(mad),
      occupationAverage: round2(average),
      closest: compared.slice(0, 3).map((c) => c.comparison),
      furthest: compared[compared.length - 1]!.comparison,
    };
  });
}
