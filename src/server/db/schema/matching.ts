/** PivotMatch: uploaded resumes and what was read from them, the job corpus, and Elite saved searches and history. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SkillEvidence } from '~/lib/pivotmatch';
import type { ResumeRoles } from '~/lib/resume-roles';
import { users } from './accounts';
import { createdAt } from './columns';

/** The person's own location read from a resume, normalised to `City, ST` or Remote. */
export interface ResumeLocation {
  city: string | null;
  state: string | null;
  remote: boolean;
}

/**
 * One uploaded resume and what was read from it. Owned by an account, or by the browser that
 * uploaded it (a random token in a cookie, stored hashed) when signed out.
 */
export const resumeSessions = pgTable(
  'resume_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerTokenHash: text('owner_token_hash'),
    status: text('status', { enum: ['uploading', 'processing', 'completed', 'failed'] }).notNull(),
    failureReason: text('failure_reason'),
    blobKey: text('blob_key').notNull(),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind', { enum: ['pdf', 'docx'] }),
    sizeBytes: integer('size_bytes').notNull(),
    /** Bytes received so far when the file arrives in parts. */
    receivedBytes: integer('received_bytes').notNull().default(0),
    /** The vocabulary's names of the skills read (what matching and saved searches use). */
    skills: jsonb('skills').$type<string[]>(),
    location: jsonb('location').$type<ResumeLocation>(),
    /**
     * Each skill as the resume writes it, with its vocabulary entry and the text behind it; null
     * for sessions completed before evidence was kept (migration 0014 gave older rows names).
     */
    skillEvidence: jsonb('skill_evidence').$type<SkillEvidence[]>(),
    /**
     * The current and target roles read from the resume (or chosen by its owner), each with its
     * O*NET occupation; null for sessions completed before roles were read.
     */
    roles: jsonb('roles').$type<ResumeRoles>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Signed-out visitors' resumes are deleted after this (24 hours). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('resume_sessions_user_idx').on(t.userId), index('resume_sessions_expires_idx').on(t.expiresAt)],
);

/** The job corpus PivotMatch ranks: seeded from our templates and imported from job boards. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    city: text('city'),
    state: text('state'),
    remote: boolean('remote').notNull().default(false),
    description: text('description').notNull(),
    /** Canonical skill names from src/server/skills/taxonomy.ts. */
    skills: text('skills').array().notNull(),
    /**
     * The job's O*NET-SOC occupation: the one a sample listing was generated from, or the one an
     * imported listing's title names (null when no title mapping is good enough).
     */
    occupationCode: text('occupation_code'),
    /** 1 for a generated listing; the title mapping's confidence (0–1) for an imported one. */
    occupationConfidence: real('occupation_confidence'),
    link: text('link').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_source_external_key').on(t.source, t.externalId),
    index('jobs_skills_gin').using('gin', t.skills),
    index('jobs_state_idx').on(t.state),
    index('jobs_occupation_idx').on(t.occupationCode),
  ],
);

/** An Elite member's saved PivotMatch search: the resume's skills and place at saving time, and the filters. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    resumeSessionId: uuid('resume_session_id').references(() => resumeSessions.id, { onDelete: 'set null' }),
    skills: jsonb('skills').$type<string[]>().notNull(),
    location: jsonb('location').$type<ResumeLocation | null>(),
    /** The roles the search ranks toward, as they were when it was saved (null: saved before roles were read). */
    roles: jsonb('roles').$type<ResumeRoles | null>(),
    filters: jsonb('filters').$type<{ location: string[]; title: string[]; company: string[] }>().notNull(),
    /** New-match e-mails for this search (daily). */
    alertsOn: boolean('alerts_on').notNull().default(true),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Jobs a saved search has already matched: a job is announced in an alert once, the first time it matches. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    matchPercentage: integer('match_percentage').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an alert named it; null for matches found when the search was saved. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.jobId] })],
);

/** An Elite member's past PivotMatch searches, with what they found. */
export const matchHistory = pgTable(
  'match_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeSessionId: uuid('resume_session_id').references(() => resumeSessions.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    filters: jsonb('filters').$type<{ location: string[]; title: string[]; company: string[] }>().notNull(),
    resultCount: integer('result_count').notNull(),
    /** The best few results as shown (title, company, location, percentage, link). */
    topMatches: jsonb('top_matches').$type<Record<string, unknown>[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('match_history_user_idx').on(t.userId, t.createdAt)],
);

export type ResumeSession = typeof resumeSessions.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type MatchHistoryEntry = typeof matchHistory.$inferSelect;
