import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import checkoutFn from '@functions/checkout.mts';
import subscriptionFn from '@functions/billing-subscription.mts';
import portalFn from '@functions/billing-portal.mts';
import testPortalFn from '@functions/billing-test-portal.mts';
import eliteFn from '@functions/elite-services.mts';
import userFn from '@functions/auth-user.mts';
import signupFn from '@functions/auth-signup.mts';
import modeFn from '@functions/billing-mode.mts';
import remindersFn from '@functions/billing-reminders.mts';
import { TEST_ADMIN as admin, call, installRuntime, ORIGIN, seededTestDb, sessionCookie, type TestClock, type CapturingMailer } from '~/server/testing/harness';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import { requirePlan, requireTool } from '~/server/auth/guards';
import { FEATURE_OFF_MESSAGES } from '~/lib/features';
import type { Runtime } from '~/server/runtime';
import { sendTrialReminders } from './reminders';
import { CHECKOUT_LIMIT_PER_HOUR } from './subscriptions';
import { saveSetting } from '~/server/settings/store';
import { TRIAL_DAYS } from '~/lib/catalogue';

let handle: DbHandle;
let rt: Runtime;
let clock: TestClock;
let mailer: CapturingMailer;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ rt, clock, mailer } = installRuntime(handle.db));
});

let counter = 0;
async function newMember() {
  const email = `member${++counter}-${Date.now()}@example.test`;
  const res = await call(signupFn, '/api/signup', { body: { email, password: 'a long password 1', firstName: 'Pat', lastName: 'Lee' } });
  expect(res.status).toBe(201);
  return { email, cookie: res.cookie! };
}
const loginAs = (email: string, password = DEMO_PASSWORD) => sessionCookie(email, password);
const rowsOf = async (email: string) => {
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  return handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id));
};

describe('POST /api/checkout in test mode', () => {
  it('records one trialing test subscription for the signed-in member and sends them to the success page', async () => {
    const { email, cookie } = await newMember();
    const res = await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'premium', billing: 'annual' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mode: 'test', url: '/subscription-success?plan=premium' });

    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan: 'premium', interval: 'annual', status: 'trialing', isTest: true, provider: 'test', amountCents: 33900 });
    expect(rows[0]!.trialEndsAt!.getTime()).toBe(clock.now().getTime() + 3 * DAY);

    const me = await call(userFn, '/api/auth/user', { cookie });
    expect(me.json).toMatchObject({ isPremium: 'premium', subscriptionStatus: 'trialing' });
    const view = await call(subscriptionFn, '/api/billing/subscription', { cookie });
    expect(view.json.subscription).toMatchObject({ plan: 'premium', billing: 'annual', status: 'trialing', live: true, amount: 339 });
  });

  it('refuses the plan the member already has, and a second subscription for another plan', async () => {
    const { email, cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
    const same = await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'annual' } });
    expect(same.status).toBe(409);
    expect(same.json.message).toBe("You're already subscribed to the Pivot plan.");
    const other = await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'elite', billing: 'monthly' } });
    expect(other.status).toBe(409);
    expect(other.json.message).toMatch(/Manage billing/);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('makes one subscription when the same attempt is sent twice', async () => {
    const { email, cookie } = await newMember();
    const attempt = crypto.randomUUID();
    await Promise.allSettled([
      call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly', attempt } }),
      call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly', attempt } }),
    ]);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('answers 401 signed out and 400 with a message for a bad payload', async () => {
    expect((await call(checkoutFn, '/api/checkout', { body: { plan: 'pivot', billing: 'monthly' } })).status).toBe(401);
    const { cookie } = await newMember();
    const bad = await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'platinum', billing: 'monthly' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^plan:/);
    const extra = await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly', price: 0 } });
    expect(extra.status).toBe(400);
  });

  it('tells the checkout page the trial checkout grants: the catalogue’s, per visitor and never from a shared cache', async () => {
    const signedOut = await call(modeFn, '/api/billing/mode');
    expect(signedOut.json).toEqual({ mode: 'test', trialDays: TRIAL_DAYS });
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
    // A member who has had a subscription gets none: Rita's ended, and still counts.
    const rita = await loginAs(DEMO_MEMBERS.find((m) => m.status === 'canceled')!.email);
    expect((await call(modeFn, '/api/billing/mode', { cookie: rita })).json).toEqual({ mode: 'test', trialDays: 0 });
  });

  it('grants the catalogue’s trial whatever a setting saved before decision 0023 says, states it before checkout, and gives no second trial', async () => {
    await saveSetting(handle.db, 'admin', { parameters: { trialPeriodDays: 7 } });
    try {
      const { email, cookie } = await newMember();
      // What the order summary states is what checkout then grants.
      expect((await call(modeFn, '/api/billing/mode', { cookie })).json).toEqual({ mode: 'test', trialDays: TRIAL_DAYS });
      expect((await call(modeFn, '/api/billing/mode')).json.trialDays).toBe(TRIAL_DAYS);
      await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
      const [row] = await rowsOf(email);
      expect(row!.trialEndsAt!.getTime() - clock.now().getTime()).toBe(TRIAL_DAYS * DAY);
      // Cancel, let it end, subscribe again: paid from day one.
      await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'cancel' } });
      clock.advance(8 * DAY);
      expect((await call(userFn, '/api/auth/user', { cookie: await loginAs(email, 'a long password 1') })).json.isPremium).toBe(false);
      const back = await loginAs(email, 'a long password 1');
      expect((await call(modeFn, '/api/billing/mode', { cookie: back })).json.trialDays).toBe(0);
      const again = await call(checkoutFn, '/api/checkout', { cookie: back, body: { plan: 'pivot', billing: 'monthly' } });
      expect(again.status).toBe(200);
      const rows = await rowsOf(email);
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.id !== row!.id)).toMatchObject({ status: 'active', trialEndsAt: null });
    } finally {
      await saveSetting(handle.db, 'admin', {});
    }
  });
});

