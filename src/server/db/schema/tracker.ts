/** The job tracker: tracked jobs, their contacts and files, and networking messages. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRACKED_JOB_SOURCES, TRACKER_STAGES } from '~/lib/catalogue';
import { users } from './accounts';
import { createdAt } from './columns';

/** A job a member tracks on their board (Pivot toolkit): saved by hand, from PivotMatch or from a link. */
export const trackedJobs = pgTable(
  'tracked_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    link: text('link'),
    source: text('source', { enum: TRACKED_JOB_SOURCES }).notNull().default('manual'),
    stage: text('stage', { enum: TRACKER_STAGES }).notNull().default('saved'),
    notes: text('notes').notNull().default(''),
    appliedOn: date('applied_on', { mode: 'string' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** The follow-up date whose reminder was e-mailed: one e-mail per date, however often the job runs. */
    followUpRemindedOn: date('follow_up_reminded_on', { mode: 'string' }),
    /** Advanced tracker (Premium): the next interview, for the .ics download. */
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    /** Advanced tracker (Premium): the pay on offer, whole currency units, per salaryPeriod. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    salaryPeriod: text('salary_period', { enum: ['year', 'month', 'hour'] })
      .notNull()
      .default('year'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracked_jobs_user_idx').on(t.userId, t.stage),
    // The same posting saved twice is one card.
    uniqueIndex('tracked_jobs_user_link_key')
      .on(t.userId, t.link)
      .where(sql`${t.link} is not null`),
  ],
);

/** People at a tracked job's company (advanced tracker, Premium). */
export const trackedJobContacts = pgTable(
  'tracked_job_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedJobId: uuid('tracked_job_id')
      .notNull()
      .references(() => trackedJobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    linkedin: text('linkedin'),
    notes: text('notes').notNull().default(''),
    lastContactedOn: date('last_contacted_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_job_contacts_job_idx').on(t.trackedJobId), index('tracked_job_contacts_user_idx').on(t.userId)],
);

/** Files attached to a tracked job (advanced tracker, Premium); the bytes are in Blobs. */
export const trackedJobFiles = pgTable(
  'tracked_job_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedJobId: uuid('tracked_job_id')
      .notNull()
      .references(() => trackedJobs.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tracked_job_files_job_idx').on(t.trackedJobId), uniqueIndex('tracked_job_files_blob_key').on(t.blobKey)],
);

/** Networking and follow-up messages a member sent through the mailer (copies are not recorded). */
export const networkingMessages = pgTable(
  'networking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedJobId: uuid('tracked_job_id').references(() => trackedJobs.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => trackedJobContacts.id, { onDelete: 'set null' }),
    /** The template's key (content/networking). */
    template: text('template').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('networking_messages_user_idx').on(t.userId, t.sentAt)],
);

export type TrackedJob = typeof trackedJobs.$inferSelect;
export type TrackedJobContact = typeof trackedJobContacts.$inferSelect;
export type TrackedJobFile = typeof trackedJobFiles.$inferSelect;
export type NetworkingMessage = typeof networkingMessages.$inferSelect;
