import { and, desc, eq } from 'drizzle-orm';
import { REFUND_TERMS } from '~/lib/catalogue';
import type { Db } from '~/server/db/client';
import { billingEvents, referralCodes, referrals, subscriptions, users, type Subscription } from '~/server/db/schema';
import type { BillingEvent, BillingNotice, EventOutcome } from './events';
import { recordEvent, type AuditEvent } from '~/server/audit/log';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Applied {
  outcome: EventOutcome;
  /** The subscription row the event touched, if any. */
  subscriptionId?: string;
  notices: BillingNotice[];
}

/**
 * Applies one payment event. The event id is recorded in the same transaction as its effect, so
 * a redelivery (or a retry after a crash) does nothing; an event older than the stored state is
 * recorded as stale and changes nothing, so delivery order does not matter.
 */
export async function applyBillingEvent(db: Db, event: BillingEvent): Promise<Applied> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: event.provider, type: event.type, outcome: 'processing', receivedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!claimed) return { outcome: 'duplicate' as const, notices: [] };
    const result = await effect(tx, event);
    await tx.update(billingEvents).set({ outcome: result.outcome }).where(eq(billingEvents.id, event.id));
    if (event.kind !== 'ignored') await recordEvent(tx, paymentEntry(event, result));
    return result;
  });
}

/** The log's line for a payment event: what it was and what it did (ids only, no card or customer data). */
function paymentEntry(event: Exclude<BillingEvent, { kind: 'ignored' }>, result: Applied): AuditEvent {
  const amount = 'amountCents' in event ? ` $${(event.amountCents / 100).toFixed(2)}` : '';
  const status = event.kind === 'subscription.changed' ? ` (${event.state.status})` : '';
  return {
    category: 'payment',
    level: event.kind === 'payment.failed' ? 'warning' : 'info',
    action: event.kind,
    message: `${event.provider} ${event.kind}${amount}${status}: ${result.outcome}`,
    detail: { eventId: event.id, type: event.type, subscriptionId: result.subscriptionId ?? null },
    at: event.occurredAt,
  };
}

/**
 * A subscription bought with a friend's code becomes that friend's pending referral (one per
 * referred member; a code that has since gone away records nothing).
 */
async function recordReferral(tx: Tx, sub: Subscription): Promise<void> {
  const [owner] = await tx.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, sub.discount!.code)).limit(1);
  if (!owner || owner.userId === sub.userId) return;
  await tx
    .insert(referrals)
    .values({ code: sub.discount!.code, referrerId: owner.userId, referredUserId: sub.userId, subscriptionId: sub.id, createdAt: sub.createdAt })
    .onConflictDoNothing({ target: referrals.referredUserId });
}

async function rowFor(tx: Tx, provider: string, providerSubscriptionId: string): Promise<Subscription | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider as Subscription['provider']), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update')
    .limit(1);
  return row;
}

