import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import settingsFn from '@functions/admin-settings.mts';
import userFn from '@functions/auth-user.mts';
import signupFn from '@functions/auth-signup.mts';
import featuresFn from '@functions/features.mts';
import referralCodeFn from '@functions/referral-code.mts';
import generateFn from '@functions/referral-generate.mts';
import resumesFn from '@functions/resumes.mts';
import { defaultSettings, type AdminSettings } from '~/lib/admin/settings';
import { passwordExpiredMessage } from '~/lib/account-rules';
import { TEST_ADMIN as admin, call, installRuntime, login, seededTestDb, sessionCookie, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import { DEMO_PASSWORD } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { auditLog, users } from '~/server/db/schema';
import { FEATURE_OFF_MESSAGES } from '~/lib/features';

let handle: DbHandle;
let clock: TestClock;
let mailer: CapturingMailer;
const member = 'sam.premium@demo.careerpivot.local';

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(async () => {
  ({ clock, mailer } = installRuntime(handle.db));
  // Each test starts from the defaults, as an admin would after "Reset to Defaults".
  await put(defaultSettings());
});

const adminCookie = () => sessionCookie(admin.email, admin.password);
async function put(settings: AdminSettings) {
  const res = await call(settingsFn, '/api/admin/settings', { method: 'PUT', body: settings, cookie: await adminCookie() });
  expect(res.status).toBe(200);
  return res;
}
const withParameters = (p: Partial<AdminSettings['parameters']>): AdminSettings => {
  const d = defaultSettings();
  return { ...d, parameters: { ...d.parameters, ...p } };
};

describe('GET/PUT /api/admin/settings', () => {
  it('is for admins only, validates every value, and round-trips what was saved', async () => {
    expect((await call(settingsFn, '/api/admin/settings')).status).toBe(401);
    const memberCookie = (await login(member, DEMO_PASSWORD)).cookie!;
    expect((await call(settingsFn, '/api/admin/settings', { cookie: memberCookie })).status).toBe(403);

    const cookie = await adminCookie();
    const bad = await call(settingsFn, '/api/admin/settings', { method: 'PUT', cookie, body: withParameters({ lockoutThreshold: 0 }) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/Failed logins before lock must be at least 1/);
    const unknown = await call(settingsFn, '/api/admin/settings', { method: 'PUT', cookie, body: { ...defaultSettings(), extra: true } });
    expect(unknown.status).toBe(400);

    await put(withParameters({ passwordExpiryDays: 7, sessionTimeoutMinutes: 45 }));
    const read = await call(settingsFn, '/api/admin/settings', { cookie });
    expect(read.json.parameters).toMatchObject({ passwordExpiryDays: 7, sessionTimeoutMinutes: 45 });
  });

  it('logs each change with its old and new value and who made it', async () => {
    clock.advance(1000);
    await put(withParameters({ lockoutThreshold: 3 }));
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ category: 'admin', actorEmail: admin.email });
    expect(entry!.detail).toEqual({ changes: [{ setting: 'parameters.lockoutThreshold', from: 5, to: 3 }] });
    expect(entry!.message).toBe('Settings changed: Failed logins before lock 5 → 3');
  });
});

