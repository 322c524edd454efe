/** The members' newsletter (issue 32): issues staff write, and each issue's recipients. */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * One issue of the newsletter: a draft until it is sent; "scheduled" waits for the first of the
 * month (the monthly newsletter switch); "sending" while the background function works through its
 * recipients; "sent" once none is pending.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown, rendered for the e-mail and the preview by src/lib/newsletter-markdown.ts (never as raw HTML). */
    body: text('body').notNull(),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    /** The first of the month it goes out on, while scheduled. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** Who started the sending (kept as shown then, like the audit log). */
    sentByEmail: text('sent_by_email'),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many recipients the send recorded. */
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_issues_status_idx').on(t.status, t.scheduledFor)],
);

/**
 * Each recipient of an issue, recorded once (the unique index) before anything is sent, so a send
 * that stops part-way resumes with the rest and nobody gets a second copy. "sending" marks the one
 * message in flight: a run that dies there cannot know whether it left, so a resume counts it
 * failed rather than send it again. The member's id goes (set null) when the account is deleted;
 * the row then holds no identity and still counts in the issue's history.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why a message failed (the mail server's answer, or an interrupted send); never an address. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the member left the newsletter through this issue's link or header. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_recipients_issue_user_key').on(t.issueId, t.userId), index('newsletter_recipients_issue_status_idx').on(t.issueId, t.status)],
);

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;
export type NewsletterRecipient = typeof newsletterRecipients.$inferSelect;
