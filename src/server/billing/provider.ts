import type { BillingCycle, PlanKey } from '~/lib/catalogue';
import type { RewardEffect } from '~/lib/referral';
import type { BillingEvent } from './events';

/** One checkout attempt, priced and decided by our domain before any provider sees it. */
export interface CheckoutOrder {
  userId: string;
  email: string;
  plan: PlanKey;
  cycle: BillingCycle;
  amountCents: number;
  /** 0 when the account has had a subscription before. */
  trialDays: number;
  discount: { percent: number; months: number; code: string } | null;
  /** The same attempt repeated (a retry, a double submit) makes one checkout. */
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
  /** The provider's customer from an earlier subscription, reused so history stays together. */
  customerId: string | null;
}

/** Payments behind one interface: Stripe with a key, the built-in test mode without. */
export interface BillingProvider {
  readonly mode: 'test' | 'stripe';
  /** Where to send the browser next, and the events that already happened (test mode only). */
  startCheckout(order: CheckoutOrder, now: Date): Promise<{ url: string; events: BillingEvent[] }>;
  /**
   * Puts a referral reward on a subscription the provider bills (Stripe: customer balance, the
   * Premium price, coupons). Absent in test mode, where the reward is recorded on our own row.
   * `rewardKey` makes a retry after a failure a no-op at the provider.
   */
  applyReward?(target: RewardTarget, effect: RewardEffect, rewardKey: string): Promise<{ balanceTransactionId?: string; coupons: string[] }>;
  /**
   * Ends a subscription at the provider at once, with no proration and no further invoice (account
   * deletion). A subscription the provider no longer knows counts as ended.
   */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** The provider's self-service page for a customer (cancel, switch, card). */
  portalUrl(input: { customerId: string | null; returnUrl: string }): Promise<string>;
}

export class WebhookSignatureError extends Error {}

/** The provider's subscription a reward is applied to. */
export interface RewardTarget {
  providerSubscriptionId: string;
  customerId: string;
  cycle: BillingCycle;
}
