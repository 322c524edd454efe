/**
 * Sending the newsletter (decision 0026). "Send to members" (or the first of the month) records
 * every recipient once, in one transaction with the issue's move to "sending"; the background
 * function then works through the pending rows in batches, within the mail provider's rate. Each
 * row is claimed ("sending") before its message goes and marked sent or failed after, so a run that
 * stops anywhere resumes with the rest and sends nobody a second copy.
 */
import { and, asc, eq, inArray, isNull, lte, lt, sql } from 'drizzle-orm';
import { site } from '~/config/site';
import { blocksToHtml, blocksToText, escapeHtml, parseMarkdown } from '~/lib/newsletter-markdown';
import type { NewsletterIssueView } from '~/lib/newsletter';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { newsletterIssues, newsletterRecipients, users, type NewsletterIssue } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import type { MailMessage, Mailer } from '~/server/mail/mailer';
import { readSettings } from '~/server/settings/store';
import { classifySendError, pauseAfterBatch, type Pace } from './batching';
import { audienceSize, audienceWhere, findIssue, issueView } from './issues';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './tokens';
import { UNSUBSCRIBE_LINK_INVALID } from '~/lib/newsletter';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
  /** The session secret: it signs the unsubscribe tokens. */
  secret: string;
  now(): Date;
}

const base = (siteUrl: string) => siteUrl.replace(/\/$/, '');

/** The member's links to leave: the page the e-mail's link opens, and the one-click address of the header. */
export function unsubscribeLinks(siteUrl: string, token: string) {
  const t = encodeURIComponent(token);
  return { page: `${base(siteUrl)}/newsletter/unsubscribe?token=${t}`, oneClick: `${base(siteUrl)}/api/newsletter/unsubscribe?token=${t}` };
}

