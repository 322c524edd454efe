import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import statsFn from '@functions/admin-stats.mts';
import usersFn from '@functions/admin-users.mts';
import subscriptionsFn from '@functions/admin-subscriptions.mts';
import exportFn from '@functions/admin-subscriptions-export.mts';
import settingsFn from '@functions/admin-settings.mts';
import { TEST_ADMIN as admin, call, installRuntime, seededTestDb, sessionCookie } from '~/server/testing/harness';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import { eq, like } from 'drizzle-orm';
import type { AdminStats } from '~/lib/admin/payloads';
import { revenueBasis, subscribersBasis } from '~/lib/admin/format';

let handle: DbHandle;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db);
});

const loginAs = sessionCookie;

describe('requireAdmin on every /api/admin/* function', () => {
  for (const [name, fn, path] of [
    ['stats', statsFn, '/api/admin/stats'],
    ['users', usersFn, '/api/admin/users'],
    ['subscriptions', subscriptionsFn, '/api/admin/subscriptions'],
    ['subscriptions export', exportFn, '/api/admin/subscriptions/export'],
    ['settings', settingsFn, '/api/admin/settings'],
  ] as const) {
    it(`${name}: 401 signed out, 403 for a member, 200 for the admin`, async () => {
      expect((await call(fn, path)).status).toBe(401);
      const member = await loginAs(DEMO_MEMBERS[5]!.email, DEMO_PASSWORD);
      const refused = await call(fn, path, { cookie: member });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: "You don't have permission to access the admin area" });
      expect((await call(fn, path, { cookie: await loginAs(admin.email, admin.password) })).status).toBe(200);
    });
  }
});

describe('admin data comes from the database', () => {
  it('users list every account with the plan of its live subscription', async () => {
    const res = await call(usersFn, '/api/admin/users', { cookie: await loginAs(admin.email, admin.password) });
    expect(res.json).toHaveLength(DEMO_MEMBERS.length + 1);
    const byEmail = Object.fromEntries(res.json.map((u: any) => [u.email, u]));
    expect(byEmail['sam.premium@demo.careerpivot.local']).toMatchObject({ isPremium: 'premium', subscriptionStatus: 'active' });
    expect(byEmail['ivy.premium@demo.careerpivot.local']).toMatchObject({ isPremium: false, subscriptionStatus: 'past_due' });
    expect(byEmail['maya.free@demo.careerpivot.local']).toMatchObject({ isPremium: false, subscriptionStatus: null });
  });

  it('stats count users, live subscriptions and revenue', async () => {
    const res = await call(statsFn, '/api/admin/stats', { cookie: await loginAs(admin.email, admin.password) });
    expect(res.json.totalUsers).toBe(DEMO_MEMBERS.length + 1);
    // Live: pivot trial, pivot annual, two premium monthly, elite annual.
    expect(res.json.premiumUsers).toBe(5);
    expect(res.json.premiumCount).toBe(2);
    expect(res.json.pivotCount).toBe(2);
    expect(res.json.activeTrials).toBe(1);
    expect(res.json.recentActivity.length).toBeGreaterThan(0);
    expect(res.json.mrr).toBeGreaterThan(0);
  });

  it('Add User creates an account; a duplicate e-mail is a 409', async () => {
    const cookie = await loginAs(admin.email, admin.password);
    const body = { firstName: 'New', lastName: 'Person', email: 'new.person@example.com', role: 'member' };
    expect((await call(usersFn, '/api/admin/users', { body, cookie })).status).toBe(201);
    expect((await call(usersFn, '/api/admin/users', { body: { ...body, email: 'NEW.person@example.com' }, cookie })).status).toBe(409);
    expect((await call(usersFn, '/api/admin/users', { body: { ...body, role: 'owner' }, cookie })).status).toBe(400);
  });
});

