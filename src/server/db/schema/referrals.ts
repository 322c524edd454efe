/** Share & Save: referral codes, referred friends, the reward ledger and invitations. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REFERRAL_REWARD_STATES, REFERRAL_STATES, type PlanKey } from '~/lib/catalogue';
import type { RewardDiscount } from '~/lib/referral';
import { users } from './accounts';
import { subscriptions } from './billing';
import { createdAt } from './columns';

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

export type ReferralReward = typeof referralRewards.$inferSelect;
