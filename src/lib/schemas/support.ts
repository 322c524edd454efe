import { z } from 'zod';
import type { SupportPriority, SupportState } from '../catalogue';
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX, SUPPORT_SUBJECT_MIN } from '../support';

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