describe('the lifecycle grants access only while it should', () => {
  it('a trial that is never paid ends access at its trial end, not the period end', async () => {
    const { email, cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'elite', billing: 'monthly' } });
    clock.advance(3 * DAY - 60_000);
    const fresh = await loginAs(email, 'a long password 1');
    expect((await call(userFn, '/api/auth/user', { cookie: fresh })).json.isPremium).toBe('elite');
    clock.advance(2 * 60_000);
    expect((await call(userFn, '/api/auth/user', { cookie: fresh })).json.isPremium).toBe(false);
    expect((await call(eliteFn, '/api/elite/services', { cookie: fresh })).status).toBe(403);
  });

  it('a test-mode trial never paid is ended by the hourly billing job: canceled at its trial end, no access, a new checkout open', async () => {
    const { email, cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'premium', billing: 'monthly' } });
    const paid = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie: paid.cookie, body: { plan: 'premium', billing: 'monthly' } });
    await call(testPortalFn, '/api/billing/test-portal', { cookie: paid.cookie, body: { action: 'pay' } });

    clock.advance(DAY);
    await remindersFn();
    expect((await rowsOf(email))[0]!.status).toBe('trialing');

    clock.advance(2 * DAY + 60_000);
    await remindersFn();
    await remindersFn();
    const [ended] = await rowsOf(email);
    expect(ended).toMatchObject({ status: 'canceled', canceledAt: ended!.trialEndsAt });
    const fresh = await loginAs(email, 'a long password 1');
    expect((await call(userFn, '/api/auth/user', { cookie: fresh })).json).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' });
    expect((await call(subscriptionFn, '/api/billing/subscription', { cookie: fresh })).json.subscription.status).toBe('canceled');
    // The member can subscribe again (without a second trial).
    const again = await call(checkoutFn, '/api/checkout', { cookie: fresh, body: { plan: 'premium', billing: 'monthly' } });
    expect(again.status).toBe(200);
    // A trial that was paid is not touched, and nobody is told their trial was cancelled.
    expect((await rowsOf(paid.email))[0]!.status).toBe('active');
    expect(mailer.mail.filter((m) => m.to === email && /cancel/i.test(m.subject))).toHaveLength(0);
  });

  it('cancel keeps access to the period end, e-mails the member, and resume undoes it', async () => {
    const { email, cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'premium', billing: 'monthly' } });
    const canceled = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'cancel' } });
    expect(canceled.status).toBe(200);
    expect(canceled.json.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing', live: true });
    expect(canceled.json.subscription.accessEndsAt).toBe(new Date(clock.now().getTime() + 3 * DAY).toISOString());
    const mail = mailer.mail.find((m) => m.to === email);
    expect(mail?.subject).toMatch(/Premium subscription is cancelled/);

    const again = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'cancel' } });
    expect(again.status).toBe(409);
    const resumed = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'resume' } });
    expect(resumed.json.subscription).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });
  });

  it('a paid member who cancels falls back to free at the period end', async () => {
    const member = DEMO_MEMBERS.find((m) => m.plan === 'premium' && m.status === 'active')!;
    const cookie = await loginAs(member.email);
    const res = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'cancel' } });
    expect(res.status).toBe(200);
    const periodEnd = new Date(res.json.subscription.currentPeriodEnd);
    expect(res.json.subscription.accessEndsAt).toBe(periodEnd.toISOString());
    clock.current = new Date(periodEnd.getTime() - 60_000);
    const before = await loginAs(member.email);
    await expect(requirePlan(new Request(ORIGIN, { headers: { cookie: before } }), rt, 'premium')).resolves.toBeTruthy();
    clock.current = new Date(periodEnd.getTime() + 60_000);
    const after = await loginAs(member.email);
    await expect(requirePlan(new Request(ORIGIN, { headers: { cookie: after } }), rt, 'pivot')).rejects.toMatchObject({ status: 403 });
    expect((await call(userFn, '/api/auth/user', { cookie: after })).json.isPremium).toBe(false);
  });

  it('guards each room as its MEMBER_TOOLS entry says: its plan, no plan, or its feature switched off', async () => {
    const asked = (cookie?: string) => new Request(ORIGIN, { headers: cookie ? { cookie } : {} });
    await expect(requireTool(asked(), rt, 'support')).rejects.toMatchObject({ status: 401 });
    const { cookie } = await newMember();
    await expect(requireTool(asked(cookie), rt, 'support')).resolves.toBeTruthy();
    await expect(requireTool(asked(cookie), rt, 'planner')).rejects.toMatchObject({
      status: 403,
      message: 'This needs the Pivot toolkit. Upgrade on the pricing page to use it.',
    });
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
    await expect(requireTool(asked(cookie), rt, 'planner')).resolves.toBeTruthy();
    await expect(requireTool(asked(cookie), rt, 'interviews')).rejects.toMatchObject({ status: 403, message: expect.stringContaining('Premium toolkit') });
    await saveSetting(handle.db, 'admin', { features: { videoInterviewPractice: false } });
    try {
      // Switched off, the room is not there for anyone: 404 before any plan is asked for.
      await expect(requireTool(asked(), rt, 'practice')).rejects.toMatchObject({ status: 404, message: FEATURE_OFF_MESSAGES.videoInterviewPractice });
      await expect(requireTool(asked(cookie), rt, 'practice')).rejects.toMatchObject({ status: 404 });
    } finally {
      await saveSetting(handle.db, 'admin', {});
    }
  });

  it('switching plan in the test portal changes the plan and price at once', async () => {
    const { cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
    const res = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'switch', plan: 'elite', billing: 'annual' } });
    expect(res.json.subscription).toMatchObject({ plan: 'elite', billing: 'annual', amount: 595 });
    expect((await call(userFn, '/api/auth/user', { cookie })).json.isPremium).toBe('elite');
  });

  it('a failed payment makes the subscription past due, removes access and e-mails the member', async () => {
    const { email, cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
    await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'pay' } });
    const failed = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'fail-payment' } });
    expect(failed.json.subscription).toMatchObject({ status: 'past_due', live: false });
    expect(mailer.mail.filter((m) => m.to === email).map((m) => m.subject)).toContain('Your CareerPivot payment did not go through');
    // Past due, the member may not switch plans but may still cancel (and undo it).
    const switched = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'switch', plan: 'elite', billing: 'monthly' } });
    expect(switched.status).toBe(409);
    const canceled = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'cancel' } });
    expect(canceled.json.subscription).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: true });
    await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'resume' } });
    const paid = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'pay' } });
    expect(paid.json.subscription).toMatchObject({ status: 'active', live: true });
  });

  it('Manage billing goes to the test-mode portal page, or says there is nothing to manage', async () => {
    const { cookie } = await newMember();
    const none = await call(portalFn, '/api/billing/portal', { cookie, method: 'POST' });
    expect(none.status).toBe(404);
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
    const res = await call(portalFn, '/api/billing/portal', { cookie, method: 'POST' });
    expect(res.json).toEqual({ url: '/dashboard/billing' });
  });

  it('records the refund terms of the legal pages on annual subscriptions', async () => {
    const member = DEMO_MEMBERS.find((m) => m.plan === 'elite' && m.status === 'active' && m.interval === 'annual')!;
    const cookie = await loginAs(member.email);
    const res = await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'cancel' } });
    const refund = res.json.subscription.refund;
    expect(refund).toMatchObject({ kind: 'annual-prorated', requestWithinDays: 30, processedWithinBusinessDays: 14 });
    expect(refund.requestBy).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    // Part of a $595 year is unused.
    expect(refund.estimate).toBeGreaterThan(0);
    expect(refund.estimate).toBeLessThan(595);
  });
});

