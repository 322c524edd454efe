import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import generateFn from '@functions/referral-generate.mts';
import checkoutFn from '@functions/checkout.mts';
import signupFn from '@functions/auth-signup.mts';
import loginFn from '@functions/auth-login.mts';
import testPortalFn from '@functions/billing-test-portal.mts';
import subscriptionFn from '@functions/billing-subscription.mts';
import mineFn from '@functions/referrals-mine.mts';
import adminReferralsFn from '@functions/admin-referrals.mts';
import rewardsJob from '@functions/referral-rewards.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, type TestClock } from '~/server/testing/harness';
import { startStripePeer } from '~/server/testing/stripe-peer';
import type { DbHandle } from '~/server/db/client';
import { referralRewards, referrals, subscriptions, users } from '~/server/db/schema';
import { createMailer, type Mailer } from '~/server/mail/mailer';
import { stripeClient, stripeProvider } from '~/server/billing/stripe-provider';
import { testProvider } from '~/server/billing/test-provider';
import { seed, DEMO_REFERRAL } from '~/server/db/seed';
import { applyReward, grantRewards, runReferralRewards } from './rewards';
import { planOrDefault, priceFor } from '~/lib/plans';

const DAY = 24 * 3600_000;
let handle: DbHandle;
let outbox: string;
let clock: TestClock;
let mailer: Mailer;

