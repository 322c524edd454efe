import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import webhookFn from '@functions/stripe-webhook.mts';
import checkoutFn from '@functions/checkout.mts';
import portalFn from '@functions/billing-portal.mts';
import userFn from '@functions/auth-user.mts';
import signupFn from '@functions/auth-signup.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, type TestClock } from '~/server/testing/harness';
import { startStripePeer } from '~/server/testing/stripe-peer';
import type { DbHandle } from '~/server/db/client';
import { billingEvents, referrals, subscriptions, users } from '~/server/db/schema';
import { ensureReferralCode } from '~/server/referrals/codes';
import { createMailer } from '~/server/mail/mailer';
import { stripeClient, stripeProvider } from './stripe-provider';
import { syncStripePrices } from './stripe-sync';
import { plans } from '~/lib/plans';

const SECRET = 'whsec_test_secret_for_contract_tests';
const PRICES = {
  careerpivot_pivot_monthly: 'price_pivot_m',
  careerpivot_pivot_annual: 'price_pivot_y',
  careerpivot_premium_monthly: 'price_premium_m',
  careerpivot_premium_annual: 'price_premium_y',
  careerpivot_elite_monthly: 'price_elite_m',
  careerpivot_elite_annual: 'price_elite_y',
};

let handle: DbHandle;
let peer: Awaited<ReturnType<typeof startStripePeer>>;
let outbox: string;
let clock: TestClock;
let client: Stripe;

beforeAll(async () => {
  handle = await createTestDb();
  peer = await startStripePeer(PRICES);
  outbox = await mkdtemp(join(tmpdir(), 'cp-outbox-'));
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await peer?.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(() => {
  const settings = { secretKey: 'sk_test_contract', webhookSecret: SECRET, apiBase: peer.url };
  client = stripeClient(settings);
  ({ clock } = installRuntime(handle.db, {
    billing: stripeProvider(client),
    stripe: { ...settings, client },
    mailer: createMailer({ from: 'CareerPivot <no-reply@careerpivot.test>', outboxDir: outbox }),
  }));
  peer.calls.length = 0;
});

let n = 0;
async function member() {
  const email = `stripe${++n}-${Date.now()}@example.test`;
  const res = await call(signupFn, '/api/signup', { body: { email, password: 'a long password 1', firstName: 'Robin', lastName: 'Ng' } });
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  return { email, cookie: res.cookie!, id: user!.id };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const DAY = 24 * 3600;

/** A subscription object as Stripe sends it (API 2026, period on the item). */
function stripeSubscription(o: {
  id: string;
  userId: string;
  status: Stripe.Subscription.Status;
  lookupKey?: keyof typeof PRICES;
  amount?: number;
  start: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
}) {
  const lookupKey = o.lookupKey ?? 'careerpivot_premium_monthly';
  const end = o.trialEnd ?? o.start + 30 * DAY;
  return {
    id: o.id,
    object: 'subscription',
    status: o.status,
    customer: 'cus_robin',
    livemode: false,
    metadata: { userId: o.userId, plan: lookupKey.split('_')[1], cycle: lookupKey.split('_')[2] },
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: o.status === 'canceled' ? o.start : null,
    trial_end: o.trialEnd ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${o.id}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: o.start,
          current_period_end: end,
          price: {
            id: PRICES[lookupKey],
            object: 'price',
            lookup_key: lookupKey,
            unit_amount: o.amount ?? 3400,
            recurring: { interval: lookupKey.endsWith('annual') ? 'year' : 'month' },
          },
        },
      ],
    },
  };
}

function stripeEvent(id: string, type: string, created: number, object: unknown) {
  return { id, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } };
}

