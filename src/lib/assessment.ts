import questionnaire from '@content/assessment/questionnaire.json';
import { z } from 'zod';
import { answer, defineRoute } from './route';

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
  /** Where the member's score sits against their own average, in their own spreads (+1: one spread above). */
  youRelative: number;
  /** Where the occupation's importance sits against its own average, in its own spreads. */
  occupationRelative: number;
}

export interface OccupationFit {
  code: string;
  title: string;
  /** 0 to 100: 50 × (1 + correlation), see rankFits. */
  fit: number;
  /** The correlation of the two profiles, −1 to 1, 2 decimals. */
  correlation: number;
  /** In the SOC major group of one of the member's target occupations (ranked a little higher). */
  inTargetField: boolean;
  /**
   * Up to three styles that agree most (both above, or both below, their own averages), the
   * strongest first; never the furthest one.
   */
  closest: StyleComparison[];
  /** The style where the two sit furthest apart, each against its own average. */
  furthest: StyleComparison;
}

/** Below this many shared styles a comparison says too little to rank. */
const MIN_SHARED_STYLES = 8;
/** How far (on the 0 to 100 fit) an occupation in the member's target field moves up the ranking. */
export const TARGET_FIELD_BONUS = 5;

/**
 * Answers too flat to rank: the same answer to this share of the items or more (29 of 36). Too
 * little varies for a shape to mean anything, and the type scores are mostly ties.
 */
export const FLAT_ANSWER_SHARE = 0.8;
/** Work-style scores whose spread (standard deviation) is under this have no shape to compare. */
export const MIN_STYLE_SPREAD = 0.25;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const spread = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

export interface FlatAnswers {
  /** The answer given most often, 1 to 5. */
  answer: number;
  /** How many items got it. */
  count: number;
  total: number;
}

/**
 * Whether a take is too flat to rank occupations from: the same answer to most items, or work-style
 * scores that hardly differ. Null when the answers vary enough.
 */