describe('requirePlan: the server decides what a plan includes', () => {
  const guard = async (cookie: string | undefined, plan: 'pivot' | 'premium' | 'elite') => {
    try {
      await requirePlan(new Request(ORIGIN, { headers: cookie ? { cookie } : {} }), rt, plan);
      return 200;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };
  const by = (plan: string | undefined, status = 'active') => DEMO_MEMBERS.find((m) => m.plan === plan && (m.status ?? 'active') === status)!.email;

  it('free 403, Pivot 403 from Premium, Elite passes all, admin passes all, signed out 401', async () => {
    const free = await loginAs(DEMO_MEMBERS.find((m) => !m.plan)!.email);
    const pivot = await loginAs(by('pivot'));
    const elite = await loginAs(by('elite'));
    const boss = await loginAs(admin.email, admin.password);
    expect(await guard(undefined, 'pivot')).toBe(401);
    expect(await guard(free, 'pivot')).toBe(403);
    expect(await guard(pivot, 'pivot')).toBe(200);
    expect(await guard(pivot, 'premium')).toBe(403);
    for (const plan of ['pivot', 'premium', 'elite'] as const) {
      expect(await guard(elite, plan)).toBe(200);
      expect(await guard(boss, plan)).toBe(200);
    }
    // Past due and canceled grant nothing.
    expect(await guard(await loginAs(by('premium', 'past_due')), 'pivot')).toBe(403);
    expect(await guard(await loginAs(by('elite', 'canceled')), 'pivot')).toBe(403);
  });

  it('the Elite services function answers Elite members and admins only', async () => {
    const premium = await call(eliteFn, '/api/elite/services', { cookie: await loginAs(by('premium')) });
    expect(premium.status).toBe(403);
    expect(premium.json.message).toMatch(/Elite toolkit/);
    const elite = await call(eliteFn, '/api/elite/services', { cookie: await loginAs(by('elite')) });
    expect(elite.status).toBe(200);
    expect(elite.json).toMatchObject({ savedSearches: 0, openIntroductions: 0, nextCoaching: null });
    expect(elite.json.vipSupportTarget).toBe('VIP: we answer within 4 hours');
  });
});

describe('trial reminder e-mails', () => {
  it('go out once per trial, within the reminder window', async () => {
    const { email, cookie } = await newMember();
    await call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'premium', billing: 'monthly' } });
    // Minutes after checkout a 3-day trial is inside the 3-day window, but not a day old yet.
    await sendTrialReminders(rt, clock.now());
    expect(mailer.mail.filter((m) => m.to === email)).toHaveLength(0);
    clock.advance(DAY + 60_000);
    await sendTrialReminders(rt, clock.now());
    await sendTrialReminders(rt, clock.now());
    const reminders = mailer.mail.filter((m) => m.to === email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/Premium trial ends on/);
    expect(reminders[0]!.text).toContain(`${ORIGIN}/dashboard`);
  });
});

describe('checkout rate limit', () => {
  it('refuses a member past the hourly limit with 429 and Retry-After; an hour later it is open again', async () => {
    const { email, cookie } = await newMember();
    const attempt = () => call(checkoutFn, '/api/checkout', { cookie, body: { plan: 'pivot', billing: 'monthly' } });
    expect((await attempt()).status).toBe(200);
    for (let i = 1; i < CHECKOUT_LIMIT_PER_HOUR; i++) expect((await attempt()).status).toBe(409);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(3600_000 + 1000);
    expect(
      (await call(checkoutFn, '/api/checkout', { cookie: await loginAs(email, 'a long password 1'), body: { plan: 'pivot', billing: 'monthly' } })).status,
    ).toBe(409);
  });
});
