import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BILLING_CYCLES,
  BILLING_PROVIDERS,
  COACHING_BOOKING_STATES,
  INTRODUCTION_STATES,
  PLAN_KEYS,
  PLAN_STEP_KINDS,
  REFERRAL_REWARD_STATES,
  REFERRAL_STATES,
  SUBSCRIPTION_STATUSES,
  SUPPORT_PRIORITIES,
  SUPPORT_STATES,
  TRACKED_JOB_SOURCES,
  TRACKER_STAGES,
  type PlanKey,
  type RefundTerms,
} from '../../lib/catalogue';
import type { RewardDiscount } from '../../lib/referral';
import { RESUME_TEMPLATES, RESUME_VERSION_KINDS, type ResumeData } from '../../lib/resume';
import { COVER_LETTER_LIMITS, type LetterRequirements } from '../../lib/cover-letter';
import type { SkillEvidence } from '../../lib/pivotmatch';
import type { ResumeRoles } from '../../lib/resume-roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the password was last set: the System tab's password expiry counts from it. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner used a verification link sent to this address; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The authenticator app's shared secret (TOTP), sealed with a key derived from the session
     * secret so a copy of the database alone cannot mint codes. Set at enrolment, before it is on.
     */
    totpSecret: text('totp_secret'),
    /** When two-factor sign-in by authenticator app was turned on; null: off. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is good once, never replayed. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail is unique whatever its case: the index is on lower(email).
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, for the account page's list of sessions. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    interval: text('interval', { enum: BILLING_CYCLES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The member cancelled: access runs to the period end, then the subscription ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Made by the local test-mode checkout, not a payment provider (decisions.md). */
    isTest: boolean('is_test').notNull().default(false),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull().default('test'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The friend discount applied at checkout, if any. */
    discount: jsonb('discount').$type<{ percent: number; months: number; code: string } | null>(),
    /** The refund terms of the legal pages for this subscription's cycle (catalogue). */
    refundTerms: jsonb('refund_terms').$type<RefundTerms>(),
    /** When the provider event that set the current state happened: older events never overwrite it. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull().defaultNow(),
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /**
     * Share & Save rewards recorded on a test-mode subscription (Stripe keeps them as customer
     * balance and coupons): free months as credit in cents, and the percentage discounts granted.
     */
    rewardCreditCents: integer('reward_credit_cents').notNull().default(0),
    rewardDiscounts: jsonb('reward_discounts').$type<RewardDiscount[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/**
 * Every payment event we processed, by the provider's event id, written in the same transaction
 * as its effect: a redelivered event is recognised and does nothing.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  /** What processing did: applied, stale (older than the stored state) or ignored. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each member's one referral code (Share & Save). A disabled code no longer gives the discount. */
export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** A friend who subscribed with a member's code: one per referred member. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    state: text('state', { enum: REFERRAL_STATES }).notNull().default('pending'),
    createdAt: createdAt(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/**
 * The reward ledger: each tier a referrer reaches, granted once (the unique index is what makes a
 * second run of the daily job grant nothing), then applied to their subscription.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tier, by the referrals it takes (1, 3, 5, 10). */
    tier: integer('tier').notNull(),
    /** Counted referrals when it was granted. */
    referralCount: integer('referral_count').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: REFERRAL_REWARD_STATES }).notNull().default('waiting'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** What was done to the subscription, for the member, the admin and support. */
    applied: jsonb('applied').$type<AppliedReward>(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('referral_rewards_referrer_tier_key').on(t.referrerId, t.tier)],
);

export interface AppliedReward {
  provider: 'test' | 'stripe';
  plan: PlanKey;
  creditCents: number;
  upgradeTo: PlanKey | null;
  discounts: RewardDiscount[];
  /** Stripe's ids for what it recorded (the balance transaction, the coupons). */
  stripe?: { balanceTransactionId?: string; coupons?: string[] };
}

/** Each e-mailed invitation, for the daily limit and the 7-day rule per address. */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, so the same address in another case is the same address. */
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_invitations_referrer_sent_idx').on(t.referrerId, t.sentAt)],
);