beforeAll(async () => {
  handle = await createTestDb();
  outbox = await mkdtemp(join(tmpdir(), 'cp-rewards-outbox-'));
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(() => {
  mailer = createMailer({ from: 'CareerPivot <no-reply@careerpivot.test>', outboxDir: outbox });
  ({ clock } = installRuntime(handle.db, { mailer }));
});

let n = 0;
async function member(first: string) {
  const email = `reward${++n}-${Date.now()}@example.test`;
  const res = await call(signupFn, '/api/signup', { body: { email, password: 'a long password 1', firstName: first, lastName: 'Lo' } });
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  return { email, cookie: res.cookie!, id: user!.id };
}
type Member = Awaited<ReturnType<typeof member>>;
/** Signs in again: a month on the test clock is far past the session's idle timeout. */
async function signInAgain(m: Member) {
  m.cookie = (await call(loginFn, '/api/login', { body: { username: m.email, password: 'a long password 1' } })).cookie!;
}

/** Subscribes and pays, so the subscription is active (not a trial) for a year. */
async function payingMember(m: Member, plan: 'pivot' | 'premium' | 'elite', ref?: string) {
  const res = await call(checkoutFn, '/api/checkout', { cookie: m.cookie, body: { plan, billing: 'annual', ...(ref ? { ref } : {}) } });
  expect(res.status).toBe(200);
  expect((await call(testPortalFn, '/api/billing/test-portal', { cookie: m.cookie, body: { action: 'pay' } })).status).toBe(200);
}

async function referrerWithFriends(plan: 'pivot' | 'premium' | null, friends: number) {
  const referrer = await member('Ana');
  if (plan) await payingMember(referrer, plan);
  const code = (await call(generateFn, '/api/generate-referral-code', { cookie: referrer.cookie, body: {} })).json.referralCode as string;
  const list: Member[] = [];
  for (let i = 0; i < friends; i++) {
    const friend = await member(`Friend${i}`);
    await payingMember(friend, 'pivot', code);
    list.push(friend);
  }
  return { referrer, code, friends: list };
}

const run = () => runReferralRewards({ db: handle.db, billing: testProvider(), mailer, siteUrl: 'http://localhost:8888', brand: 'CareerPivot' }, clock.now());
const ledgerOf = (userId: string) => handle.db.select().from(referralRewards).where(eq(referralRewards.referrerId, userId)).orderBy(referralRewards.tier);
const subOf = async (userId: string) => (await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const statesOf = async (referrerId: string) =>
  (await handle.db.select({ state: referrals.state }).from(referrals).where(eq(referrals.referrerId, referrerId))).map((r) => r.state).sort();

async function mailsTo(email: string): Promise<string[]> {
  const files = await readdir(outbox);
  const all = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
  // The rewards mail, not the welcome and verification e-mails each sign-up gets.
  return all.filter((m) => m.includes(`To: ${email}`) && !m.includes('Subject: Welcome to ') && !m.includes('Subject: Confirm your e-mail address for '));
}

describe('the daily rewards job', () => {
  it('qualifies a friend after 30 days as a paying member, grants the tier once even when run twice, and e-mails once', async () => {
    const { referrer, friends } = await referrerWithFriends('pivot', 1);
    clock.advance(29 * DAY);
    await run();
    expect(await statesOf(referrer.id)).toEqual(['pending']);
    expect(await ledgerOf(referrer.id)).toHaveLength(0);

    clock.advance(2 * DAY);
    // Two runs at once (a retried schedule, two instances): one grant, one e-mail.
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.granted + b.granted).toBe(1);
    await run();
    const ledger = await ledgerOf(referrer.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ tier: 1, referralCount: 1, state: 'applied' });
    expect(await statesOf(referrer.id)).toEqual(['rewarded']);
    // Recorded on the referrer's test subscription, and shown on their dashboard.
    const sub = await subOf(referrer.id);
    expect(sub).toMatchObject({ plan: 'pivot', rewardCreditCents: 0, rewardDiscounts: [{ percent: 20, months: 3 }] });
    await signInAgain(referrer);
    const view = await call(subscriptionFn, '/api/billing/subscription', { cookie: referrer.cookie });
    expect(view.json.subscription.rewards).toEqual({ credit: 0, discounts: [{ percent: 20, months: 3 }] });

    const mails = await mailsTo(referrer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('You earned a Share & Save reward: 20% off for 3 months');
    expect(mails[0]).toContain('http://localhost:8888/refer');
    expect(mails[0]).not.toContain(friends[0]!.email);
  });

  it('does not count a friend whose trial ended unpaid, who is past due, or who is leaving', async () => {
    const referrer = await member('Ana');
    const code = (await call(generateFn, '/api/generate-referral-code', { cookie: referrer.cookie, body: {} })).json.referralCode as string;
    const trial = await member('Tia');
    await call(checkoutFn, '/api/checkout', { cookie: trial.cookie, body: { plan: 'pivot', billing: 'annual', ref: code } });
    const late = await member('Lee');
    await payingMember(late, 'pivot', code);
    await call(testPortalFn, '/api/billing/test-portal', { cookie: late.cookie, body: { action: 'fail-payment' } });
    const leaving = await member('Lou');
    await payingMember(leaving, 'pivot', code);
    await call(testPortalFn, '/api/billing/test-portal', { cookie: leaving.cookie, body: { action: 'cancel' } });

    clock.advance(31 * DAY);
    const result = await run();
    expect(result.qualified).toBe(0);
    expect(await statesOf(referrer.id)).toEqual(['pending', 'pending', 'void']);
    expect(await ledgerOf(referrer.id)).toHaveLength(0);
  });

  it('three friends at once grant the 1 and 3 tiers: a Pivot referrer moves up to Premium with 3 Premium months of credit', async () => {
    const { referrer } = await referrerWithFriends('pivot', 3);
    clock.advance(31 * DAY);
    expect(await run()).toEqual({ qualified: 3, granted: 2, applied: 2, emailed: 2 });
    expect((await ledgerOf(referrer.id)).map((r) => [r.tier, r.state])).toEqual([
      [1, 'applied'],
      [3, 'applied'],
    ]);
    const sub = await subOf(referrer.id);
    // Now billed at the Premium annual price; the credit is 3 × the Premium monthly $34.
    expect(sub).toMatchObject({
      plan: 'premium',
      amountCents: priceFor(planOrDefault('premium'), 'annual') * 100,
      rewardCreditCents: 10200,
      rewardDiscounts: [{ percent: 20, months: 3 }],
    });

    await signInAgain(referrer);
    const mine = await call(mineFn, '/api/referrals', { cookie: referrer.cookie });
    expect(mine.json.progress).toEqual({ counted: 3, next: { needed: 2, tier: '5+ Referrals', reward: '5 months free' } });
    expect(mine.json.rewards).toEqual([
      expect.objectContaining({ tier: '1 Referral', reward: '20% off for 3 months', state: 'applied', applied: ['20% off for 3 months'] }),
      expect.objectContaining({
        tier: '3 Referrals',
        reward: '3 months free plus a Premium upgrade',
        state: 'applied',
        applied: ['an upgrade to Premium', '$102 of credit (3 free months)'],
      }),
    ]);
    expect((await mailsTo(referrer.email)).some((m) => m.includes('$102 of credit'))).toBe(true);
  });

  it('a referrer without a subscription keeps the reward waiting, and gets it the day after subscribing', async () => {
    const { referrer } = await referrerWithFriends(null, 1);
    clock.advance(31 * DAY);
    expect(await run()).toMatchObject({ qualified: 1, granted: 1, applied: 0, emailed: 1 });
    await signInAgain(referrer);
    const mine = await call(mineFn, '/api/referrals', { cookie: referrer.cookie });
    expect(mine.json.rewards).toEqual([expect.objectContaining({ tier: '1 Referral', state: 'waiting', appliedAt: null, applied: [] })]);
    expect((await mailsTo(referrer.email))[0]).toContain('it applies as soon as you subscribe');

    await payingMember(referrer, 'premium');
    clock.advance(DAY);
    expect(await run()).toMatchObject({ granted: 0, applied: 1, emailed: 0 });
    expect(await subOf(referrer.id)).toMatchObject({ plan: 'premium', rewardDiscounts: [{ percent: 20, months: 3 }] });
  });

  it('a voided referral no longer counts toward the next tier', async () => {
    const { referrer } = await referrerWithFriends('premium', 3);
    const [first] = await handle.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id)).limit(1);
    await handle.db.update(referrals).set({ state: 'void', voidedAt: clock.now() }).where(eq(referrals.id, first!.id));
    clock.advance(31 * DAY);
    await run();
    expect((await ledgerOf(referrer.id)).map((r) => r.tier)).toEqual([1]);
    expect(await statesOf(referrer.id)).toEqual(['rewarded', 'rewarded', 'void']);
  });

  it('runs as a scheduled function, and the admin sees the granted rewards', async () => {
    const { referrer } = await referrerWithFriends('pivot', 1);
    clock.advance(31 * DAY);
    await rewardsJob();
    expect(await ledgerOf(referrer.id)).toHaveLength(1);
    const admin = await member('Root');
    await handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const list = await call(adminReferralsFn, '/api/admin/referrals', { cookie: admin.cookie });
    expect(list.json.rewards).toEqual(
      expect.arrayContaining([expect.objectContaining({ tier: '1 Referral', state: 'applied', referrer: { name: 'Ana Lo', email: referrer.email } })]),
    );
  });
});

