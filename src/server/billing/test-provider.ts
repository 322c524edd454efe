import { createHash, randomUUID } from 'node:crypto';
import { addCycle, type BillingCycle, type PlanKey } from '~/lib/catalogue';
import type { Subscription } from '~/server/db/schema';
import type { BillingEvent, SubscriptionState } from './events';
import type { BillingProvider, CheckoutOrder } from './provider';

/** The test-mode portal: a page of our own dashboard instead of Stripe's. */
export const TEST_PORTAL_PATH = '/dashboard/billing';

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

const DAY = 24 * 3600_000;

/**
 * Test mode (no STRIPE_SECRET_KEY): no money moves, but checkout records a real subscription
 * (marked test) through the same events Stripe's webhooks become.
 */
export function testProvider(): BillingProvider {
  return {
    mode: 'test',
    async startCheckout(order: CheckoutOrder, now: Date) {
      const attempt = digest(order.idempotencyKey);
      const trialEndsAt = order.trialDays > 0 ? new Date(now.getTime() + order.trialDays * DAY) : null;
      const state: SubscriptionState = {
        plan: order.plan,
        interval: order.cycle,
        status: trialEndsAt ? 'trialing' : 'active',
        amountCents: order.amountCents,
        currentPeriodStart: now,
        // Like Stripe: during a trial the first period is the trial.
        currentPeriodEnd: trialEndsAt ?? addCycle(now, order.cycle),
        trialEndsAt,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      };
      const event: BillingEvent = {
        kind: 'subscription.changed',
        id: `evt_test_${attempt}`,
        provider: 'test',
        type: 'customer.subscription.created',
        occurredAt: now,
        providerSubscriptionId: `sub_test_${attempt}`,
        providerCustomerId: order.customerId ?? `cus_test_${digest(order.userId)}`,
        userId: order.userId,
        isTest: true,
        discount: order.discount,
        state,
      };
      return { url: order.successUrl, events: [event] };
    },
    async cancelNow() {
      // No money moves in test mode: nothing will be charged, so there is nothing to stop.
    },
    async portalUrl() {
      return TEST_PORTAL_PATH;
    },
  };
}

export type TestPortalAction =
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'switch'; plan: PlanKey; billing: BillingCycle; amountCents: number }
  | { action: 'fail-payment' }
  | { action: 'pay' };

/** What the test-mode portal's buttons do, as the events Stripe would send for the same change. */
export function testPortalEvent(row: Subscription, change: TestPortalAction, now: Date): BillingEvent {
  const base = { id: `evt_test_${randomUUID()}`, provider: 'test' as const, occurredAt: now, providerSubscriptionId: row.providerSubscriptionId! };
  const state: SubscriptionState = {
    plan: row.plan,
    interval: row.interval,
    status: row.status,
    amountCents: row.amountCents,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEndsAt: row.trialEndsAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
  };
  switch (change.action) {
    case 'fail-payment':
      return { ...base, kind: 'payment.failed', type: 'invoice.payment_failed', amountCents: row.amountCents };
    case 'pay':
      // A trial that converts, or a past-due one that is paid, starts a fresh paid period.
      return {
        ...base,
        kind: 'payment.succeeded',
        type: 'invoice.paid',
        amountCents: row.amountCents,
        periodEnd: row.status === 'active' ? null : addCycle(now, row.interval),
      };
    case 'cancel':
      Object.assign(state, { cancelAtPeriodEnd: true, canceledAt: now });
      break;
    case 'resume':
      Object.assign(state, { cancelAtPeriodEnd: false, canceledAt: null });
      break;
    case 'switch':
      Object.assign(state, { plan: change.plan, amountCents: change.amountCents });
      // A new cycle starts a new period (as Stripe resets the billing anchor); a trial keeps its end.
      if (change.billing !== row.interval) {
        state.interval = change.billing;
        if (row.status !== 'trialing') Object.assign(state, { currentPeriodStart: now, currentPeriodEnd: addCycle(now, change.billing) });
      }
      break;
  }
  return { ...base, kind: 'subscription.changed', type: 'customer.subscription.updated', providerCustomerId: null, userId: row.userId, isTest: true, state };
}

/**
 * A test-mode trial that reached its end unpaid (the portal's "pay" was never pressed) ends, as
 * Stripe ends a trial it cannot charge: canceled at the trial end. One id per subscription, so two
 * runs of the job end it once.
 */
export function trialEndedEvent(row: Subscription, now: Date): BillingEvent {
  const endedAt = row.trialEndsAt ?? row.currentPeriodEnd;
  return {
    kind: 'subscription.changed',
    id: `evt_test_trial_ended_${row.id}`,
    provider: 'test',
    type: 'customer.subscription.deleted',
    occurredAt: now,
    providerSubscriptionId: row.providerSubscriptionId!,
    providerCustomerId: null,
    userId: row.userId,
    isTest: true,
    state: {
      plan: row.plan,
      interval: row.interval,
      status: 'canceled',
      amountCents: row.amountCents,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: endedAt,
      trialEndsAt: row.trialEndsAt,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: row.canceledAt ?? endedAt,
    },
  };
}
