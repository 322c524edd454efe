import { z } from 'zod';
import { NETWORKING_BODY_MAX, NETWORKING_SUBJECT_MAX, type NetworkingTemplate } from '../networking';
import type { ContactView, TrackedJobView } from './tracker';

/** POST /api/networking/send: the message as the member edited it, and what it is about. */
export const sendMessageSchema = z
  .object({
    template: z.string().trim().min(1).max(60),
    trackedJobId: z.uuid().nullable().optional().default(null),
    contactId: z.uuid().nullable().optional().default(null),
    to: z.string().trim().toLowerCase().pipe(z.email('Enter the e-mail address to send it to, like dana@example.com.')),
    subject: z.string().trim().min(1, 'Write a subject.').max(NETWORKING_SUBJECT_MAX, `A subject can be at most ${NETWORKING_SUBJECT_MAX} characters.`),
    body: z.string().trim().min(1, 'Write the message.').max(NETWORKING_BODY_MAX, `A message can be at most ${NETWORKING_BODY_MAX} characters.`),
  })
  .strict();
export type SendMessage = z.infer<typeof sendMessageSchema>;

export interface SentMessageView {
  id: string;
  template: string;
  trackedJobId: string | null;
  contactId: string | null;
  toEmail: string;
  subject: string;
  body: string;
  sentAt: string;
}

/** GET /api/networking: the templates, the member's jobs with their contacts, and what was sent. */
export interface NetworkingOverview {
  templates: NetworkingTemplate[];
  jobs: (Pick<TrackedJobView, 'id' | 'title' | 'company' | 'stage' | 'appliedOn' | 'interviewAt'> & { contacts: ContactView[] })[];
  sent: SentMessageView[];
}