describe('the demo data', () => {
  it('rewards Ana on the first run: Nia subscribed with her code 40 days ago and still pays', async () => {
    const demo = await createTestDb();
    const db = demo.db;
    await seed(db, { adminPassword: 'a long admin password 1' });
    await runReferralRewards({ db, billing: testProvider(), mailer, siteUrl: 'http://localhost:8888', brand: 'CareerPivot' }, new Date());
    const [ana] = await db.select().from(users).where(eq(users.email, DEMO_REFERRAL.referrer));
    const ledger = await db.select().from(referralRewards).where(eq(referralRewards.referrerId, ana!.id));
    expect(ledger.map((r) => [r.tier, r.state])).toEqual([[1, 'applied']]);
    await demo.close();
  });
});

describe('rewards on a Stripe subscription', () => {
  it('credit goes to the customer balance, the upgrade and discounts onto the subscription, each with an idempotency key', async () => {
    const peer = await startStripePeer({ careerpivot_premium_annual: 'price_premium_y' }, { sub_ref_1: { itemId: 'si_ref_1', discounts: ['di_friend'] } });
    try {
      const client = stripeClient({ secretKey: 'sk_test_rewards', apiBase: peer.url });
      const billing = stripeProvider(client);
      const referrer = await member('Ana');
      await handle.db.insert(subscriptions).values({
        userId: referrer.id,
        plan: 'pivot',
        status: 'active',
        interval: 'annual',
        amountCents: 13900,
        currentPeriodStart: clock.now(),
        currentPeriodEnd: new Date(clock.now().getTime() + 365 * DAY),
        provider: 'stripe',
        providerSubscriptionId: 'sub_ref_1',
        providerCustomerId: 'cus_ref_1',
      });
      const [reward] = await handle.db
        .insert(referralRewards)
        .values({ referrerId: referrer.id, tier: 3, referralCount: 3, grantedAt: clock.now() })
        .returning();
      expect(await applyReward({ db: handle.db, billing }, reward!, clock.now())).toBe(true);

      const credit = peer.calls.find((c) => c.path === '/v1/customers/cus_ref_1/balance_transactions')!;
      expect(credit.form).toMatchObject({ amount: '-10200', currency: 'usd' });
      expect(credit.idempotencyKey).toBe(`reward_${reward!.id}:credit`);
      const update = peer.calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_ref_1')!;
      expect(update.form).toMatchObject({ 'items[0][id]': 'si_ref_1', 'items[0][price]': 'price_premium_y', proration_behavior: 'none' });
      expect(update.idempotencyKey).toBe(`reward_${reward!.id}:subscription`);
      // The plan itself changes when Stripe's webhook says so; our row records the credit now.
      const sub = await subOf(referrer.id);
      expect(sub).toMatchObject({ plan: 'pivot', rewardCreditCents: 10200 });
      const [row] = await handle.db.select().from(referralRewards).where(eq(referralRewards.id, reward!.id));
      expect(row).toMatchObject({
        state: 'applied',
        applied: { provider: 'stripe', upgradeTo: 'premium', stripe: { balanceTransactionId: expect.any(String) } },
      });

      // The Power Referrer tier: a lifetime coupon, created once, added beside the discounts already there.
      const [power] = await handle.db
        .insert(referralRewards)
        .values({ referrerId: referrer.id, tier: 10, referralCount: 10, grantedAt: clock.now() })
        .returning();
      peer.calls.length = 0;
      expect(await applyReward({ db: handle.db, billing }, power!, clock.now())).toBe(true);
      const coupon = peer.calls.find((c) => c.method === 'POST' && c.path === '/v1/coupons')!;
      expect(coupon.form).toMatchObject({ id: 'careerpivot_reward_15pct_forever', percent_off: '15', duration: 'forever' });
      const withCoupon = peer.calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_ref_1')!;
      expect(withCoupon.form).toMatchObject({ 'discounts[0][discount]': 'di_friend', 'discounts[1][coupon]': 'careerpivot_reward_15pct_forever' });
      // Applied once: a second attempt finds nothing waiting and calls Stripe no more.
      const calls = peer.calls.length;
      expect(await applyReward({ db: handle.db, billing }, power!, clock.now())).toBe(false);
      expect(peer.calls.length).toBe(calls);
    } finally {
      await peer.close();
    }
  });

  it('waits when the subscription is at Stripe but Stripe is not configured', async () => {
    const referrer = await member('Ana');
    await handle.db.insert(subscriptions).values({
      userId: referrer.id,
      plan: 'premium',
      status: 'active',
      interval: 'monthly',
      amountCents: 3400,
      currentPeriodEnd: new Date(clock.now().getTime() + 20 * DAY),
      provider: 'stripe',
      providerSubscriptionId: 'sub_unreachable',
      providerCustomerId: 'cus_unreachable',
    });
    const [reward] = await handle.db.insert(referralRewards).values({ referrerId: referrer.id, tier: 1, referralCount: 1, grantedAt: clock.now() }).returning();
    expect(await applyReward({ db: handle.db, billing: testProvider() }, reward!, clock.now())).toBe(false);
    expect((await handle.db.select().from(referralRewards).where(eq(referralRewards.id, reward!.id)))[0]!.state).toBe('waiting');
    expect(await grantRewards(handle.db, clock.now())).toEqual([]);
  });
});
