import { z } from 'zod';
import { PLAN_STEP_KINDS } from '../catalogue';
import { NAVIGATOR_TITLE_MAX } from '../navigator';
import { STEP_DETAIL_MAX, STEP_TITLE_MAX } from '../planner';
import { COMPANY_MAX, TITLE_MAX } from '../tracker';
import { navigatorSourceSchema } from './navigator';

const day = z.iso.date('Use a date like 2027-02-15.');
const stepTitle = z.string().trim().min(1, 'Give the step a title.').max(STEP_TITLE_MAX, `A step title can be at most ${STEP_TITLE_MAX} characters.`);

/** POST /api/planner: a plan made from one navigator path ("Add to my planner"). */
export const newPlanSchema = z
  .object({
    source: navigatorSourceSchema,
    currentTitle: z.string().trim().max(NAVIGATOR_TITLE_MAX, `A job title can be at most ${NAVIGATOR_TITLE_MAX} characters.`).default(''),
    code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'That is not an O*NET-SOC code.'),
    targetDate: day.optional(),
  })
  .strict();
export type NewPlanRequest = z.infer<typeof newPlanSchema>;

/** PATCH /api/planner/:id: a new target date; the steps not done yet are spread again up to it. */
export const planPatchSchema = z.object({ targetDate: day }).strict();
export type PlanPatch = z.infer<typeof planPatchSchema>;

/** POST /api/planner/:id/steps: a step of the member's own. */
export const newStepSchema = z
  .object({
    kind: z.enum(PLAN_STEP_KINDS, { error: 'Pick what kind of step it is.' }).default('practise'),
    title: stepTitle,
    detail: z.string().trim().max(STEP_DETAIL_MAX, `Notes can be at most ${STEP_DETAIL_MAX} characters.`).default(''),
    dueOn: day.nullable().default(null),
  })
  .strict();
export type NewStepRequest = z.infer<typeof newStepSchema>;

/**
 * PATCH /api/planner/:id/steps/:stepId: done or not, a new title or due date, and for an
 * informational-interview or apply step a tracked job: one of the member's (`trackedJobId`, null
 * to unlink) or a new one saved to the tracker (`newTrackedJob`).
 */
export const stepPatchSchema = z
  .object({
    done: z.boolean({ error: 'Say whether the step is done (true or false).' }).optional(),
    title: stepTitle.optional(),
    dueOn: day.nullable().optional(),
    trackedJobId: z.uuid('Pick one of the jobs in your tracker.').nullable().optional(),
    newTrackedJob: z
      .object({
        title: z.string().trim().min(1, 'Enter the job title.').max(TITLE_MAX).optional(),
        company: z.string().trim().min(1, 'Enter the company.').max(COMPANY_MAX),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Say what to change.')
  .refine((p) => p.trackedJobId === undefined || p.newTrackedJob === undefined, 'Link a job from your tracker or add a new one, not both.');
export type StepPatch = z.infer<typeof stepPatchSchema>;
