import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import statsFn from '../../../netlify/functions/admin-stats.mts';
import usersFn from '../../../netlify/functions/admin-users.mts';
import subscriptionsFn from '../../../netlify/functions/admin-subscriptions.mts';
import loginFn from '../../../netlify/functions/auth-login.mts';
import { createTestDb } from '../testing/test-db';
import { call, installRuntime } from '../testing/harness';
import { seed, DEMO_MEMBERS, DEMO_PASSWORD } from '../db/seed';
import type { DbHandle } from '../db/client';

let handle: DbHandle;
const admin = { email: 'boss@careerpivot.test', password: 'admin password 123' };

beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { adminEmail: admin.email, adminPassword: admin.password, now: new Date('2026-11-22T12:00:00Z') });
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db);
});

const loginAs = async (email: string, password: string) => (await call(loginFn, '/api/login', { body: { username: email, password } })).cookie!;

describe('requireAdmin on every /api/admin/* function', () => {
  for (const [name, fn, path] of [
    ['stats', statsFn, '/api/admin/stats'],
    ['users', usersFn, '/api/admin/users'],
    ['subscriptions', subscriptionsFn, '/api/admin/subscriptions'],
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
    // Live: pivot trial, pivot annual, premium monthly, elite annual.
    expect(res.json.premiumUsers).toBe(4);
    expect(res.json.premiumCount).toBe(1);
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
