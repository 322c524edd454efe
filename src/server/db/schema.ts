import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    plan: text('plan', { enum: ['pivot', 'premium', 'elite'] }).notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    interval: text('interval', { enum: ['monthly', 'annual'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Made by the local test-mode checkout, not a payment provider (decisions.md). */
    isTest: boolean('is_test').notNull().default(false),
    provider: text('provider', { enum: ['test', 'stripe', 'seed'] })
      .notNull()
      .default('test'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

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
    skills: jsonb('skills').$type<string[]>(),
    location: jsonb('location').$type<ResumeLocation>(),
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
    link: text('link').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_source_external_key').on(t.source, t.externalId),
    index('jobs_skills_gin').using('gin', t.skills),
    index('jobs_state_idx').on(t.state),
  ],
);

export type ResumeSession = typeof resumeSessions.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
