/**
 * Newsletter issues as staff see them (drafts, scheduled, sent, with each one's history) and the
 * member's own choice. Sending is in send.ts.
 */
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ISSUE_NOT_FOUND,
  nextFirstOfMonth,
  type NewsletterDraft,
  type NewsletterIssueCounts,
  type NewsletterIssueView,
  type NewsletterOverview,
  type NewsletterPreference,
} from '~/lib/newsletter';
import type { Db } from '~/server/db/client';
import { newsletterIssues, newsletterRecipients, users, type NewsletterIssue } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { readSettings } from '~/server/settings/store';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const NO_COUNTS: NewsletterIssueCounts = { recipients: 0, pending: 0, sent: 0, failed: 0, unsubscribed: 0 };

/** Recipients per state and unsubscribes, per issue, from the recipient rows. */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, NewsletterIssueCounts>> {
  const out = new Map<string, NewsletterIssueCounts>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      issueId: newsletterRecipients.issueId,
      status: newsletterRecipients.status,
      n: count(),
      unsubscribed: sql<number>`count(${newsletterRecipients.unsubscribedAt})::int`,
    })
    .from(newsletterRecipients)
    .where(inArray(newsletterRecipients.issueId, ids))
    .groupBy(newsletterRecipients.issueId, newsletterRecipients.status);
  for (const r of rows) {
    const c = out.get(r.issueId) ?? { ...NO_COUNTS };
    const n = Number(r.n);
    c.recipients += n;
    // A message in flight is still to be delivered.
    if (r.status === 'sent') c.sent += n;
    else if (r.status === 'failed') c.failed += n;
    else c.pending += n;
    c.unsubscribed += Number(r.unsubscribed);
    out.set(r.issueId, c);
  }
  return out;
}

function viewOf(issue: NewsletterIssue, counts: NewsletterIssueCounts = NO_COUNTS): NewsletterIssueView {
  return {
    id: issue.id,
    subject: issue.subject,
    body: issue.body,
    status: issue.status,
    scheduledFor: iso(issue.scheduledFor),
    sentBy: issue.sentByEmail,
    sendStartedAt: iso(issue.sendStartedAt),
    sentAt: iso(issue.sentAt),
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
    counts,
  };
}

export async function issueView(db: Db, id: string): Promise<NewsletterIssueView> {
  const issue = await findIssue(db, id);
  return viewOf(issue, (await countsOf(db, [id])).get(id));
}

export async function findIssue(db: Db, id: string): Promise<NewsletterIssue> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) throw notFound(ISSUE_NOT_FOUND);
  return issue;
}

/** Who would receive an issue sent now: members who opted in and proved their address. */
export const audienceWhere = () => and(eq(users.newsletterOptIn, true), isNotNull(users.emailVerifiedAt));

export async function audienceSize(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(audienceWhere());
  return Number(row?.n ?? 0);
}

export async function newsletterOverview(db: Db, now: Date): Promise<NewsletterOverview> {
  const [issues, audience, settings] = await Promise.all([
    db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(200),
    audienceSize(db),
    readSettings(db),
  ]);
  const counts = await countsOf(
    db,
    issues.map((i) => i.id),
  );
  return {
    issues: issues.map((i) => viewOf(i, counts.get(i.id))),
    audience,
    monthlyOn: settings.email.monthlyNewsletter,
    nextFirstOfMonth: nextFirstOfMonth(now).toISOString(),
  };
}

export async function createIssue(db: Db, draft: NewsletterDraft, now: Date): Promise<NewsletterIssueView> {
  const [issue] = await db.insert(newsletterIssues).values({ subject: draft.subject, body: draft.body, createdAt: now, updatedAt: now }).returning();
  return viewOf(issue!);
}

const SENT_ALREADY = 'This issue has been sent: it can no longer be changed.';

/** An issue not sent yet (a draft or a scheduled one): the only kind staff may change or delete. */
const unsent = (id: string) => and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, ['draft', 'scheduled']));

/** Changes an issue not sent yet; 404 for no such issue, 409 for one already sent. */
async function updateUnsent(db: Db, id: string, values: Partial<NewsletterIssue>): Promise<NewsletterIssueView> {
  const [issue] = await db.update(newsletterIssues).set(values).where(unsent(id)).returning();
  if (!issue) {
    await findIssue(db, id);
    throw new HttpError(409, SENT_ALREADY);
  }
  return viewOf(issue);
}

/** Saves the text of a draft or a scheduled issue; a sent one stays as it went out. */
export function saveIssue(db: Db, id: string, draft: NewsletterDraft, now: Date): Promise<NewsletterIssueView> {
  return updateUnsent(db, id, { subject: draft.subject, body: draft.body, updatedAt: now });
}

export async function deleteIssue(db: Db, id: string): Promise<void> {
  const gone = await db.delete(newsletterIssues).where(unsent(id)).returning({ id: newsletterIssues.id });
  if (!gone.length) {
    await findIssue(db, id);
    throw new HttpError(409, 'A sent issue stays in the history: it cannot be deleted.');
  }
}

/** Schedules a draft for the next first of the month (the monthly switch must be on), or takes it back to draft. */
export async function scheduleIssue(db: Db, id: string, scheduled: boolean, now: Date): Promise<NewsletterIssueView> {
  if (scheduled && !(await readSettings(db)).email.monthlyNewsletter) {
    throw new HttpError(409, 'The monthly newsletter is off in System settings: turn it on to schedule an issue, or send it now.');
  }
  return updateUnsent(
    db,
    id,
    scheduled ? { status: 'scheduled', scheduledFor: nextFirstOfMonth(now), updatedAt: now } : { status: 'draft', scheduledFor: null, updatedAt: now },
  );
}

export async function readPreference(db: Db, userId: string): Promise<NewsletterPreference> {
  const [u] = await db.select({ optIn: users.newsletterOptIn, choiceAt: users.newsletterChoiceAt }).from(users).where(eq(users.id, userId));
  return { optIn: u?.optIn ?? false, choiceAt: iso(u?.choiceAt ?? null) };
}

/** The member's choice and when it was made: the record of their consent. */
export async function setPreference(db: Db, userId: string, optIn: boolean, now: Date): Promise<NewsletterPreference> {
  await db.update(users).set({ newsletterOptIn: optIn, newsletterChoiceAt: now, updatedAt: now }).where(eq(users.id, userId));
  return { optIn, choiceAt: now.toISOString() };
}