describe('the Subscriptions tab reads real rows', () => {
  it('counts and MRR are computed in SQL with the access rules: only live, paying rows count as revenue', async () => {
    const res = await call(statsFn, '/api/admin/stats', { cookie: await loginAs(admin.email, admin.password) });
    // Paying now: Ana pivot annual $139/12, Sam and Nia premium monthly $34, Omar elite annual $595/12.
    expect(res.json.mrr).toBeCloseTo(139 / 12 + 34 + 34 + 595 / 12, 1);
    expect(res.json.monthlyRevenue).toBe(res.json.mrr);
    expect(res.json).toMatchObject({ activeSubscriptions: 4, activeTrials: 1, pastDueSubscriptions: 1, canceledSubscriptions: 1 });
  });

  it('revenue is to the cent, and the stats say what it counts: paying rows at list price, trials and past due left out, test rows and discounts in', async () => {
    const stats = (await call(statsFn, '/api/admin/stats', { cookie: await loginAs(admin.email, admin.password) })).json;
    // $139/12 + $34 + $34 + $595/12 = $129.1666…: shown $129.17, never the $129.20 one decimal gave.
    expect(stats.mrr).toBe(129.17);
    expect(stats.monthlyRevenue).toBe(129.17);
    expect(stats.arpu).toBe(32.29);
    expect(stats).toMatchObject({
      // The four rows the revenue is made of, all demo rows made in test mode; Nia's friend discount is not deducted.
      activeSubscriptions: 4,
      activeTestSubscriptions: 4,
      activeDiscountedSubscriptions: 1,
      // Not in the revenue: Leo's trial and Ivy's past-due month.
      activeTrials: 1,
      pastDueSubscriptions: 1,
      // Subscribers = paying + in trial, all test rows.
      premiumUsers: 5,
      liveTestSubscriptions: 5,
    });
    expect(stats.premiumUsers).toBe(stats.activeSubscriptions + stats.activeTrials);
    const stated = stats as AdminStats;
    expect(revenueBasis(stated)).toBe(
      '4 paying subscriptions at list price, annual ÷ 12 · not counted: 1 trial, 1 past due · 4 test-mode included · 1 with a discount or credit, not deducted',
    );
    expect(subscribersBasis(stated)).toBe('4 paying + 1 in trial, any plan · 5 test-mode');
  });

  it('churn counts the canceled subscription in its base, LTV follows from it, Elite is labelled Elite, a trial bills at its end', async () => {
    const cookie = await loginAs(admin.email, admin.password);
    const stats = (await call(statsFn, '/api/admin/stats', { cookie })).json;
    // Live 30 days ago: Ana, Ivy, Nia and Rita; Rita canceled 5 days ago: 1 of 4.
    expect(stats.churnRate).toBe(25);
    expect(stats.arpu).toBe(Math.round(((139 / 12 + 34 + 34 + 595 / 12) / 4) * 100) / 100);
    expect(stats.ltv).toBeCloseTo(stats.arpu / 0.25, 1);
    expect(stats.eliteCount).toBe(1);

    const csv = (await call(exportFn, '/api/admin/subscriptions/export?q=haddad', { cookie })).text.replace(/^\ufeff/, '').split('\r\n');
    expect(csv[1]).toMatch(/,Omar Haddad,Elite,Active,annual,595,/);

    const [trial] = await handle.db
      .select({ trialEndsAt: subscriptions.trialEndsAt })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, 'leo.pivot@demo.careerpivot.local'));
    const list = (await call(subscriptionsFn, '/api/admin/subscriptions?status=trialing', { cookie })).json;
    expect(list.map((r: { userName: string; nextBillingDate: string }) => [r.userName, r.nextBillingDate])).toEqual([
      ['Leo Martins', trial!.trialEndsAt!.toISOString()],
    ]);
  });

  it('search and status filter the list in the database; bad filters are a 400', async () => {
    const cookie = await loginAs(admin.email, admin.password);
    const pastDue = await call(subscriptionsFn, '/api/admin/subscriptions?status=past_due', { cookie });
    expect(pastDue.json.map((r: { userName: string }) => r.userName)).toEqual(['Ivy Novak']);
    const search = await call(subscriptionsFn, '/api/admin/subscriptions?q=elite', { cookie });
    expect(search.json.map((r: { userName: string }) => r.userName).sort()).toEqual(['Omar Haddad', 'Rita Kowalski']);
    const bad = await call(subscriptionsFn, '/api/admin/subscriptions?status=paused', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^status:/);
  });

  it('exports the filtered rows as a streamed CSV file', async () => {
    const cookie = await loginAs(admin.email, admin.password);
    const res = await call(exportFn, '/api/admin/subscriptions/export?q=silva', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('ID,User,Plan,Status,Interval,Amount (USD),Next Billing Date');
    expect(lines).toHaveLength(3); // header, Ana, and the final line break
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},Ana Silva,Pivot,Active,annual,139,\d{4}-/);
  });

  it('streams exports larger than one page in order, each row once', async () => {
    const [ana] = await handle.db.select().from(users).where(eq(users.email, 'ana.pivot@demo.careerpivot.local'));
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    await handle.db.insert(subscriptions).values(
      Array.from({ length: 1203 }, (_, i) => ({
        userId: ana!.id,
        plan: 'pivot' as const,
        status: 'canceled' as const,
        interval: 'monthly' as const,
        amountCents: 1400,
        currentPeriodEnd: new Date(base + i * 1000),
        // Pairs share a timestamp: the cursor must not skip or repeat either.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
        provider: 'test' as const,
        providerSubscriptionId: `sub_bulk_${i}`,
      })),
    );
    try {
      const res = await call(exportFn, '/api/admin/subscriptions/export?status=canceled', { cookie: await loginAs(admin.email, admin.password) });
      const ids = res.text
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]);
      expect(ids).toHaveLength(1204); // the bulk rows and Rita's
      expect(new Set(ids).size).toBe(1204);
    } finally {
      await handle.db.delete(subscriptions).where(like(subscriptions.providerSubscriptionId, 'sub_bulk_%'));
    }
  });
});

describe('errors never leak internals', () => {
  it('a database failure is a 500 with a plain message and no stack', async () => {
    const cookie = await loginAs(admin.email, admin.password);
    const broken = new Proxy(handle.db, {
      get: (target, prop) =>
        prop === 'select'
          ? () => {
              throw new Error('connection to 10.0.0.5 refused: secret detail');
            }
          : Reflect.get(target, prop),
    });
    installRuntime(broken);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await call(statsFn, '/api/admin/stats', { cookie });
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.text).not.toMatch(/secret detail|\.ts|Error/);
      expect(errors).toHaveLength(1); // logged on the server instead
    } finally {
      console.error = original;
    }
  });
});
