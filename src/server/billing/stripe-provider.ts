import Stripe from 'stripe';
import { BILLING_CYCLES, isPlanKey, type BillingCycle, type PlanKey, type SubscriptionStatus } from '~/lib/catalogue';
import type { BillingEvent, SubscriptionState } from './events';
import { rewardDiscountText, type RewardEffect } from '~/lib/referral';
import { WebhookSignatureError, type BillingProvider, type CheckoutOrder, type RewardTarget } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Another API origin (a local peer in tests, stripe-mock); Stripe's own by default. */
  apiBase?: string;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** Prices are found by lookup key: `npm run stripe:sync` creates them from the plans collection. */
export const priceLookupKey = (plan: PlanKey, cycle: BillingCycle) => `careerpivot_${plan}_${cycle}`;
export const stripeInterval = (cycle: BillingCycle) => (cycle === 'annual' ? 'year' : 'month');
export const friendCouponId = (percent: number, months: number) => `careerpivot_friend_${percent}pct_${months}mo`;
/** Referral reward coupons: `careerpivot_reward_20pct_3mo`, `careerpivot_reward_15pct_forever`. */
export const rewardCouponId = (percent: number, months: number | null) => `careerpivot_reward_${percent}pct_${months === null ? 'forever' : `${months}mo`}`;

function fromLookupKey(key: string | null | undefined): { plan: PlanKey; cycle: BillingCycle } | null {
  const m = /^careerpivot_([a-z]+)_([a-z]+)$/.exec(key ?? '');
  if (!m || !isPlanKey(m[1]) || !(BILLING_CYCLES as readonly string[]).includes(m[2]!)) return null;
  return { plan: m[1], cycle: m[2] as BillingCycle };
}

/** Stripe has more states than our lifecycle; each maps to the one that grants the same access. */
export function ourStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // past_due, unpaid, incomplete, paused: no access until paid.
      return 'past_due';
  }
}

const date = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Our view of a Stripe subscription, or null when it is not one of our plans. */
export function subscriptionState(sub: Stripe.Subscription): SubscriptionState | null {
  const item = sub.items?.data?.[0];
  const price = item?.price;
  const fromPrice = fromLookupKey(price?.lookup_key);
  const plan = fromPrice?.plan ?? (isPlanKey(sub.metadata?.plan) ? sub.metadata.plan : null);
  const cycle = fromPrice?.cycle ?? (price?.recurring?.interval === 'year' ? 'annual' : price?.recurring?.interval === 'month' ? 'monthly' : null);
  // Older API versions keep the period on the subscription, newer ones on its items.
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const periodEnd = date(item?.current_period_end ?? legacy.current_period_end);
  if (!plan || !cycle || !periodEnd) return null;
  return {
    plan,
    interval: cycle,
    status: ourStatus(sub.status),
    amountCents: (price?.unit_amount ?? 0) * (item?.quantity ?? 1),
    currentPeriodStart: date(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: periodEnd,
    trialEndsAt: date(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
    canceledAt: date(sub.canceled_at),
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription);
}

/** The friend discount travels in the subscription's metadata as "percent:months:code". */
function discountOf(metadata: Stripe.Metadata | null | undefined) {
  const m = /^(\d+):(\d+):(.+)$/.exec(metadata?.friendDiscount ?? '');
  return m ? { percent: Number(m[1]), months: Number(m[2]), code: m[3]! } : null;
}

/** A verified Stripe event as one of our billing events. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, provider: 'stripe' as const, type: event.type, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const state = subscriptionState(sub);
      if (!state) return { ...base, kind: 'ignored' };
      if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
      return {
        ...base,
        kind: 'subscription.changed',
        createOnly: event.type === 'customer.subscription.created',
        providerSubscriptionId: sub.id,
        providerCustomerId: idOf(sub.customer),
        userId: sub.metadata?.userId || null,
        isTest: !sub.livemode,
        discount: discountOf(sub.metadata),
        state,
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'checkout.completed',
        providerSubscriptionId: idOf(session.subscription),
        providerCustomerId: idOf(session.customer),
        userId: session.client_reference_id,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return { ...base, kind: 'ignored' };
      if (event.type === 'invoice.payment_failed') {
        return { ...base, kind: 'payment.failed', providerSubscriptionId: subscriptionId, amountCents: invoice.amount_due };
      }
      return {
        ...base,
        kind: 'payment.succeeded',
        providerSubscriptionId: subscriptionId,
        amountCents: invoice.amount_paid,
        periodEnd: date(invoice.lines?.data?.[0]?.period?.end),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const customer = idOf(charge.customer);
      if (!customer) return { ...base, kind: 'ignored' };
      return { ...base, kind: 'payment.refunded', providerCustomerId: customer, amountCents: charge.amount_refunded, fullyRefunded: charge.refunded };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/** Checks the Stripe-Signature header against the raw body, then translates the event. */
export async function verifyStripeWebhook(client: Stripe, secret: string, rawBody: string, signature: string | null): Promise<BillingEvent> {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = await client.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch {
    throw new WebhookSignatureError('The Stripe signature does not match this payload.');
  }
  return toBillingEvent(event);
}

/** A percentage coupon: `months` null lasts the subscription's life (Stripe's `forever`). */
export interface CouponSpec {
  id: string;
  percent: number;
  months: number | null;
  name: string;
}

/**
 * The coupon with this id, created the first time it is needed. Looked up once per warm instance
 * (`cache`); a failed lookup is forgotten so the next call tries again.
 */
export function ensureCoupon(client: Stripe, cache: Map<string, Promise<string>>, spec: CouponSpec): Promise<string> {
  let found = cache.get(spec.id);
  if (!found) {
    found = client.coupons.retrieve(spec.id).then(
      (c) => c.id,
      async (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeError) || error.statusCode !== 404) throw error;
        const created = await client.coupons.create({
          id: spec.id,
          percent_off: spec.percent,
          ...(spec.months === null ? { duration: 'forever' as const } : { duration: 'repeating' as const, duration_in_months: spec.months }),
          name: spec.name,
        });
        return created.id;
      },
    );
    found.catch(() => cache.delete(spec.id));
    cache.set(spec.id, found);
  }
  return found;
}

