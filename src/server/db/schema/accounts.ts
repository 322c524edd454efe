/** Accounts and signing in: people, their sessions, password and e-mail links, two-factor, passkeys and rate limits. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
    /** The members' newsletter: off until the member ticks it (at sign-up or on /account). */
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    /** When the member last chose (in or out), the consent's record; null: never asked. */
    newsletterChoiceAt: timestamp('newsletter_choice_at', { withTimezone: true }),
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

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type EmailToken = typeof emailTokens.$inferSelect;
export type RecoveryCode = typeof recoveryCodes.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type AuthChallenge = typeof authChallenges.$inferSelect;
