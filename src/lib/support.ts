/**
 * Support requests: the thread's life (open → answered → closed; a member's reply reopens an
 * answered request), the priority a plan earns, and the first-response target. Pure and
 * browser-safe; the states and priorities are the catalogue's.
 */
import type { PlanKey, SupportPriority, SupportState } from './catalogue';
import { z } from 'zod';
import { answer, defineRoute } from './route';

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 5000;
/** Requests one member may have open or answered at once (close one to open another). */
export const SUPPORT_OPEN_MAX = 5;
/** New requests a member may open per hour (the rate limit on creation). */
export const SUPPORT_CREATES_PER_HOUR = 5;
/** Replies a member may send per hour, across their threads. */
export const SUPPORT_REPLIES_PER_HOUR = 30;
/** Threads a member's room lists, newest first. */
export const SUPPORT_THREADS_SHOWN = 50;

/** What happens to a thread: someone writes in it, or someone closes it. */
export type SupportEvent = 'member_reply' | 'staff_reply' | 'close';

export const SUPPORT_STATE_LABELS: Record<SupportState, string> = {
  open: 'Waiting for our team',
  answered: 'Answered',
  closed: 'Closed',
};

export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = { vip: 'VIP', standard: 'Standard' };

/** Elite members (and staff) are VIP; every other member, with a plan or without, is standard. */
export function supportPriorityFor(plan: PlanKey | false | null, isAdmin = false): SupportPriority {
  return isAdmin || plan === 'elite' ? 'vip' : 'standard';
}

/**
 * The state after `event`, or why it is refused (a 409). A closed thread stays closed: the member
 * opens a new request instead.
 */
export function nextSupportState(from: SupportState, event: SupportEvent): { ok: true; state: SupportState } | { ok: false; message: string } {
  if (from === 'closed') {
    return { ok: false, message: event === 'close' ? 'This request is already closed.' : 'This request is closed. Open a new request to write to us again.' };
  }
  if (event === 'close') return { ok: true, state: 'closed' };
  if (event === 'staff_reply') return { ok: true, state: 'answered' };
  return { ok: true, state: 'open' };
}

/** When the first answer is due: `hours` after the request was made. */
export function firstResponseDue(createdAt: Date, hours: number): Date {
  return new Date(createdAt.getTime() + hours * 3600_000);
}

/** A request still waiting for its first answer past its target. */
export function isOverdue(r: { status: SupportState; firstRespondedAt: Date | string | null; firstResponseDueAt: Date | string }, now: Date): boolean {
  return r.status === 'open' && !r.firstRespondedAt && new Date(r.firstResponseDueAt).getTime() < now.getTime();
}

const hoursText = (hours: number) => (hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} hour${hours === 1 ? '' : 's'}`);

/** "VIP: we answer within 4 hours", for the member's room. */
export function responseTargetText(priority: SupportPriority, hours: number): string {
  return `${SUPPORT_PRIORITY_LABELS[priority]}: we answer within ${hoursText(hours)}`;
}

/**
 * The staff queue's order: VIP before standard, then the earliest due first answer, then the
 * oldest. The server sorts the same way in SQL; this is the rule both follow.
 */
export function compareSupportQueue(
  a: { priority: SupportPriority; firstResponseDueAt: Date | string; createdAt: Date | string },
  b: { priority: SupportPriority; firstResponseDueAt: Date | string; createdAt: Date | string },
): number {
  const rank = (p: SupportPriority) => (p === 'vip' ? 0 : 1);
  return (
    rank(a.priority) - rank(b.priority) ||
    new Date(a.firstResponseDueAt).getTime() - new Date(b.firstResponseDueAt).getTime() ||
    new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime()
  );
}

const body = z
  .string({ error: 'Write your message.' })
  .trim()
  .min(1, 'Write your message.')
  .max(SUPPORT_BODY_MAX, `A message can be at most ${SUPPORT_BODY_MAX} characters.`);

/** POST /api/support: a new request. The priority is the server's to decide, from the plan. */
export const newSupportRequestSchema = z
  .object({
    subject: z
      .string({ error: 'Write a short subject.' })
      .trim()
      .min(SUPPORT_SUBJECT_MIN, 'Write a short subject.')
      .max(SUPPORT_SUBJECT_MAX, `A subject can be at most ${SUPPORT_SUBJECT_MAX} characters.`),
    message: body,
  })
  .strict();
export type NewSupportRequest = z.infer<typeof newSupportRequestSchema>;

/** POST /api/support/:id and /api/admin/support/:id: a reply in the thread. */
export const supportReplySchema = z.object({ message: body }).strict();
export type SupportReply = z.infer<typeof supportReplySchema>;

/** PATCH /api/support/:id and /api/admin/support/:id: close the thread. */
export const supportCloseSchema = z.object({ status: z.literal('closed', 'Only "closed" can be set.') }).strict();

/** The 404 of a request id that is not (or not the member's): the routes' id schemas say it too. */
export const SUPPORT_NOT_FOUND = 'That support request was not found.';

/** GET /api/admin/support?status=: the open requests (default), one state, or all. */
export const supportQueueQuerySchema = z.object({ status: z.enum(['open', 'answered', 'closed', 'all']).default('open') });
export type SupportQueueFilter = z.infer<typeof supportQueueQuerySchema>['status'];

export interface SupportMessageView {
  id: string;
  author: 'member' | 'staff';
  body: string;
  createdAt: string;
}

/** One thread, without its messages (lists). */
export interface SupportRequestView {
  id: string;
  subject: string;
  status: SupportState;
  priority: SupportPriority;
  firstResponseDueAt: string;
  firstRespondedAt: string | null;
  /** When staff last wrote in the thread, if they have. */
  lastStaffReplyAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The member's first-response target, from the System setting for their priority. */
export interface SupportTarget {
  priority: SupportPriority;
  hours: number;
  text: string;
}

/** GET /api/support: the member's threads and their target. */
export interface SupportOverview {
  target: SupportTarget;
  requests: SupportRequestView[];
  openMax: number;
}

/** GET /api/support/:id: one thread with its messages. */
export interface SupportThreadView extends SupportRequestView {
  messages: SupportMessageView[];
}

/** A request in the staff queue, with its member and whether it is past its target. */
export interface AdminSupportRequestView extends SupportRequestView {
  member: { id: string; email: string; name: string };
  overdue: boolean;
}

export interface AdminSupportThreadView extends AdminSupportRequestView {
  messages: SupportMessageView[];
}

// Anything not a uuid is a request that does not exist.
const requestId = z.object({ id: z.uuid(SUPPORT_NOT_FOUND) });

/** The member's support room: every signed-in member (Elite are VIP). */
export const supportRoutes = {
  overview: defineRoute({ method: 'GET', path: '/api/support', access: { member: true }, answer: answer<SupportOverview>() }),
  open: defineRoute({
    method: 'POST',
    path: '/api/support',
    access: { member: true },
    body: newSupportRequestSchema,
    answer: answer<SupportThreadView>(),
    status: 201,
  }),
  thread: defineRoute({ method: 'GET', path: '/api/support/:id', access: { member: true }, params: requestId, answer: answer<SupportThreadView>() }),
  /** A reply reopens an answered request. */
  reply: defineRoute({
    method: 'POST',
    path: '/api/support/:id',
    access: { member: true },
    params: requestId,
    body: supportReplySchema,
    answer: answer<SupportThreadView>(),
    status: 201,
  }),
  close: defineRoute({
    method: 'PATCH',
    path: '/api/support/:id',
    access: { member: true },
    params: requestId,
    body: supportCloseSchema,
    answer: answer<SupportThreadView>(),
  }),
};
