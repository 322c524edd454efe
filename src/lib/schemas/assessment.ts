import { z } from 'zod';
import { ANSWER_MAX, ANSWER_MIN, ITEM_COUNT, QUESTIONNAIRE_VERSION, type FlatAnswers, type OccupationFit } from '../assessment';

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
