import { z } from 'zod';
import { INTRODUCTION_STATES, type IntroductionState } from '../catalogue';
import {
  INTRODUCTION_COMPANY_MAX,
  INTRODUCTION_NOTE_MAX,
  INTRODUCTION_OUTCOME_MAX,
  INTRODUCTION_ROLE_MAX,
  INTRODUCTION_WHY_MAX,
  INTRODUCTION_WHY_MIN,
} from '../introductions';

/** POST /api/introductions: an introduction for one of the member's tracked jobs. */
export const newIntroductionSchema = z
  .object({
    trackedJobId: z.uuid('Choose one of the jobs in your tracker.'),
    company: z.string().trim().min(1, 'Enter the company.').max(INTRODUCTION_COMPANY_MAX, `The company can be at most ${INTRODUCTION_COMPANY_MAX} characters.`),
    role: z.string().trim().min(1, 'Enter the role.').max(INTRODUCTION_ROLE_MAX, `The role can be at most ${INTRODUCTION_ROLE_MAX} characters.`),
    why: z
      .string({ error: 'Tell us why this introduction matters to you.' })
      .trim()
      .min(INTRODUCTION_WHY_MIN, `Tell us in at least ${INTRODUCTION_WHY_MIN} characters why this introduction matters to you.`)
      .max(INTRODUCTION_WHY_MAX, `Keep the why to at most ${INTRODUCTION_WHY_MAX} characters.`),
  })
  .strict();
export type NewIntroduction = z.infer<typeof newIntroductionSchema>;

/** PATCH /api/introductions/:id: the member withdraws an open request. */
export const withdrawIntroductionSchema = z.object({ status: z.literal('withdrawn', 'You can only withdraw a request.') }).strict();

/**
 * PATCH /api/admin/introductions/:id: staff move a request. An outcome needs its text (with whom
 * and how for an introduction, why for a decline); starting work may carry a note.
 */
export const introductionTransitionSchema = z.discriminatedUnion(
  'status',
  [
    z
      .object({
        status: z.literal('in_progress'),
        note: z.string().trim().max(INTRODUCTION_NOTE_MAX, `A note can be at most ${INTRODUCTION_NOTE_MAX} characters.`).default(''),
      })
      .strict(),
    z
      .object({
        status: z.enum(['introduced', 'declined']),
        outcome: z
          .string({ error: 'Write the outcome for the member: with whom and how, or why not.' })
          .trim()
          .min(1, 'Write the outcome for the member: with whom and how, or why not.')
          .max(INTRODUCTION_OUTCOME_MAX, `The outcome can be at most ${INTRODUCTION_OUTCOME_MAX} characters.`),
      })
      .strict(),
  ],
  { error: 'Choose in_progress, introduced or declined.' },
);
export type IntroductionTransition = z.infer<typeof introductionTransitionSchema>;

/** GET /api/admin/introductions?status=: the open requests (default), one state, or all. */
export const introductionQueueQuerySchema = z.object({ status: z.enum(['open', 'all', ...INTRODUCTION_STATES]).default('open') });
export type IntroductionQueueFilter = z.infer<typeof introductionQueueQuerySchema>['status'];

export interface IntroductionEventView {
  status: IntroductionState;
  note: string;
  /** "member" or "staff": who moved it (never a staff member's name or address). */
  by: 'member' | 'staff';
  at: string;
}

/** One request as its member sees it. */
export interface IntroductionView {
  id: string;
  trackedJobId: string | null;
  company: string;
  role: string;
  why: string;
  status: IntroductionState;
  outcome: string;
  createdAt: string;
  updatedAt: string;
  events: IntroductionEventView[];
}

/** GET /api/introductions: the member's requests and the tracked jobs they may ask about. */
export interface IntroductionsOverview {
  requests: IntroductionView[];
  jobs: { id: string; title: string; company: string; link: string | null }[];
  openMax: number;
}

/** One request in the staff queue. */
export interface AdminIntroductionView extends IntroductionView {
  member: { id: string; email: string; name: string };
  jobLink: string | null;
}