describe('saved settings take effect', () => {
  it('lockout threshold 3: the third wrong password locks the account, and the lock is logged', async () => {
    await put(withParameters({ lockoutThreshold: 3, lockoutMinutes: 10 }));
    const email = 'ivy.premium@demo.careerpivot.local';
    for (let i = 0; i < 2; i++) expect((await login(email, 'wrong password!')).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200); // two failures: not locked
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password!')).status).toBe(401);
    const locked = await login(email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
    const actions = (await handle.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorEmail, email))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['login.failed', 'account.locked', 'login.refused', 'login.success']));
    clock.advance(11 * 60_000);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('login attempt limit off: no lock however many failures', async () => {
    const s = defaultSettings();
    await put({ ...s, security: { ...s.security, loginAttemptLimit: false } });
    const email = 'nia.premium@demo.careerpivot.local';
    for (let i = 0; i < 7; i++) expect((await login(email, 'wrong password!')).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('session timeout 10 minutes: a session idle for 11 minutes is over; with the timeout off it is not', async () => {
    await put(withParameters({ sessionTimeoutMinutes: 10 }));
    let cookie = (await login(member, DEMO_PASSWORD)).cookie!;
    clock.advance(11 * 60_000);
    expect((await call(userFn, '/api/auth/user', { cookie })).status).toBe(401);

    const s = defaultSettings();
    await put({ ...s, security: { ...s.security, sessionTimeout: false } });
    cookie = (await login(member, DEMO_PASSWORD)).cookie!;
    clock.advance(3 * 3600_000);
    expect((await call(userFn, '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('password expiry: a password older than the setting signs nobody in and a reset link is sent; 0 never expires', async () => {
    const email = 'omar.elite@demo.careerpivot.local';
    await handle.db
      .update(users)
      .set({ passwordChangedAt: new Date(clock.now().getTime() - 40 * 86_400_000) })
      .where(eq(users.email, email));
    await put(withParameters({ passwordExpiryDays: 30 }));
    const refused = await login(email, DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(passwordExpiredMessage(30));
    expect(refused.cookie).toBeFalsy();
    expect(mailer.sent.map((m) => m.to)).toContain(email);
    expect(mailer.sent.at(-1)!.text).toMatch(/reset-password\?token=/);

    await put(withParameters({ passwordExpiryDays: 0 }));
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('Referral System off: the referral functions answer 404 with the paused message; /api/features says so; on again, they work', async () => {
    const s = defaultSettings();
    await put({ ...s, features: { ...s.features, referralSystem: false } });
    const cookie = (await login(member, DEMO_PASSWORD)).cookie!;
    const code = await call(referralCodeFn, '/api/referral-code', { cookie });
    expect(code.status).toBe(404);
    expect(code.json.message).toBe(FEATURE_OFF_MESSAGES.referralSystem);
    expect((await call(generateFn, '/api/generate-referral-code', { method: 'POST', body: {}, cookie })).status).toBe(404);
    // Paused for everyone: a visitor signed out is told the same, not asked to sign in.
    expect(await call(referralCodeFn, '/api/referral-code')).toMatchObject({ status: 404, json: { message: FEATURE_OFF_MESSAGES.referralSystem } });
    expect((await call(featuresFn, '/api/features')).json).toEqual({
      aiResumeBuilder: true,
      referralSystem: false,
      videoInterviewPractice: true,
      careerGame: false,
    });
    expect((await call(userFn, '/api/auth/user', { cookie })).json.features).toEqual({
      aiResumeBuilder: true,
      referralSystem: false,
      videoInterviewPractice: true,
      careerGame: false,
    });

    await put(s);
    expect((await call(referralCodeFn, '/api/referral-code', { cookie })).status).toBe(200);
  });

  it('AI Resume Builder off: the builder answers 404, and nothing saved is lost', async () => {
    const cookie = (await login(member, DEMO_PASSWORD)).cookie!;
    expect((await call(resumesFn, '/api/resumes', { cookie, body: { title: 'Kept while off', targetRole: '' } })).status).toBe(201);
    const before = await call(resumesFn, '/api/resumes', { cookie });
    expect(before.json.resumes.map((r: { title: string }) => r.title)).toContain('Kept while off');
    const s = defaultSettings();
    await put({ ...s, features: { ...s.features, aiResumeBuilder: false } });
    const off = await call(resumesFn, '/api/resumes', { cookie });
    expect(off.status).toBe(404);
    expect(off.json.message).toBe(FEATURE_OFF_MESSAGES.aiResumeBuilder);
    await put(s);
    expect((await call(resumesFn, '/api/resumes', { cookie })).json).toEqual(before.json);
  });

  it('welcome email: sent on sign-up while on, not while off', async () => {
    const signup = (email: string) =>
      call(signupFn, '/api/signup', { body: { firstName: 'Wen', lastName: 'Li', email, password: 'a long enough password 1' } });
    expect((await signup('wen.on@example.com')).status).toBe(201);
    expect(mailer.sent.find((m) => m.to === 'wen.on@example.com')?.subject).toBe('Welcome to CareerPivot');
    const s = defaultSettings();
    await put({ ...s, email: { ...s.email, welcomeEmail: false } });
    expect((await signup('wen.off@example.com')).status).toBe(201);
    // The verification link still goes out: only the welcome e-mail is switched off.
    expect(mailer.sent.filter((m) => m.to === 'wen.off@example.com').map((m) => m.subject)).toEqual(['Confirm your e-mail address for CareerPivot']);
  });
});