async function deliver(event: unknown, header?: string) {
  const payload = JSON.stringify(event);
  const signature = header ?? client.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return call(webhookFn, '/api/stripe/webhook', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const rowFor = async (providerSubscriptionId: string) =>
  (await handle.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))[0];

describe('POST /api/stripe/webhook contract', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { id } = await member();
    const event = stripeEvent(
      'evt_forged',
      'customer.subscription.created',
      seconds(clock.now()),
      stripeSubscription({ id: 'sub_forged', userId: id, status: 'active', start: seconds(clock.now()) }),
    );
    const forged = client.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_someone_else' });
    const bad = await deliver(event, forged);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/signature/i);
    const missing = await call(webhookFn, '/api/stripe/webhook', { rawBody: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(missing.status).toBe(400);
    // A body changed after signing fails too.
    const payload = JSON.stringify(event);
    const header = client.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = await call(webhookFn, '/api/stripe/webhook', {
      rawBody: payload.replace('"active"', '"trialing"'),
      headers: { 'stripe-signature': header },
    });
    expect(tampered.status).toBe(400);
    expect(await rowFor('sub_forged')).toBeUndefined();
  });

  it('creates the subscription from a signed event and processes a replay once', async () => {
    const { id, cookie } = await member();
    const start = seconds(clock.now());
    const event = stripeEvent(
      'evt_created_1',
      'customer.subscription.created',
      start,
      stripeSubscription({ id: 'sub_1', userId: id, status: 'trialing', start, trialEnd: start + 3 * DAY }),
    );
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, outcome: 'applied' });
    const replay = await deliver(event);
    expect(replay.json).toEqual({ received: true, outcome: 'duplicate' });

    const rows = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: 'premium',
      interval: 'monthly',
      status: 'trialing',
      provider: 'stripe',
      providerCustomerId: 'cus_robin',
      isTest: true,
    });
    expect(await handle.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_created_1'))).toHaveLength(1);
    expect((await call(userFn, '/api/auth/user', { cookie })).json).toMatchObject({ isPremium: 'premium', subscriptionStatus: 'trialing' });
  });

  it('keeps the newest state whatever order events arrive in', async () => {
    const { id } = await member();
    const t = seconds(clock.now());
    const sub = (status: Stripe.Subscription.Status, extra = {}) => stripeSubscription({ id: 'sub_order', userId: id, status, start: t, ...extra });
    // Newest first: the member upgraded to Elite annual and is active.
    const newest = stripeEvent('evt_o3', 'customer.subscription.updated', t + 20, sub('active', { lookupKey: 'careerpivot_elite_annual', amount: 59500 }));
    expect((await deliver(newest)).json.outcome).toBe('applied');
    // Then the older ones: created (trialing), and an intermediate past_due.
    expect((await deliver(stripeEvent('evt_o1', 'customer.subscription.created', t, sub('trialing', { trialEnd: t + 3 * DAY })))).json.outcome).toBe('stale');
    expect((await deliver(stripeEvent('evt_o2', 'customer.subscription.updated', t + 10, sub('past_due')))).json.outcome).toBe('stale');
    expect(await rowFor('sub_order')).toMatchObject({ plan: 'elite', interval: 'annual', status: 'active', amountCents: 59500 });

    // Deleted is final: a later-delivered, older update does not revive it.
    expect((await deliver(stripeEvent('evt_o4', 'customer.subscription.deleted', t + 30, sub('canceled')))).json.outcome).toBe('applied');
    expect((await deliver(stripeEvent('evt_o5', 'customer.subscription.updated', t + 25, sub('active')))).json.outcome).toBe('stale');
    expect((await rowFor('sub_order'))!.status).toBe('canceled');
  });

  it('payment failed → past_due → an e-mail in the outbox; invoice paid → active again', async () => {
    const { id, email, cookie } = await member();
    const t = seconds(clock.now());
    await deliver(stripeEvent('evt_pf_1', 'customer.subscription.created', t, stripeSubscription({ id: 'sub_pf', userId: id, status: 'active', start: t })));
    const invoice = (paid: number) => ({
      id: 'in_1',
      object: 'invoice',
      amount_due: 3400,
      amount_paid: paid,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_pf' } },
      lines: { object: 'list', data: [{ period: { start: t + 30 * DAY, end: t + 60 * DAY } }] },
    });
    const before = new Set(await readdir(outbox));
    const failed = await deliver(stripeEvent('evt_pf_2', 'invoice.payment_failed', t + 30 * DAY, invoice(0)));
    expect(failed.json.outcome).toBe('applied');
    expect((await rowFor('sub_pf'))!.status).toBe('past_due');
    expect((await call(userFn, '/api/auth/user', { cookie })).json.isPremium).toBe(false);

    const added = (await readdir(outbox)).filter((f) => !before.has(f));
    const mails = await Promise.all(added.map((f) => readFile(join(outbox, f), 'utf8')));
    const notice = mails.find((m) => m.includes('did not go through'));
    expect(notice).toBeDefined();
    expect(notice).toContain(`To: ${email}`);

    const paid = await deliver(stripeEvent('evt_pf_3', 'invoice.paid', t + 30 * DAY + 3600, invoice(3400)));
    expect(paid.json.outcome).toBe('applied');
    const row = (await rowFor('sub_pf'))!;
    expect(row.status).toBe('active');
    expect(row.currentPeriodEnd.getTime()).toBe((t + 60 * DAY) * 1000);
  });

  it('acknowledges events it does not handle', async () => {
    const res = await deliver(stripeEvent('evt_unknown', 'customer.tax_id.created', seconds(clock.now()), { id: 'txi_1', object: 'tax_id' }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'ignored' });
  });

  it('links the customer from checkout.session.completed', async () => {
    const { id } = await member();
    const t = seconds(clock.now());
    const subscription = stripeSubscription({ id: 'sub_link', userId: id, status: 'trialing', start: t, trialEnd: t + 3 * DAY });
    await deliver(stripeEvent('evt_l1', 'customer.subscription.created', t, { ...subscription, customer: null }));
    const session = { id: 'cs_1', object: 'checkout.session', mode: 'subscription', client_reference_id: id, customer: 'cus_linked', subscription: 'sub_link' };
    expect((await deliver(stripeEvent('evt_l2', 'checkout.session.completed', t, session))).json.outcome).toBe('applied');
    expect((await rowFor('sub_link'))!.providerCustomerId).toBe('cus_linked');
  });
});