/** Settings admins change (trial length, reminder, friend discount, …): one JSON value per key. */
/**
 * The audit and system log: append-only (the application never updates or deletes a row, only the
 * retention purge removes old ones). Never holds a password, token or secret.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    level: text('level', { enum: ['info', 'warning', 'error'] }).notNull(),
    category: text('category', { enum: ['auth', 'admin', 'payment', 'system'] }).notNull(),
    /** What happened, as a stable key: "settings.update", "login.failed". */
    action: text('action').notNull(),
    message: text('message').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown at the time (kept when the account is deleted). */
    actorEmail: text('actor_email'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_category_at_idx').on(t.category, t.at)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token; the token itself exists only in the e-mail. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per attempt of a rate-limited action, counted in a sliding window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_created_idx').on(t.key, t.createdAt)],
);

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

/** The career-change plan's tasks a member has ticked off (tasks are content: content/guidance). */
export const checklistProgress = pgTable(
  'checklist_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

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

// ---- Premium interview suite (issue 13) ----

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

// ---------------------------------------------------------------------------------------
// Elite and the Career Opportunity Navigator (issue 14)

/** A member's plan to move into one target occupation, made from a navigator path. */
export const pivotPlans = pgTable(
  'pivot_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The O*NET-SOC code of the target occupation. */
    occupationCode: text('occupation_code').notNull(),
    occupationTitle: text('occupation_title').notNull(),
    /** The path as the navigator scored it when the plan was made (score, transfers, gaps). */
    pathSnapshot: jsonb('path_snapshot').$type<Record<string, unknown>>().notNull(),
    /** The date the member wants to be ready by. */
    targetDate: date('target_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pivot_plans_user_occupation_key').on(t.userId, t.occupationCode)],
);

/** One step of a pivot plan: learn, practise or prove a missing skill, or talk to and apply in the field. */
export const pivotPlanSteps = pgTable(
  'pivot_plan_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => pivotPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: PLAN_STEP_KINDS }).notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    /** The missing skill, knowledge area or tool the step closes, when it closes one. */
    skill: text('skill'),
    dueOn: date('due_on', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** A tracked job the step is about (an application, an informational interview). */
    trackedJobId: uuid('tracked_job_id').references(() => trackedJobs.id, { onDelete: 'set null' }),
    /** A career-change checklist item the step ticks (content/guidance). */
    checklistItem: text('checklist_item'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pivot_plan_steps_plan_idx').on(t.planId, t.position), index('pivot_plan_steps_user_idx').on(t.userId)],
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

/** An Elite member's request to be introduced to a hiring team, worked by staff in /admin. */
export const introductionRequests = pgTable(
  'introduction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedJobId: uuid('tracked_job_id').references(() => trackedJobs.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    role: text('role').notNull(),
    why: text('why').notNull(),
    status: text('status', { enum: INTRODUCTION_STATES }).notNull().default('requested'),
    /** What staff tell the member with the outcome (who they were introduced to, or why not). */
    outcome: text('outcome').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('introduction_requests_user_idx').on(t.userId, t.createdAt), index('introduction_requests_status_idx').on(t.status, t.createdAt)],
);

/** Every state an introduction request passed through, when and by whom. */
export const introductionEvents = pgTable(
  'introduction_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    introductionId: uuid('introduction_id')
      .notNull()
      .references(() => introductionRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTRODUCTION_STATES }).notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('introduction_events_request_idx').on(t.introductionId, t.at)],
);

/** A support request (a thread); Elite requests are VIP: first in the queue, with the shorter first-response target. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_STATES }).notNull().default('open'),
    priority: text('priority', { enum: SUPPORT_PRIORITIES }).notNull(),
    /** When staff should have answered first, from the priority's target at the time of asking. */
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId, t.createdAt), index('support_requests_queue_idx').on(t.status, t.priority, t.firstResponseDueAt)],
);

