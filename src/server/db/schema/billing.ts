/** Subscriptions and payments, and what accounting keeps of deleted accounts. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_CYCLES, BILLING_PROVIDERS, PLAN_KEYS, SUBSCRIPTION_STATUSES, type RefundTerms } from '~/lib/catalogue';
import type { RewardDiscount } from '~/lib/referral';
import { users } from './accounts';
import { createdAt } from './columns';

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
    /** Made by the local test-mode checkout, not a payment provider (decision 0010). */
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

export type Subscription = typeof subscriptions.$inferSelect;
