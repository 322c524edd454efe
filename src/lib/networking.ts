/**
 * The networking helper's rules, shared by the room and the server: filling a template's slots
 * from the member's tracker. Browser-safe; the templates themselves are data (content/networking).
 */
import { z } from 'zod';
import { answer, defineRoute } from './route';
import type { ContactView, TrackedJobView } from './tracker';

export interface NetworkingTemplate {
  key: string;
  label: string;
  hint: string;
  subject: string;
  body: string;
  /** Only for a job whose interview has happened (a thank-you): see `templateUnavailable`. */
  afterInterview?: boolean;
}

export const NETWORKING_SUBJECT_MAX = 200;
export const NETWORKING_BODY_MAX = 10_000;
/** Messages a member may send per hour: a busy day of follow-ups, not a mailing list. */
export const NETWORKING_SENDS_PER_HOUR = 20;

/**
 * Why a template cannot be written for this job now, or null when it can: a thank-you
 * (`afterInterview`) is only for a job whose interview time is set and already past.
 */
export function templateUnavailable(
  template: Pick<NetworkingTemplate, 'afterInterview'>,
  job: { interviewAt: string | null } | null,
  now: Date,
): string | null {
  if (!template.afterInterview) return null;
  if (!job) return 'A thank-you follows an interview: choose the job you interviewed for.';
  if (!job.interviewAt) return 'A thank-you follows an interview: add the interview’s date and time to this job in the tracker first.';
  if (new Date(job.interviewAt).getTime() > now.getTime()) return 'This interview has not happened yet: write the thank-you after it.';
  return null;
}

/** The slots the templates use, and where each comes from. */
export interface SlotSource {
  job: { title: string; company: string; appliedOn: string | null; interviewAt: string | null } | null;
  contact: { name: string } | null;
  member: { firstName: string | null; lastName: string | null };
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const dayOf = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** Each slot's value, or null when the tracker does not know it (the template then words the sentence without it). */
export function slotValues({ job, contact, member }: SlotSource): Record<string, string | null> {
  return {
    contactFirstName: contact ? firstWord(contact.name) || null : null,
    contactName: contact?.name.trim() || null,
    jobTitle: job?.title ?? null,
    company: job?.company ?? null,
    memberFirstName: member.firstName?.trim() || null,
    memberFullName:
      [member.firstName, member.lastName]
        .map((n) => n?.trim())
        .filter(Boolean)
        .join(' ') || null,
    interviewDay: job?.interviewAt ? dayOf(new Date(job.interviewAt)) : null,
    // A date-only day, read at local midnight so it does not move a day in any time zone.
    appliedDay: job?.appliedOn ? dayOf(new Date(`${job.appliedOn}T00:00:00`)) : null,
  };
}

const SLOT = String.raw`\{[A-Za-z][A-Za-z0-9]*\}`;
/**
 * In one pass (so a filled value is never read as template): `{{text with {slots}|fallback}}`,
 * the text when every slot in it is known, else the fallback (plain text, may be empty); or a bare `{slot}`.
 */
const PART = new RegExp(String.raw`\{\{((?:[^{}|]|${SLOT})*)(?:\|([^{}]*))?\}\}|\{([A-Za-z][A-Za-z0-9]*)\}`, 'g');
const SLOT_NAME = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const known = (values: Record<string, string | null | undefined>, slot: string) => (Object.hasOwn(values, slot) ? values[slot] || null : null);

/**
 * The text with its slots filled. A slot's sentence is worded without it when the tracker does
 * not know it: a template writes `{{Hi {contactFirstName},|Hello,}}`, and the part before the bar
 * is used only when every slot in it has a value. A raw slot name is never shown: a bare `{slot}`
 * with no value (a template should not have one) is left out.
 */
export function fillSlots(text: string, values: Record<string, string | null | undefined>): string {
  return text.replace(PART, (_, body: string | undefined, fallback: string | undefined, bare: string | undefined) => {
    if (bare !== undefined) return known(values, bare) ?? '';
    const slots = [...body!.matchAll(SLOT_NAME)].map((m) => m[1]!);
    if (!slots.every((slot) => known(values, slot))) return fallback ?? '';
    return body!.replace(SLOT_NAME, (__, slot: string) => known(values, slot)!);
  });
}

/** A template's subject and body, filled. */
export function fillTemplate(template: Pick<NetworkingTemplate, 'subject' | 'body'>, source: SlotSource): { subject: string; body: string } {
  const values = slotValues(source);
  return { subject: fillSlots(template.subject, values), body: fillSlots(template.body, values) };
}

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

export const networkingRoutes = {
  /** Templates, tracked jobs with their contacts, and the messages sent. */
  overview: defineRoute({ method: 'GET', path: '/api/networking', access: { tool: 'networking' }, answer: answer<NetworkingOverview>() }),
  /** Sends a message by e-mail from the site's address, answers going to the member. */
  send: defineRoute({
    method: 'POST',
    path: '/api/networking/send',
    access: { tool: 'networking' },
    body: sendMessageSchema,
    answer: answer<SentMessageView>(),
    status: 201,
  }),
};
