/**
 * The members' newsletter (issue 32), shared by the Admin Center's composer, the account page's
 * E-mail preferences, the unsubscribe page and their functions: limits, payloads, routes and the
 * first-of-the-month rule. Decision record: docs/decisions/0026-members-newsletter.md.
 */
import { z } from 'zod';
import { answer, defineRoute, file } from './route';

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 50_000;
/** An unsubscribe link keeps working this long after its e-mail was sent. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

export const ISSUE_NOT_FOUND = 'That newsletter issue does not exist.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid or has expired. Sign in and turn the newsletter off under Account → E-mail preferences.';

export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

/** The consent's wording, the same at sign-up and on /account. */
export const NEWSLETTER_CONSENT_LABEL = 'Send me the monthly newsletter';
export const NEWSLETTER_CONSENT_HINT = 'News, guides and new features, about once a month. Every issue has a one-click unsubscribe link.';

export const newsletterDraftSchema = z
  .object({
    subject: z.string().trim().min(1, 'Give the issue a subject.').max(NEWSLETTER_SUBJECT_MAX, `Keep the subject to ${NEWSLETTER_SUBJECT_MAX} characters.`),
    body: z
      .string()
      .max(NEWSLETTER_BODY_MAX, `Keep the body to ${NEWSLETTER_BODY_MAX.toLocaleString('en-US')} characters.`)
      .refine((v) => v.trim().length > 0, 'Write the body of the issue.'),
  })
  .strict();
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

/** "Send to members": the count the confirmation stated; the server refuses if it has changed since. */
export const newsletterSendSchema = z.object({ recipients: z.number().int().min(0) }).strict();

export const newsletterScheduleSchema = z.object({ scheduled: z.boolean() }).strict();

export const newsletterPreferenceSchema = z.object({ optIn: z.boolean() }).strict();

// Only the size is checked here: a link cut short by a mail client reaches the token check, whose
// refusal the page shows as it is (a schema's refusal would carry the field's name, "token: …").
const unsubscribeQuery = z.object({ token: z.string().max(2000, UNSUBSCRIBE_LINK_INVALID) });

const issueId = z.object({ id: z.uuid(ISSUE_NOT_FOUND) });

export interface NewsletterIssueCounts {
  recipients: number;
  pending: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

export interface NewsletterIssueView {
  id: string;
  subject: string;
  body: string;
  status: NewsletterStatus;
  scheduledFor: string | null;
  sentBy: string | null;
  sendStartedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  counts: NewsletterIssueCounts;
}

export interface NewsletterOverview {
  issues: NewsletterIssueView[];
  /** Members who would receive an issue sent now: opted in, with a verified address. */
  audience: number;
  /** The System tab's "Monthly newsletter" switch. */
  monthlyOn: boolean;
  /** The next first of the month (UTC), when a scheduled issue goes out. */
  nextFirstOfMonth: string;
}

export interface NewsletterPreference {
  optIn: boolean;
  /** When the member last chose; null when never asked (accounts older than the newsletter). */
  choiceAt: string | null;
}

const admin = { admin: true } as const;

export const newsletterRoutes = {
  /** Every issue, newest first, with the audience and the monthly switch. */
  overview: defineRoute({ method: 'GET', path: '/api/admin/newsletter', access: admin, answer: answer<NewsletterOverview>() }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter',
    access: admin,
    body: newsletterDraftSchema,
    answer: answer<NewsletterIssueView>(),
    status: 201,
  }),
  /** Save a draft (or a scheduled issue) as typed. */
  save: defineRoute({
    method: 'PUT',
    path: '/api/admin/newsletter/:id',
    access: admin,
    params: issueId,
    body: newsletterDraftSchema,
    answer: answer<NewsletterIssueView>(),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/admin/newsletter/:id', access: admin, params: issueId, answer: answer<{ deleted: string }>() }),
  /** "Send test to me": the issue as members will get it, to the signed-in admin only. */
  test: defineRoute({ method: 'POST', path: '/api/admin/newsletter/:id/test', access: admin, params: issueId, answer: answer<{ sentTo: string }>() }),
  /** "Send to members": records every recipient once, then the background function sends. */
  send: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/:id/send',
    access: admin,
    params: issueId,
    body: newsletterSendSchema,
    answer: answer<NewsletterIssueView>(),
    status: 202,
  }),
  /** Schedule for the first of the month (the monthly switch must be on), or back to draft. */
  schedule: defineRoute({
    method: 'PUT',
    path: '/api/admin/newsletter/:id/schedule',
    access: admin,
    params: issueId,
    body: newsletterScheduleSchema,
    answer: answer<NewsletterIssueView>(),
  }),

  /** The member's choice, for /account → E-mail preferences. */
  preference: defineRoute({ method: 'GET', path: '/api/account/newsletter', access: { member: true }, answer: answer<NewsletterPreference>() }),
  setPreference: defineRoute({
    method: 'PUT',
    path: '/api/account/newsletter',
    access: { member: true },
    body: newsletterPreferenceSchema,
    answer: answer<NewsletterPreference>(),
  }),

  /** The List-Unsubscribe address opened in a browser: sends it on to the confirmation page, changes nothing. */
  unsubscribePage: defineRoute({ method: 'GET', path: '/api/newsletter/unsubscribe', access: { public: true }, query: unsubscribeQuery, answer: file() }),
  /**
   * One-click unsubscribe (RFC 8058): the mail provider POSTs "List-Unsubscribe=One-Click" from its
   * own servers, so no same-site check; the signed token is the only credential.
   */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: { public: true },
    query: unsubscribeQuery,
    answer: answer<{ message: string }>(),
    crossSite: true,
  }),
};

/** The first of the month after `now` (UTC midnight): when a scheduled issue goes out. */
export function nextFirstOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
