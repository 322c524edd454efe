/**
 * Introductions (Elite): the rules of a request's life, shared by the member's room, the staff
 * queue and the server. Pure and browser-safe; the states and their transitions are the catalogue's.
 */
import { INTRODUCTION_STATES, INTRODUCTION_TRANSITIONS, type IntroductionState } from './catalogue';
import { answer, defineRoute } from './route';
import { z } from 'zod';

/** The company and role are prefilled from the tracked job; at most this long. */
export const INTRODUCTION_COMPANY_MAX = 120;
export const INTRODUCTION_ROLE_MAX = 160;
/** Why the member wants this introduction: a sentence or two at least, a page at most. */
export const INTRODUCTION_WHY_MIN = 20;
export const INTRODUCTION_WHY_MAX = 2000;
/** What staff tell the member with the outcome (who, how; or why not). */
export const INTRODUCTION_OUTCOME_MAX = 2000;
/** A note staff may add when they start working on a request. */
export const INTRODUCTION_NOTE_MAX = 1000;
/** Requests a member may make per day: well above real use, low enough that no script floods the queue. */
export const INTRODUCTIONS_PER_DAY = 10;

/** Who moves a request: the member may only withdraw it; staff work it and record the outcome. */
export type IntroductionActor = 'member' | 'staff';

/** Requests still waiting for an outcome: these count toward OPEN_INTRODUCTIONS_MAX and sit in the staff queue. */
export const OPEN_INTRODUCTION_STATES = ['requested', 'in_progress'] as const satisfies readonly IntroductionState[];
/** The outcomes staff record; each is e-mailed to the member. */
export const INTRODUCTION_OUTCOMES = ['introduced', 'declined'] as const satisfies readonly IntroductionState[];

export const INTRODUCTION_STATE_LABELS: Record<IntroductionState, string> = {
  requested: 'Requested',
  in_progress: 'In progress',
  introduced: 'Introduced',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export function isOpenIntroduction(state: IntroductionState): boolean {
  return (OPEN_INTRODUCTION_STATES as readonly IntroductionState[]).includes(state);
}

export function isIntroductionOutcome(state: IntroductionState): state is (typeof INTRODUCTION_OUTCOMES)[number] {
  return (INTRODUCTION_OUTCOMES as readonly IntroductionState[]).includes(state);
}

/** The states each side may move a request to (the catalogue's transitions, split by who acts). */
const MOVES_OF: Record<IntroductionActor, readonly IntroductionState[]> = {
  member: ['withdrawn'],
  staff: ['in_progress', 'introduced', 'declined'],
};

/**
 * Why `actor` may not move a request from `from` to `to`, in words for the caller (a 409), or
 * null when the move is allowed.
 */
export function introductionTransitionError(from: IntroductionState, to: IntroductionState, actor: IntroductionActor): string | null {
  const label = INTRODUCTION_STATE_LABELS;
  if (!MOVES_OF[actor].includes(to)) {
    return actor === 'member' ? 'You can only withdraw a request.' : 'Only the member can withdraw their request.';
  }
  if (INTRODUCTION_TRANSITIONS[from].includes(to)) return null;
  if (from === to) return `This request is already ${label[from].toLowerCase()}.`;
  if (!isOpenIntroduction(from)) return `This request is closed (${label[from].toLowerCase()}): it cannot be ${label[to].toLowerCase()} now.`;
  return `A request that is ${label[from].toLowerCase()} cannot be marked ${label[to].toLowerCase()}.`;
}

/** The next state, or the reason it is refused: the pure state machine the server applies. */
export function nextIntroductionState(
  from: IntroductionState,
  to: IntroductionState,
  actor: IntroductionActor,
): { ok: true; state: IntroductionState } | { ok: false; message: string } {
  const message = introductionTransitionError(from, to, actor);
  return message ? { ok: false, message } : { ok: true, state: to };
}

/** What staff can do next with a request in `state` (the queue's buttons). */
export function staffMovesFrom(state: IntroductionState): IntroductionState[] {
  return INTRODUCTION_TRANSITIONS[state].filter((to) => MOVES_OF.staff.includes(to));
}

/** "3 days", "5 hours", "just now": how long a request has waited, for the staff queue. */
export function ageOf(since: Date | string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  const hours = Math.floor(ms / 3600_000);
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

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

/** The 404 of a request id that is not (or not the member's): the routes' id schemas say it too. */
export const INTRODUCTION_NOT_FOUND = 'That introduction request was not found.';

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

const introductionId = z.object({ id: z.uuid(INTRODUCTION_NOT_FOUND) });

export const introductionsRoutes = {
  /** The member's requests and the tracked jobs they may ask about. */
  overview: defineRoute({ method: 'GET', path: '/api/introductions', access: { tool: 'introductions' }, answer: answer<IntroductionsOverview>() }),
  request: defineRoute({
    method: 'POST',
    path: '/api/introductions',
    access: { tool: 'introductions' },
    body: newIntroductionSchema,
    answer: answer<IntroductionView>(),
    status: 201,
  }),
  /** Withdraws an open request ({ status: 'withdrawn' }). */
  withdraw: defineRoute({
    method: 'PATCH',
    path: '/api/introductions/:id',
    access: { tool: 'introductions' },
    params: introductionId,
    body: withdrawIntroductionSchema,
    answer: answer<IntroductionView>(),
  }),
};