/** One message of a support thread, from the member or from staff. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['member', 'staff'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt)],
);

/** An executive coaching session time published by staff. */
export const coachingSlots = pgTable(
  'coaching_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachName: text('coach_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The coach's IANA time zone, for showing the time as the coach sees it. */
    timeZone: text('time_zone').notNull(),
    /** Where the session happens (a video link or a phone number). */
    meetingUrl: text('meeting_url').notNull().default(''),
    /** Withdrawn slots stay for the record but cannot be booked. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('coaching_slots_starts_idx').on(t.startsAt)],
);

/** A member's booking of a coaching slot; at most one live booking per slot, enforced by the database. */
export const coachingBookings = pgTable(
  'coaching_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => coachingSlots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COACHING_BOOKING_STATES }).notNull().default('booked'),
    /** What the member wants to work on. */
    topic: text('topic').notNull().default(''),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coaching_bookings_live_slot_key')
      .on(t.slotId)
      .where(sql`${t.status} = 'booked'`),
    index('coaching_bookings_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Single-use links sent by e-mail about the address itself: "verify" proves the address on the
 * account; "change" moves the account to `email` only when the link is used.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change'] }).notNull(),
    /** The address the link was sent to (the new one, for a change). */
    email: text('email').notNull(),
    /** SHA-256 of the token; the token itself exists only in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Two-factor recovery codes: ten per enrolment, stored hashed, each good once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys) a member registered; each can sign in without a password. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url, as the authenticator names it. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The member's name for it ("Laptop", "Phone"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * Short-lived server-side state of a sign-in or enrolment in progress: a WebAuthn challenge, or a
 * password already checked that waits for its second factor. Used once; expires in minutes.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['passkey-register', 'passkey-signin', 'second-factor', 'totp-enrol'] }).notNull(),
    challenge: text('challenge'),
    /** Wrong codes tried against this challenge (the lockout counts them as failed sign-ins too). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * What accounting must keep of a deleted account's subscriptions, with the person's identity
 * removed: no user id, e-mail or customer id, only the payment facts and the provider's
 * subscription reference for reconciling invoices.
 */
export const retainedPayments = pgTable('retained_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  plan: text('plan', { enum: PLAN_KEYS }).notNull(),
  interval: text('interval', { enum: BILLING_CYCLES }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  retainedAt: timestamp('retained_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmailToken = typeof emailTokens.$inferSelect;
export type RecoveryCode = typeof recoveryCodes.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type AuthChallenge = typeof authChallenges.$inferSelect;

export type PivotPlan = typeof pivotPlans.$inferSelect;
export type PivotPlanStep = typeof pivotPlanSteps.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type MatchHistoryEntry = typeof matchHistory.$inferSelect;
export type IntroductionRequest = typeof introductionRequests.$inferSelect;
export type SupportRequest = typeof supportRequests.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type CoachingSlot = typeof coachingSlots.$inferSelect;
export type CoachingBooking = typeof coachingBookings.$inferSelect;

export type AssessmentResult = typeof assessmentResults.$inferSelect;
export type InterviewSession = typeof interviewSessions.$inferSelect;
export type InterviewAnswer = typeof interviewAnswers.$inferSelect;
export type PracticeRecording = typeof practiceRecordings.$inferSelect;
export type TrackedJobContact = typeof trackedJobContacts.$inferSelect;
export type TrackedJobFile = typeof trackedJobFiles.$inferSelect;
export type NetworkingMessage = typeof networkingMessages.$inferSelect;

export type TrackedJob = typeof trackedJobs.$inferSelect;
export type CoverLetter = typeof coverLetters.$inferSelect;
export type Resume = typeof resumes.$inferSelect;
export type ResumeSession = typeof resumeSessions.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type ReferralReward = typeof referralRewards.$inferSelect;
