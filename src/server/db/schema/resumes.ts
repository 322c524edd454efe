/** The resume builder and cover letters. */
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EXPORT_FORMATS } from '~/lib/export';
import { RESUME_TEMPLATES, RESUME_VERSION_KINDS, type ResumeData } from '~/lib/resume';
import { COVER_LETTER_LIMITS, type LetterRequirements } from '~/lib/cover-letter';
import { users } from './accounts';
import { trackedJobs } from './tracker';
import { createdAt } from './columns';

/** A resume in the builder: one per target role; the resume itself is JSON Resume data. */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    targetRole: text('target_role').notNull().default(''),
    template: text('template', { enum: RESUME_TEMPLATES }).notNull().default('ats'),
    data: jsonb('data').$type<ResumeData>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resumes_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A resume downloaded as PDF or DOCX: one row per resume and UTC day, the first format of the day.
 * The Career Game counts these (a real action that otherwise leaves no trace); repeated downloads
 * the same day add nothing, so the table stays small.
 */
export const resumeExports = pgTable(
  'resume_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    format: text('format', { enum: EXPORT_FORMATS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resume_exports_resume_day_key').on(t.resumeId, t.day), index('resume_exports_user_idx').on(t.userId)],
);

/** Earlier states of a resume (the last 20), so a member can put one back. */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    targetRole: text('target_role').notNull().default(''),
    template: text('template', { enum: RESUME_TEMPLATES }).notNull().default('ats'),
    data: jsonb('data').$type<ResumeData>().notNull(),
    /** created (blank or imported) and restored states are kept as they are; autosaves close together share one version. */
    kind: text('kind', { enum: RESUME_VERSION_KINDS }).notNull().default('autosave'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_versions_resume_idx').on(t.resumeId, t.savedAt)],
);

/**
 * A member's cover letters: drafted from one of their resumes and a pasted job description, then
 * edited; optionally for a job of their tracker. The resume or the job may be deleted later: the
 * letter stays.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    trackedJobId: uuid('tracked_job_id').references(() => trackedJobs.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    role: text('role').notNull(),
    jobDescription: text('job_description').notNull().default(''),
    greeting: text('greeting').notNull().default(''),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    closing: text('closing').notNull().default(''),
    /** What the letter was drafted against (matched requirements and gaps), shown beside it. */
    requirements: jsonb('requirements').$type<LetterRequirements>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cover_letters_user_idx').on(t.userId, t.updatedAt),
    check('cover_letters_job_description_length', sql`char_length(${t.jobDescription}) <= ${sql.raw(String(COVER_LETTER_LIMITS.jobDescription))}`),
  ],
);

export type Resume = typeof resumes.$inferSelect;
export type CoverLetter = typeof coverLetters.$inferSelect;