/** One issue as one member receives it: the Markdown drawn as HTML and text, the unsubscribe link and headers. */
export async function newsletterMessage(
  deps: Pick<NewsletterDeps, 'siteUrl' | 'brand' | 'secret'>,
  issue: Pick<NewsletterIssue, 'id' | 'subject' | 'body'>,
  to: { id: string; email: string },
  now: Date,
): Promise<MailMessage> {
  const token = await signUnsubscribeToken(deps.secret, { userId: to.id, issueId: issue.id }, now);
  const links = unsubscribeLinks(deps.siteUrl, token);
  const blocks = parseMarkdown(issue.body);
  const why = `You receive this because you chose the ${deps.brand} newsletter.`;
  const text = `${blocksToText(blocks)}\n\n--\n${why}\nUnsubscribe with one click: ${links.page}\n`;
  const html = `${blocksToHtml(blocks)}
<hr>
<p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(links.page)}">Unsubscribe</a> with one click.</p>`;
  return {
    to: to.email,
    subject: issue.subject,
    text,
    html,
    headers: {
      // RFC 2369 and RFC 8058: mail providers show their own "Unsubscribe" and POST the https address.
      'List-Unsubscribe': `<mailto:${site.supportEmail}?subject=unsubscribe>, <${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Send test to me": the issue as members get it, to the admin alone; records no recipient. */
export async function sendTest(deps: NewsletterDeps, issueId: string, admin: { id: string; email: string }): Promise<{ sentTo: string }> {
  const issue = await findIssue(deps.db, issueId);
  const message = await newsletterMessage(deps, issue, admin, deps.now());
  await deps.mailer.send({ ...message, subject: `[Test] ${message.subject}` });
  return { sentTo: admin.email };
}

/**
 * Records the issue's recipients (opted in, verified) once and moves it to "sending". Staff confirm
 * a count: when the audience has changed since, nothing happens and the new count is given.
 */
export async function startSending(
  db: Db,
  issueId: string,
  by: { actor: { id: string; email: string } | null; confirmed?: number; from: Array<NewsletterIssue['status']> },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for('update');
    if (!issue) throw new HttpError(404, 'That newsletter issue does not exist.');
    if (!by.from.includes(issue.status)) throw new HttpError(409, issue.status === 'draft' ? 'This issue is a draft.' : 'This issue has been sent already.');
    const audience = await audienceSize(tx as unknown as Db);
    if (by.confirmed !== undefined && by.confirmed !== audience) {
      throw new HttpError(409, `The audience has changed: ${audience} member${audience === 1 ? '' : 's'} would receive it now. Confirm again.`);
    }
    if (by.confirmed !== undefined && audience === 0) throw new HttpError(409, 'No member has opted in with a verified address yet: nobody would receive it.');
    // One row per member and issue (the unique index): a second start records nobody twice.
    await tx.execute(sql`
      insert into ${newsletterRecipients} (issue_id, user_id, created_at)
      select ${issueId}::uuid, ${users.id}, ${now.toISOString()}::timestamptz from ${users} where ${audienceWhere()}
      on conflict do nothing`);
    await tx
      .update(newsletterIssues)
      .set({ status: 'sending', sendStartedAt: now, sentByEmail: by.actor?.email ?? 'the monthly schedule', recipientCount: audience, updatedAt: now })
      .where(eq(newsletterIssues.id, issueId));
    await recordEvent(tx, {
      category: 'admin',
      action: 'newsletter.send',
      message: `Newsletter "${issue.subject}" sending to ${audience} member${audience === 1 ? '' : 's'}${by.actor ? '' : ' (scheduled for the first of the month)'}`,
      actor: by.actor,
      detail: { issueId, recipients: audience },
      at: now,
    });
    return audience;
  });
}

/** "Send to members": the recipients recorded, then the background function started. */
export async function sendToMembers(
  deps: NewsletterDeps & { dispatch(issueId: string): Promise<void> },
  issueId: string,
  actor: { id: string; email: string },
  confirmed: number,
): Promise<NewsletterIssueView> {
  await startSending(deps.db, issueId, { actor, confirmed, from: ['draft', 'scheduled'] }, deps.now());
  // The rows are recorded: if the dispatch fails, the hourly job resumes the sending.
  await deps
    .dispatch(issueId)
    .catch((error: unknown) => console.error('[newsletter] background send not started:', error instanceof Error ? error.message : error));
  return issueView(deps.db, issueId);
}

export interface DeliverOptions extends Pace {
  /** Waits between batches (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** Stop starting batches after this time; the caller runs again for the rest (a background function has 15 minutes). */
  deadline?: Date;
}

export interface DeliverResult {
  sent: number;
  failed: number;
  /** No recipient is pending: the issue is sent. */
  done: boolean;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends an issue's pending recipients, a batch at a time. A message that was in flight when an
 * earlier run stopped is counted failed, never sent again. A send that fails in a way that may have
 * delivered it stops the run (rethrown) with its row still "sending"; a run after it goes on.
 */
export async function deliverIssue(deps: NewsletterDeps, issueId: string, options: DeliverOptions): Promise<DeliverResult> {
  const { db } = deps;
  const sleep = options.sleep ?? sleepFor;
  const issue = await findIssue(db, issueId);
  const result: DeliverResult = { sent: 0, failed: 0, done: false };
  if (issue.status !== 'sending') return { ...result, done: issue.status === 'sent' };

  const interrupted = await db
    .update(newsletterRecipients)
    .set({ status: 'failed', error: 'Interrupted while sending: it may not have been delivered, so it was not sent again.' })
    .where(and(eq(newsletterRecipients.issueId, issueId), eq(newsletterRecipients.status, 'sending')))
    .returning({ id: newsletterRecipients.id });
  result.failed += interrupted.length;

  for (;;) {
    if (options.deadline && deps.now() >= options.deadline) return result;
    const batch = await db
      .select({ id: newsletterRecipients.id, userId: newsletterRecipients.userId })
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.issueId, issueId), eq(newsletterRecipients.status, 'pending')))
      .orderBy(asc(newsletterRecipients.id))
      .limit(options.batchSize);
    if (!batch.length) break;
    const started = Date.now();
    let attempted = 0;
    for (const row of batch) {
      const [claimed] = await db
        .update(newsletterRecipients)
        .set({ status: 'sending' })
        .where(and(eq(newsletterRecipients.id, row.id), eq(newsletterRecipients.status, 'pending')))
        .returning({ id: newsletterRecipients.id });
      if (!claimed) continue;
      const [member] = row.userId
        ? await db.select({ id: users.id, email: users.email, optIn: users.newsletterOptIn }).from(users).where(eq(users.id, row.userId))
        : [];
      if (!member || !member.optIn) {
        // Left (or deleted the account) after the send began: not a recipient after all.
        await db.delete(newsletterRecipients).where(eq(newsletterRecipients.id, row.id));
        continue;
      }
      attempted++;
      try {
        await deps.mailer.send(await newsletterMessage(deps, issue, member, deps.now()));
      } catch (error) {
        const kind = classifySendError(error);
        if (kind === 'rejected') {
          const reason = error instanceof Error ? error.message.slice(0, 300) : 'Refused by the mail server';
          await db.update(newsletterRecipients).set({ status: 'failed', error: reason }).where(eq(newsletterRecipients.id, row.id));
          result.failed++;
          continue;
        }
        // Never reached a server: it may go again. Otherwise its row stays "sending" for the next run to count failed.
        if (kind === 'not-sent') await db.update(newsletterRecipients).set({ status: 'pending' }).where(eq(newsletterRecipients.id, row.id));
        throw error;
      }
      await db.update(newsletterRecipients).set({ status: 'sent', sentAt: deps.now() }).where(eq(newsletterRecipients.id, row.id));
      result.sent++;
    }
    // Progress, for the hourly job to tell a stalled send from a running one.
    await db.update(newsletterIssues).set({ updatedAt: deps.now() }).where(eq(newsletterIssues.id, issueId));
    const pause = pauseAfterBatch(attempted, Date.now() - started, options.ratePerSecond);
    if (pause > 0) await sleep(pause);
  }

  await db
    .update(newsletterIssues)
    .set({ status: 'sent', sentAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending')));
  await recordEvent(db, {
    category: 'admin',
    action: 'newsletter.sent',
    message: `Newsletter "${issue.subject}" sent`,
    detail: { issueId },
    at: deps.now(),
  });
  return { ...result, done: true };
}

/** A send with no progress for this long is taken as stopped (a background function runs 15 minutes at most). */
export const STALLED_AFTER_MS = 20 * 60_000;

/**
 * The hourly job: with the monthly switch on, scheduled issues whose first of the month has come
 * start sending; and sends that stopped part-way are started again. Answers the issues to dispatch.
 */
export async function dueNewsletterWork(db: Db, now: Date): Promise<{ started: string[]; resumed: string[] }> {
  const started: string[] = [];
  if ((await readSettings(db)).email.monthlyNewsletter) {
    const due = await db
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.scheduledFor, now)));
    for (const { id } of due) {
      await startSending(db, id, { actor: null, from: ['scheduled'] }, now);
      started.push(id);
    }
  }
  const stalled = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, 'sending'), lt(newsletterIssues.updatedAt, new Date(now.getTime() - STALLED_AFTER_MS))));
  return { started, resumed: stalled.map((s) => s.id).filter((id) => !started.includes(id)) };
}

/** One click on the link or the header's POST: the member's newsletter is off, and the issue counts it. */
export async function unsubscribe(deps: Pick<NewsletterDeps, 'db' | 'secret' | 'brand'>, token: string, now: Date): Promise<{ message: string }> {
  const claims = await verifyUnsubscribeToken(deps.secret, token, now);
  if (!claims) throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID);
  const { db } = deps;
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ newsletterOptIn: false, newsletterChoiceAt: now, updatedAt: now })
      .where(and(eq(users.id, claims.userId), eq(users.newsletterOptIn, true)))
      .returning({ id: users.id });
    // Counted once, for the issue whose link it was, and only when it turned the newsletter off.
    if (member)
      await tx
        .update(newsletterRecipients)
        .set({ unsubscribedAt: now })
        .where(
          and(
            eq(newsletterRecipients.issueId, claims.issueId),
            eq(newsletterRecipients.userId, claims.userId),
            isNull(newsletterRecipients.unsubscribedAt),
            inArray(newsletterRecipients.status, ['sent', 'sending', 'failed']),
          ),
        );
  });
  return {
    message: `You have left the ${deps.brand} newsletter: no more issues will be sent to you. You can opt in again under Account → E-mail preferences.`,
  };
}
