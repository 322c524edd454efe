import { defaultSettings } from '~/lib/admin/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import codeFn from '@functions/referral-code.mts';
import generateFn from '@functions/referral-generate.mts';
import checkFn from '@functions/referral-check.mts';
import checkoutFn from '@functions/checkout.mts';
import signupFn from '@functions/auth-signup.mts';
import testPortalFn from '@functions/billing-test-portal.mts';
import adminReferralsFn from '@functions/admin-referrals.mts';
import voidFn from '@functions/admin-referrals-void.mts';
import mineFn from '@functions/referrals-mine.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { referralCodes, referrals, subscriptions, users } from '~/server/db/schema';
import { saveSetting } from '~/server/settings/store';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '~/lib/referral';
import { ensureReferralCode, newReferralCode, REFERRAL_MESSAGES } from './codes';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db);
});

let n = 0;
async function member(first = 'Kim') {
  const email = `ref${++n}-${Date.now()}@example.test`;
  const res = await call(signupFn, '/api/signup', { body: { email, password: 'a long password 1', firstName: first, lastName: 'Lo' } });
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  return { cookie: res.cookie!, id: user!.id };
}
const codeFor = async (cookie: string) => (await call(generateFn, '/api/generate-referral-code', { cookie, body: {} })).json.referralCode as string;