export function stripeProvider(client: Stripe): BillingProvider {
  // Looked up once per warm instance: a checkout then makes one call to Stripe.
  const prices = new Map<string, Promise<string>>();
  const coupons = new Map<string, Promise<string>>();

  function priceId(plan: PlanKey, cycle: BillingCycle): Promise<string> {
    const key = priceLookupKey(plan, cycle);
    let found = prices.get(key);
    if (!found) {
      found = client.prices.list({ lookup_keys: [key], active: true, limit: 1 }).then((list) => {
        const price = list.data[0];
        if (!price) throw new Error(`No Stripe price with lookup key ${key}: run \`npm run stripe:sync\`.`);
        return price.id;
      });
      found.catch(() => prices.delete(key));
      prices.set(key, found);
    }
    return found;
  }

  const couponId = (percent: number, months: number) =>
    ensureCoupon(client, coupons, {
      id: friendCouponId(percent, months),
      percent,
      months,
      name: `Friend discount: ${percent}% off for ${months} months`,
    });

  return {
    mode: 'stripe',
    async startCheckout(order: CheckoutOrder) {
      const [price, coupon] = await Promise.all([
        priceId(order.plan, order.cycle),
        order.discount ? couponId(order.discount.percent, order.discount.months) : Promise.resolve(null),
      ]);
      const metadata: Stripe.MetadataParam = { userId: order.userId, plan: order.plan, cycle: order.cycle };
      if (order.discount) metadata.friendDiscount = `${order.discount.percent}:${order.discount.months}:${order.discount.code}`;
      const session = await client.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: order.userId,
          ...(order.customerId ? { customer: order.customerId } : { customer_email: order.email }),
          subscription_data: { metadata, ...(order.trialDays > 0 ? { trial_period_days: order.trialDays } : {}) },
          metadata,
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          success_url: `${order.successUrl}${order.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: order.cancelUrl,
        },
        { idempotencyKey: order.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return { url: session.url, events: [] };
    },
    async applyReward(target: RewardTarget, effect: RewardEffect, rewardKey: string) {
      const applied: { balanceTransactionId?: string; coupons: string[] } = { coupons: [] };
      // Free months are customer balance: Stripe takes the next invoices out of it.
      if (effect.creditCents > 0) {
        const tx = await client.customers.createBalanceTransaction(
          target.customerId,
          { amount: -effect.creditCents, currency: 'usd', description: `Share & Save reward (${rewardKey})` },
          { idempotencyKey: `${rewardKey}:credit` },
        );
        applied.balanceTransactionId = tx.id;
      }
      if (!effect.upgradeTo && effect.discounts.length === 0) return applied;
      const [sub, price, ...couponIds] = await Promise.all([
        client.subscriptions.retrieve(target.providerSubscriptionId),
        effect.upgradeTo ? priceId(effect.upgradeTo, target.cycle) : Promise.resolve(null),
        ...effect.discounts.map((d) =>
          ensureCoupon(client, coupons, {
            id: rewardCouponId(d.percent, d.months),
            percent: d.percent,
            months: d.months,
            name: `Share & Save reward: ${rewardDiscountText(d)}`,
          }),
        ),
      ]);
      applied.coupons = couponIds;
      const item = sub.items.data[0];
      // Discounts already on the subscription (a friend discount, an earlier reward) are kept.
      const kept = (sub.discounts ?? []).map((d) => ({ discount: typeof d === 'string' ? d : d.id }));
      await client.subscriptions.update(
        target.providerSubscriptionId,
        {
          ...(price && item ? { items: [{ id: item.id, price }], proration_behavior: 'none' as const } : {}),
          ...(couponIds.length ? { discounts: [...kept, ...couponIds.map((coupon) => ({ coupon }))] } : {}),
        },
        { idempotencyKey: `${rewardKey}:subscription` },
      );
      return applied;
    },
    async cancelNow(providerSubscriptionId: string) {
      try {
        // Immediate: no credit for the unused part of the period, no final invoice.
        await client.subscriptions.cancel(providerSubscriptionId, { prorate: false, invoice_now: false });
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        if (error.statusCode === 404) return;
        // Already cancelled (a retry after a failure further on): Stripe refuses, the goal is met.
        const sub = await client.subscriptions.retrieve(providerSubscriptionId).catch(() => null);
        if (sub?.status === 'canceled') return;
        throw error;
      }
    },
    async portalUrl({ customerId, returnUrl }) {
      if (!customerId) throw new Error('No Stripe customer for this subscription.');
      const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