/** A friend who leaves (or gets their money back) before qualifying earns their referrer nothing. */
async function voidPendingReferral(tx: Tx, subscriptionId: string, at: Date): Promise<void> {
  await tx
    .update(referrals)
    .set({ state: 'void', voidedAt: at })
    .where(and(eq(referrals.subscriptionId, subscriptionId), eq(referrals.state, 'pending')));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A subscription that has ended stays ended: the provider never revives one. */
const ended = (row: Subscription) => row.status === 'canceled';
const isOlder = (event: BillingEvent, row: Subscription) => event.occurredAt.getTime() < row.stateAt.getTime();

async function effect(tx: Tx, event: BillingEvent): Promise<Applied> {
  const none: BillingNotice[] = [];
  switch (event.kind) {
    case 'ignored':
      return { outcome: 'ignored', notices: none };

    case 'subscription.changed': {
      const { state } = event;
      const values = {
        plan: state.plan,
        status: state.status,
        interval: state.interval,
        amountCents: state.amountCents,
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: state.currentPeriodEnd,
        trialEndsAt: state.trialEndsAt,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        canceledAt: state.canceledAt,
        refundTerms: REFUND_TERMS[state.interval],
        stateAt: event.occurredAt,
        updatedAt: new Date(),
        ...(event.providerCustomerId ? { providerCustomerId: event.providerCustomerId } : {}),
      };
      let row = await rowFor(tx, event.provider, event.providerSubscriptionId);
      if (!row) {
        if (!event.userId) return { outcome: 'unknown-subscription', notices: none };
        // A deleted account's last events (Stripe's cancellation after the deletion): nobody to record it for.
        const [owner] = UUID.test(event.userId) ? await tx.select({ id: users.id }).from(users).where(eq(users.id, event.userId)).limit(1) : [];
        if (!owner) return { outcome: 'unknown-subscription', notices: none };
        const [created] = await tx
          .insert(subscriptions)
          .values({
            ...values,
            userId: event.userId,
            provider: event.provider,
            providerSubscriptionId: event.providerSubscriptionId,
            isTest: event.isTest,
            discount: event.discount ?? null,
            createdAt: event.occurredAt,
          })
          .onConflictDoNothing()
          .returning();
        if (created) {
          if (created.discount) await recordReferral(tx, created);
          return { outcome: 'applied', subscriptionId: created.id, notices: none };
        }
        // Another delivery created it a moment ago: treat this one as an update of that row.
        row = await rowFor(tx, event.provider, event.providerSubscriptionId);
        if (!row) throw new Error('subscription vanished while applying an event');
      }
      if (event.createOnly || isOlder(event, row) || (ended(row) && state.status !== 'canceled')) {
        return { outcome: 'stale', subscriptionId: row.id, notices: none };
      }
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
      const nowCancelling = (state.cancelAtPeriodEnd && !row.cancelAtPeriodEnd) || (state.status === 'canceled' && !ended(row) && !row.cancelAtPeriodEnd);
      // A friend who cancels before qualifying earns their referrer nothing.
      if (state.cancelAtPeriodEnd || state.status === 'canceled') await voidPendingReferral(tx, row.id, event.occurredAt);
      return { outcome: 'applied', subscriptionId: row.id, notices: nowCancelling ? [{ kind: 'canceled', subscriptionId: row.id }] : none };
    }

    case 'checkout.completed': {
      if (!event.providerSubscriptionId) return { outcome: 'ignored', notices: none };
      const row = await rowFor(tx, event.provider, event.providerSubscriptionId);
      // Usually the subscription events come first and carry everything; if not, they will.
      if (!row) return { outcome: 'unknown-subscription', notices: none };
      if (event.providerCustomerId && !row.providerCustomerId) {
        await tx.update(subscriptions).set({ providerCustomerId: event.providerCustomerId }).where(eq(subscriptions.id, row.id));
      }
      return { outcome: 'applied', subscriptionId: row.id, notices: none };
    }

    case 'payment.succeeded': {
      const row = await rowFor(tx, event.provider, event.providerSubscriptionId);
      if (!row) return { outcome: 'unknown-subscription', notices: none };
      // The $0 invoice that opens a trial is "paid" too: it is not the trial converting.
      if (event.amountCents === 0) return { outcome: 'ignored', subscriptionId: row.id, notices: none };
      if (isOlder(event, row) || ended(row)) return { outcome: 'stale', subscriptionId: row.id, notices: none };
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          ...(event.periodEnd && event.periodEnd > row.currentPeriodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
          stateAt: event.occurredAt,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, row.id));
      return { outcome: 'applied', subscriptionId: row.id, notices: none };
    }

    case 'payment.refunded': {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, event.provider), eq(subscriptions.providerCustomerId, event.providerCustomerId)))
        .orderBy(desc(subscriptions.createdAt))
        .for('update')
        .limit(1);
      if (!row) return { outcome: 'unknown-subscription', notices: none };
      if (!event.fullyRefunded) return { outcome: 'ignored', subscriptionId: row.id, notices: none };
      // Refunded in full, the friend has not paid, cancelled or not: as with a cancellation, a
      // referral still in its 30 days earns nothing.
      await voidPendingReferral(tx, row.id, event.occurredAt);
      return { outcome: 'applied', subscriptionId: row.id, notices: none };
    }

    case 'payment.failed': {
      const row = await rowFor(tx, event.provider, event.providerSubscriptionId);
      if (!row) return { outcome: 'unknown-subscription', notices: none };
      if (isOlder(event, row) || ended(row)) return { outcome: 'stale', subscriptionId: row.id, notices: none };
      await tx.update(subscriptions).set({ status: 'past_due', stateAt: event.occurredAt, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
      return { outcome: 'applied', subscriptionId: row.id, notices: [{ kind: 'payment-failed', subscriptionId: row.id }] };
    }
  }
}
