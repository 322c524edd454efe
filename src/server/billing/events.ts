import type { BillingCycle, BillingProviderKey, PlanKey, SubscriptionStatus } from '~/lib/catalogue';
import type { BillingEventOutcome } from '~/lib/billing';

/** A subscription as a payment provider reports it at one moment. */
export interface SubscriptionState {
  plan: PlanKey;
  interval: BillingCycle;
  status: SubscriptionStatus;
  amountCents: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

interface EventBase {
  /** The provider's event id: each is processed once. */
  id: string;
  provider: Exclude<BillingProviderKey, 'seed'>;
  /** The provider's event type, kept for the record (e.g. customer.subscription.updated). */
  type: string;
  /** When the provider says it happened: an older event never overwrites a newer state. */
  occurredAt: Date;
}

/**
 * What the rest of the product hears from payments. The Stripe provider translates webhooks into
 * these and the test-mode provider makes them directly, so nothing downstream can tell them apart.
 */
export type BillingEvent =
  | (EventBase & {
      kind: 'subscription.changed';
      /** Only creates a row; never overwrites one (a created event arriving after an update). */
      createOnly?: boolean;
      providerSubscriptionId: string;
      providerCustomerId: string | null;
      /** Our user, from the checkout's metadata; needed only to create the row. */
      userId: string | null;
      isTest: boolean;
      discount?: { percent: number; months: number; code: string } | null;
      state: SubscriptionState;
    })
  | (EventBase & { kind: 'checkout.completed'; providerSubscriptionId: string | null; providerCustomerId: string | null; userId: string | null })
  | (EventBase & { kind: 'payment.succeeded'; providerSubscriptionId: string; amountCents: number; periodEnd: Date | null })
  | (EventBase & { kind: 'payment.failed'; providerSubscriptionId: string; amountCents: number })
  | (EventBase & {
      kind: 'payment.refunded';
      /** A charge names its customer, not its subscription: the refund is the customer's latest subscription's. */
      providerCustomerId: string;
      amountCents: number;
      /** The whole charge came back; a partial refund (a goodwill credit) leaves the subscription as it is. */
      fullyRefunded: boolean;
    })
  | (EventBase & { kind: 'ignored' });

/** What processing one event did. */
export type EventOutcome = BillingEventOutcome;

/** E-mails an event causes, sent after its transaction commits. */
export type BillingNotice =
  { kind: 'payment-failed'; subscriptionId: string } | { kind: 'canceled'; subscriptionId: string } | { kind: 'trial-ending'; subscriptionId: string };