export function flatAnswers(answers: readonly number[], workStyles: Readonly<Record<string, number>>): FlatAnswers | null {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  const [answer, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [ANSWER_MIN, 0];
  const styles = Object.values(workStyles);
  const flat = count >= FLAT_ANSWER_SHARE * answers.length || styles.length === 0 || spread(styles) < MIN_STYLE_SPREAD;
  return flat ? { answer, count, total: answers.length } : null;
}

/** The SOC major group of an O*NET-SOC code, the "field" ("25-9031.00" → "25"). */
export const fieldOf = (code: string): string => code.slice(0, 2);

/**
 * The occupations whose work-style profile has the shape nearest the member's, best first.
 * Self-ratings on an agree scale and O*NET importance ratings sit at different levels and spreads
 * (O*NET rates most styles 3.5 to 5 for most occupations), so each profile is first put against its
 * own average and spread (z = (score − average) ÷ spread), and the two are correlated over the
 * styles both have: r = the mean of z(you) × z(occupation), from −1 (opposite shapes) to 1 (the
 * same shape). fit = round(50 × (1 + r)): 100 the same shape, 50 no likeness, 0 the opposite.
 * Occupations in a target field (`targetFields`, SOC major groups) rank as if TARGET_FIELD_BONUS
 * higher; the fit shown is their own. Ties go by code, so the order is stable.
 * The closest styles are the ones adding most to r (the largest z × z), a tie to the style the
 * occupation rates more important; the furthest is the largest |z(you) − z(occupation)| (r is
 * 1 − half the mean of those gaps squared, so it is the style that takes most away).
 * A profile with no spread (every style the same) has no shape: nothing is ranked.
 */
export function rankFits(
  workStyles: Readonly<Record<string, number>>,
  profiles: WorkStyleProfileFile,
  limit = FITS_SHOWN,
  targetFields: readonly string[] = [],
): OccupationFit[] {
  const shared = profiles.styles.flatMap((s, i) => {
    const you = workStyles[s.id];
    return you === undefined ? [] : [{ ...s, i, you }];
  });
  if (shared.length < MIN_SHARED_STYLES) return [];
  const yourAverage = mean(shared.map((s) => s.you));
  const yourSpread = spread(shared.map((s) => s.you));
  if (yourSpread === 0) return [];
  const yourZ = shared.map((s) => (s.you - yourAverage) / yourSpread);
  const fields = new Set(targetFields);
  const scored = profiles.occupations.map(([code, title, values]) => {
    const own = shared.map((s) => values[s.i]!);
    const average = mean(own);
    const sd = spread(own);
    const theirZ = own.map((v) => (sd === 0 ? 0 : (v - average) / sd));
    const r = mean(yourZ.map((z, k) => z * theirZ[k]!));
    const inTargetField = fields.has(fieldOf(code));
    return { code, title, own, theirZ, r, inTargetField, rank: 50 * (1 + r) + (inTargetField ? TARGET_FIELD_BONUS : 0) };
  });
  scored.sort((a, b) => b.rank - a.rank || a.code.localeCompare(b.code));
  return scored.slice(0, limit).map(({ code, title, own, theirZ, r, inTargetField }) => {
    const compared = shared.map((s, k) => ({
      comparison: { id: s.id, name: s.name, you: s.you, occupation: own[k]!, youRelative: round2(yourZ[k]!), occupationRelative: round2(theirZ[k]!) },
      product: yourZ[k]! * theirZ[k]!,
      gap: Math.abs(yourZ[k]! - theirZ[k]!),
    }));
    const furthest = [...compared].sort((a, b) => b.gap - a.gap || b.comparison.occupation - a.comparison.occupation)[0]!;
    const closest = compared
      .filter((c) => c !== furthest && c.product > 0)
      .sort((a, b) => b.product - a.product || b.comparison.occupation - a.comparison.occupation)
      .slice(0, 3);
    return {
      code,
      title,
      fit: Math.round(50 * (1 + r)),
      correlation: round2(r),
      inTargetField,
      closest: closest.map((c) => c.comparison),
      furthest: furthest.comparison,
    };
  });
}

/** How a style sits against its side's own average, in words: for the closest and furthest styles. */
export function relativeWords(z: number): string {
  if (z >= 1) return 'well above';
  if (z >= 0.35) return 'above';
  if (z > -0.35) return 'near';
  if (z > -1) return 'below';
  return 'well below';
}

/** POST /api/assessment: one take, an answer to every item in the questionnaire's order. */
export const assessmentTakeSchema = z
  .object({
    version: z.literal(QUESTIONNAIRE_VERSION, 'The questionnaire has changed since this page was opened. Reload the page to take the current one.'),
    answers: z
      .array(
        z
          .number('Each answer is a number from 1 to 5.')
          .int('Each answer is a whole number from 1 to 5.')
          .min(ANSWER_MIN, 'Each answer is a whole number from 1 to 5.')
          .max(ANSWER_MAX, 'Each answer is a whole number from 1 to 5.'),
      )
      .length(ITEM_COUNT, `Answer all ${ITEM_COUNT} statements.`),
  })
  .strict();
export type AssessmentTake = z.infer<typeof assessmentTakeSchema>;

/** One take as the API lists it. */
export interface AssessmentTakeView {
  id: string;
  version: string;
  primaryType: number;
  /** Nine scores, type 1 first, 0 to 100. */
  typeScores: number[];
  /** O*NET work-style element id → the member's score, 1 to 5. */
  workStyles: Record<string, number>;
  createdAt: string;
}

/** The occupation a member is working toward, which the fits lean toward. */
export interface AssessmentTarget {
  /** O*NET-SOC code and title. */
  code: string;
  title: string;
  /** Its SOC major group ("25") and the group's name ("Educational Instruction and Library"). */
  field: string;
  fieldName: string;
  /** Where it was read: a pivot plan, the target role on a PivotMatch resume, a mock interview's role. */
  source: 'plan' | 'resume' | 'interview';
  /** The target's own fit with the take, 0 to 100; null when O*NET rates no work styles for it. */
  fit: number | null;
}

/** A take with the occupations whose work-style profile fits it best. */
export interface AssessmentResultView extends AssessmentTakeView {
  /** Empty when the take is too flat to rank (see `flat`) or measured too few styles. */
  fits: OccupationFit[];
  /** Set when the answers are too alike to rank occupations from: the page offers a retake. */
  flat: FlatAnswers | null;
  target: AssessmentTarget | null;
  /** O*NET's attribution, shown under the fits. */
  attribution: string;
}

/** GET /api/assessment: every take, newest first, and the newest one's result. */
export interface AssessmentHistory {
  takes: AssessmentTakeView[];
  latest: AssessmentResultView | null;
}

/** The work-style assessment (Premium): every take with the latest result, and a new take. */
export const assessmentRoutes = {
  history: defineRoute({ method: 'GET', path: '/api/assessment', access: { tool: 'assessment' }, answer: answer<AssessmentHistory>() }),
  take: defineRoute({
    method: 'POST',
    path: '/api/assessment',
    access: { tool: 'assessment' },
    body: assessmentTakeSchema,
    answer: answer<AssessmentResultView>(),
    status: 201,
  }),
};