describe('Stripe checkout and portal', () => {
  it('POST /api/checkout creates a hosted session with the plan price, the trial and the member', async () => {
    const { id, email, cookie } = await member();
    const attempt = crypto.randomUUID();
    const res = await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'premium', billing: 'annual', attempt } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mode: 'stripe', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    const create = peer.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(create.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium_y',
      'line_items[0][quantity]': '1',
      client_reference_id: id,
      customer_email: email,
      'subscription_data[trial_period_days]': '3',
      'subscription_data[metadata][userId]': id,
      success_url: 'http://localhost:8888/subscription-success?plan=premium&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8888/checkout?plan=premium&billing=annual',
    });
    expect(create.idempotencyKey).toBe(`checkout:${id}:${attempt}`);
    // Nothing is recorded until Stripe's webhook says so.
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toHaveLength(0);
  });

  it('a friend’s code at checkout becomes the coupon, and the webhook records the referral', async () => {
    const referrer = await member();
    const code = await ensureReferralCode(handle.db, referrer.id);
    const friend = await member();
    const res = await call(checkoutFn, '/api/checkout', { cookie: friend.cookie, body: { plan: 'pivot', billing: 'monthly', ref: code } });
    expect(res.status).toBe(200);
    const create = peer.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(create.form).toMatchObject({
      'discounts[0][coupon]': 'careerpivot_friend_20pct_3mo',
      'subscription_data[metadata][friendDiscount]': `20:3:${code}`,
    });

    const t = seconds(clock.now());
    const sub = stripeSubscription({
      id: 'sub_friend',
      userId: friend.id,
      status: 'trialing',
      start: t,
      trialEnd: t + 3 * DAY,
      lookupKey: 'careerpivot_pivot_monthly',
      amount: 1400,
    });
    await deliver(stripeEvent('evt_friend', 'customer.subscription.created', t, { ...sub, metadata: { ...sub.metadata, friendDiscount: `20:3:${code}` } }));
    expect((await rowFor('sub_friend'))!.discount).toEqual({ percent: 20, months: 3, code });
    const [referral] = await handle.db.select().from(referrals).where(eq(referrals.referredUserId, friend.id));
    expect(referral).toMatchObject({ referrerId: referrer.id, state: 'pending' });
  });

  it('a friend refunded in full within the 30 days voids the pending referral, even without cancelling; a partial refund does not', async () => {
    const referrer = await member();
    const code = await ensureReferralCode(handle.db, referrer.id);
    const t = seconds(clock.now());
    const subscribe = async (friend: { id: string }, id: string, customer: string) => {
      const sub = stripeSubscription({ id, userId: friend.id, status: 'active', start: t, lookupKey: 'careerpivot_pivot_monthly', amount: 1120 });
      await deliver(
        stripeEvent(`evt_${id}`, 'customer.subscription.created', t, { ...sub, customer, metadata: { ...sub.metadata, friendDiscount: `20:3:${code}` } }),
      );
    };
    const refund = (id: string, customer: string, refunded: number) =>
      deliver(
        stripeEvent(`evt_${id}`, 'charge.refunded', t + 5 * DAY, {
          id: `ch_${id}`,
          object: 'charge',
          customer,
          amount: 1120,
          amount_refunded: refunded,
          refunded: refunded === 1120,
        }),
      );
    const stateOf = async (friendId: string) => (await handle.db.select().from(referrals).where(eq(referrals.referredUserId, friendId)))[0]!.state;

    const refunded = await member();
    await subscribe(refunded, 'sub_refunded', 'cus_refunded');
    expect((await refund('full', 'cus_refunded', 1120)).json.outcome).toBe('applied');
    expect(await stateOf(refunded.id)).toBe('void');
    // The subscription itself is Stripe's to change; only the referral is void.
    expect((await rowFor('sub_refunded'))!.status).toBe('active');

    const goodwill = await member();
    await subscribe(goodwill, 'sub_goodwill', 'cus_goodwill');
    expect((await refund('part', 'cus_goodwill', 300)).json.outcome).toBe('ignored');
    expect(await stateOf(goodwill.id)).toBe('pending');

    expect((await refund('stranger', 'cus_nobody', 1120)).json.outcome).toBe('unknown-subscription');
  });

  it('applies the friend discount as a repeating coupon, created once', async () => {
    const provider = stripeProvider(client);
    const order = {
      userId: 'u1',
      email: 'friend@example.test',
      plan: 'pivot' as const,
      cycle: 'monthly' as const,
      amountCents: 1400,
      trialDays: 3,
      discount: { percent: 30, months: 2, code: 'FRIEND42' },
      idempotencyKey: 'k1',
      successUrl: 'http://localhost:8888/subscription-success?plan=pivot',
      cancelUrl: 'http://localhost:8888/checkout?plan=pivot&billing=monthly',
      customerId: null,
    };
    await provider.startCheckout(order, clock.now());
    await provider.startCheckout({ ...order, idempotencyKey: 'k2' }, clock.now());
    const couponCreates = peer.calls.filter((c) => c.method === 'POST' && c.path === '/v1/coupons');
    expect(couponCreates).toHaveLength(1);
    expect(couponCreates[0]!.form).toMatchObject({ id: 'careerpivot_friend_30pct_2mo', percent_off: '30', duration: 'repeating', duration_in_months: '2' });
    const sessions = peer.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.form).toMatchObject({
      'discounts[0][coupon]': 'careerpivot_friend_30pct_2mo',
      'subscription_data[metadata][friendDiscount]': '30:2:FRIEND42',
    });
    // Price and coupon are looked up once per instance: the second checkout is a single call.
    expect(peer.calls.filter((c) => c.path === '/v1/prices')).toHaveLength(1);
  });

  it('Manage billing opens the Stripe customer portal for the member’s customer', async () => {
    const { id, cookie } = await member();
    const t = seconds(clock.now());
    await deliver(
      stripeEvent('evt_portal', 'customer.subscription.created', t, stripeSubscription({ id: 'sub_portal', userId: id, status: 'active', start: t })),
    );
    const res = await call(portalFn, '/api/billing/portal', { cookie, method: 'POST' });
    expect(res.json).toEqual({ url: 'https://billing.stripe.com/p/session/cus_robin' });
    const create = peer.calls.find((c) => c.path === '/v1/billing_portal/sessions')!;
    expect(create.form).toMatchObject({ customer: 'cus_robin', return_url: 'http://localhost:8888/dashboard' });
  });
});