describe('referral codes', () => {
  it('are short, from an alphabet with nothing to misread, and unique', () => {
    const codes = Array.from({ length: 2000 }, () => newReferralCode());
    for (const code of codes) {
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect([...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
      expect(code).not.toMatch(/[01OI]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('one per member: generated on request, the same on every later call, read back by GET', async () => {
    const { cookie } = await member();
    expect((await call(codeFn, '/api/referral-code', { cookie })).json).toEqual({ referralCode: null });
    const [a, b] = await Promise.all([codeFor(cookie), codeFor(cookie)]);
    expect(a).toBe(b);
    expect(await codeFor(cookie)).toBe(a);
    expect((await call(codeFn, '/api/referral-code', { cookie })).json).toEqual({ referralCode: a });
  });

  it('answer 401 signed out', async () => {
    expect((await call(codeFn, '/api/referral-code')).status).toBe(401);
    expect((await call(generateFn, '/api/generate-referral-code', { body: {} })).status).toBe(401);
  });

  it('draw again when a drawn code is already taken', async () => {
    const first = await member();
    const second = await member();
    const taken = await ensureReferralCode(handle.db, first.id);
    const draws = [taken, 'NEWCODE2'];
    expect(await ensureReferralCode(handle.db, second.id, () => draws.shift()!)).toBe('NEWCODE2');
  });
});

describe('the friend discount at checkout', () => {
  it('is offered for a friend’s code, in any case, at the stored setting', async () => {
    const referrer = await member('Ana');
    const code = await codeFor(referrer.cookie);
    const friend = await member('Ben');
    const check = await call(checkFn, `/api/referral-code/check?code=${code.toLowerCase()}`, { cookie: friend.cookie });
    expect(check.json).toEqual({ valid: true, code, discount: { percent: 20, months: 3 }, message: 'Friend discount: 20% off for 3 months.' });
    const defaults = defaultSettings();
    await saveSetting(handle.db, 'admin', { ...defaults, parameters: { ...defaults.parameters, friendDiscountPercent: 25, friendDiscountMonths: 2 } });
    try {
      expect((await call(checkFn, `/api/referral-code/check?code=${code}`)).json.discount).toEqual({ percent: 25, months: 2 });
    } finally {
      await saveSetting(handle.db, 'admin', {});
    }
  });

  it('refuses unknown, disabled and own codes, and members who subscribed before, with a clear message', async () => {
    const owner = await member();
    const code = await codeFor(owner.cookie);
    expect((await call(checkFn, '/api/referral-code/check?code=NOSUCH99')).json).toMatchObject({ valid: false, message: REFERRAL_MESSAGES.unknown });
    expect((await call(checkFn, `/api/referral-code/check?code=${code}`, { cookie: owner.cookie })).json).toMatchObject({
      valid: false,
      message: REFERRAL_MESSAGES.self,
    });
    const returning = await member();
    await call(checkoutFn, '/api/checkout', { cookie: returning.cookie, body: { plan: 'pivot', billing: 'monthly' } });
    expect((await call(checkFn, `/api/referral-code/check?code=${code}`, { cookie: returning.cookie })).json).toMatchObject({
      valid: false,
      message: REFERRAL_MESSAGES.notNew,
    });
    await handle.db.update(referralCodes).set({ disabledAt: new Date() }).where(eq(referralCodes.code, code));
    expect((await call(checkFn, `/api/referral-code/check?code=${code}`)).json).toMatchObject({ valid: false, message: REFERRAL_MESSAGES.unknown });
    expect((await call(checkFn, '/api/referral-code/check?code=<script>')).status).toBe(400);
  });

  it('is recorded on the test subscription, and the referrer gets a pending referral', async () => {
    const referrer = await member('Ana');
    const code = await codeFor(referrer.cookie);
    const friend = await member('Ben');
    const res = await call(checkoutFn, '/api/checkout', { cookie: friend.cookie, body: { plan: 'premium', billing: 'monthly', ref: code.toLowerCase() } });
    expect(res.status).toBe(200);
    const [sub] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, friend.id));
    expect(sub!.discount).toEqual({ percent: 20, months: 3, code });
    const [referral] = await handle.db.select().from(referrals).where(eq(referrals.referredUserId, friend.id));
    expect(referral).toMatchObject({ referrerId: referrer.id, code, state: 'pending', subscriptionId: sub!.id });
  });

  it('a refused code does not stop the purchase: the member subscribes at the full price', async () => {
    const self = await member();
    const code = await codeFor(self.cookie);
    const res = await call(checkoutFn, '/api/checkout', { cookie: self.cookie, body: { plan: 'pivot', billing: 'monthly', ref: code } });
    expect(res.status).toBe(200);
    const [sub] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, self.id));
    expect(sub!.discount).toBeNull();
    expect(await handle.db.select().from(referrals).where(eq(referrals.referredUserId, self.id))).toHaveLength(0);
  });
});

describe('referrals after checkout', () => {
  async function referredPair() {
    const referrer = await member('Ana');
    const code = await codeFor(referrer.cookie);
    const friend = await member('Ben');
    await call(checkoutFn, '/api/checkout', { cookie: friend.cookie, body: { plan: 'pivot', billing: 'monthly', ref: code } });
    return { referrer, friend };
  }
  const stateOf = async (friendId: string) => (await handle.db.select().from(referrals).where(eq(referrals.referredUserId, friendId)))[0]!.state;

  it('a friend who cancels voids the pending referral; the referrer sees it on /refer', async () => {
    const { referrer, friend } = await referredPair();
    expect(await stateOf(friend.id)).toBe('pending');
    const mine = await call(mineFn, '/api/referrals', { cookie: referrer.cookie });
    expect(mine.json.referrals).toEqual([{ friend: 'Ben L.', state: 'pending', since: expect.any(String) }]);
    expect((await call(mineFn, '/api/referrals')).status).toBe(401);
    await call(testPortalFn, '/api/billing/test-portal', { cookie: friend.cookie, body: { action: 'cancel' } });
    expect(await stateOf(friend.id)).toBe('void');
    expect((await call(mineFn, '/api/referrals', { cookie: referrer.cookie })).json.referrals[0].state).toBe('void');
  });

  it('the admin sees every referral with both members and can void one, once', async () => {
    const admin = await member('Root');
    await handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const { friend } = await referredPair();
    const list = await call(adminReferralsFn, '/api/admin/referrals', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const row = list.json.referrals.find((r: { referred: { email: string } }) => r.referred.email.startsWith('ref'))!;
    expect(row).toMatchObject({ state: 'pending', referrer: { name: 'Ana Lo' } });
    expect(list.json.codes).toBeGreaterThan(0);
    const target = list.json.referrals.find((r: { state: string; referred: { name: string } }) => r.state === 'pending')!;
    const voided = await call(voidFn, '/api/admin/referrals/void', { cookie: admin.cookie, body: { id: target.id } });
    expect(voided.json).toMatchObject({ state: 'void' });
    expect((await call(voidFn, '/api/admin/referrals/void', { cookie: admin.cookie, body: { id: target.id } })).status).toBe(409);
    expect((await call(voidFn, '/api/admin/referrals/void', { cookie: friend.cookie, body: { id: target.id } })).status).toBe(403);
    expect((await call(voidFn, '/api/admin/referrals/void', { cookie: admin.cookie, body: { id: 'nope' } })).status).toBe(400);
  });
});
