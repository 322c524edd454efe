/** The Premium interview suite: the work-style assessment, mock interviews and practice recordings. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** A member's work-style assessment; every take is kept, so retakes can be compared. */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The questionnaire's version, so an old take is read against the items it was given. */
    version: text('version').notNull(),
    /** One answer per item, 1 (strongly disagree) to 5 (strongly agree). */
    answers: jsonb('answers').$type<number[]>().notNull(),
    /** Nine type scores, type 1 first, each 0 to 100. */
    typeScores: jsonb('type_scores').$type<number[]>().notNull(),
    primaryType: integer('primary_type').notNull(),
    /** O*NET work-style element id → the member's score on O*NET's importance scale (1 to 5). */
    workStyles: jsonb('work_styles').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assessment_results_user_idx').on(t.userId, t.createdAt)],
);

/** A mock interview: a target role, optionally a company and a job description, and the questions drawn for it. */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleTitle: text('role_title').notNull(),
    /** The O*NET-SOC code the role was matched to, when it was. */
    occupationCode: text('occupation_code'),
    company: text('company').notNull().default(''),
    jobDescription: text('job_description').notNull().default(''),
    /** The questions drawn for this session, in order (shape: src/lib/interviews.ts). */
    questions: jsonb('questions').$type<unknown[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** A voice or video practice answer: the file is in Blobs, private to its member. */
export const practiceRecordings = pgTable(
  'practice_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => interviewSessions.id, { onDelete: 'set null' }),
    question: text('question').notNull().default(''),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    hasVideo: boolean('has_video').notNull().default(false),
    transcript: text('transcript').notNull().default(''),
    /** Pace, fillers, pauses and length from the transcript and timing (shape: src/lib/speech-metrics.ts). */
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('practice_recordings_user_idx').on(t.userId, t.createdAt), uniqueIndex('practice_recordings_blob_key').on(t.blobKey)],
);

/** One answer to one question of a mock interview, with its STAR feedback; re-answering adds a row. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    mode: text('mode', { enum: ['typed', 'spoken'] })
      .notNull()
      .default('typed'),
    recordingId: uuid('recording_id').references(() => practiceRecordings.id, { onDelete: 'set null' }),
    /** Spoken answers only: how long it took, for the pace. */
    durationMs: integer('duration_ms'),
    /** STAR parts, quotes, length, specificity, ownership and the next step (shape: src/lib/star.ts). */
    feedback: jsonb('feedback').$type<Record<string, unknown>>().notNull(),
    starScore: integer('star_score').notNull(),
    /** Which engine wrote the feedback: the built-in one or the configured model. */
    engine: text('engine', { enum: ['built-in', 'model'] })
      .notNull()
      .default('built-in'),
    createdAt: createdAt(),
  },
  (t) => [index('interview_answers_session_idx').on(t.sessionId, t.createdAt), index('interview_answers_user_idx').on(t.userId, t.createdAt)],
);

export type AssessmentResult = typeof assessmentResults.$inferSelect;
export type InterviewSession = typeof interviewSessions.$inferSelect;
export type PracticeRecording = typeof practiceRecordings.$inferSelect;
export type InterviewAnswer = typeof interviewAnswers.$inferSelect;