describe('npm run stripe:sync', () => {
  it('creates one product per plan and a price per cycle from the plans collection, then keeps them', async () => {
    const fresh = await startStripePeer();
    try {
      const stripe = stripeClient({ secretKey: 'sk_test_sync', apiBase: fresh.url });
      const first = await syncStripePrices(stripe);
      expect(first.map((r) => [r.lookupKey, r.amountCents, r.action])).toEqual([
        ['careerpivot_pivot_monthly', 1400, 'created'],
        ['careerpivot_pivot_annual', 13900, 'created'],
        ['careerpivot_premium_monthly', 3400, 'created'],
        ['careerpivot_premium_annual', 33900, 'created'],
        ['careerpivot_elite_monthly', 6200, 'created'],
        ['careerpivot_elite_annual', 59500, 'created'],
      ]);
      const created = fresh.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices');
      expect(created[1]!.form).toMatchObject({ product: 'careerpivot_pivot', currency: 'usd', unit_amount: '13900', 'recurring[interval]': 'year' });
      expect(fresh.calls.filter((c) => c.method === 'POST' && c.path === '/v1/products')).toHaveLength(3);

      expect((await syncStripePrices(stripe)).every((r) => r.action === 'kept')).toBe(true);

      // A price change in content makes a new price that takes over the lookup key.
      const raised = plans.map((p) => (p.key === 'pivot' ? { ...p, monthly: 15 } : p));
      const changed = await syncStripePrices(stripe, raised);
      expect(changed.filter((r) => r.action === 'created').map((r) => r.lookupKey)).toEqual(['careerpivot_pivot_monthly']);
      expect(fresh.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices').at(-1)!.form).toMatchObject({
        lookup_key: 'careerpivot_pivot_monthly',
        transfer_lookup_key: 'true',
        unit_amount: '1500',
      });
    } finally {
      await fresh.close();
    }
  });
});
