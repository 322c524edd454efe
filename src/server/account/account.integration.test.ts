import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import signupFn from '@functions/auth-signup.mts';
import loginFn from '@functions/auth-login.mts';
import userFn from '@functions/auth-user.mts';
import accountFn from '@functions/account.mts';
import passwordFn from '@functions/account-password.mts';
import emailFn from '@functions/account-email.mts';
import emailConfirmFn from '@functions/account-email-confirm.mts';
import verifyFn from '@functions/account-verify-email.mts';
import resendFn from '@functions/account-verify-email-resend.mts';
import sessionsFn from '@functions/account-sessions.mts';
import sessionFn from '@functions/account-session.mts';
import adminUsersFn from '@functions/admin-users.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { emailTokens, passkeys, recoveryCodes, users } from '~/server/db/schema';
import { seed } from '~/server/db/seed';
import { WRONG_PASSWORD } from './account';
import { EMAIL_TAKEN, LINK_INVALID } from './email-links';

let handle: DbHandle;
let clock: TestClock;
let mailer: CapturingMailer;
let n = 0;

const ADMIN = { email: 'admin-acct@careerpivot.test', password: 'admin password 123' };
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: false });
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock, mailer } = installRuntime(handle.db));
});

const PASSWORD = 'correct horse battery';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

async function signUp(ua = MAC_CHROME) {
  const email = `acct${++n}-${Date.now()}@example.com`;
  const res = await call(signupFn, '/api/signup', { body: { email, password: PASSWORD, firstName: 'Ana', lastName: 'Lee' }, headers: { 'user-agent': ua } });
  expect(res.status).toBe(201);
  return { email, cookie: res.cookie! };
}
async function signIn(email: string, password = PASSWORD, ua = ANDROID_FIREFOX) {
  const res = await call(loginFn, '/api/login', { body: { username: email, password }, headers: { 'user-agent': ua } });
  return res.cookie;
}
const account = (cookie?: string) => call(accountFn, '/api/account', { cookie });
/** The token of the last link of `path` mailed to `to`. */
function linkTokenTo(to: string, path: string): string {
  const mail = mailer.sent.filter((m) => m.to === to && m.text.includes(path)).at(-1);
  const token = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${to}`);
  return token;
}
const userRow = async (email: string) => (await handle.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET and PATCH /api/account', () => {
  it('answers 401 signed out, and the account view signed in', async () => {
    expect((await account()).status).toBe(401);
    const { email, cookie } = await signUp();
    const res = await account(cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      profile: { firstName: 'Ana', lastName: 'Lee', email },
      emailVerified: false,
      pendingEmail: null,
      plan: { key: false, name: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
      twoFactor: { totp: false, recoveryCodesLeft: 0, passkeys: [] },
    });
    expect(res.json.sessions).toEqual([expect.objectContaining({ device: 'Chrome on macOS', current: true })]);
  });

  it('changes the names, and refuses an empty or missing change with 400 and nothing changed', async () => {
    const { email, cookie } = await signUp();
    const ok = await call(accountFn, '/api/account', { method: 'PATCH', cookie, body: { firstName: '  Anabel ' } });
    expect(ok.status).toBe(200);
    expect(ok.json.profile).toMatchObject({ firstName: 'Anabel', lastName: 'Lee' });
    for (const body of [{}, { firstName: '   ' }, { lastName: 'x'.repeat(500) }, { email: 'new@example.com' }]) {
      const bad = await call(accountFn, '/api/account', { method: 'PATCH', cookie, body });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBeTruthy();
    }
    expect(await userRow(email)).toMatchObject({ firstName: 'Anabel', lastName: 'Lee', email });
  });

  it('refuses a name over 80 characters with a message naming the limit, rather than cutting it', async () => {
    const { email, cookie } = await signUp();
    const refused = await call(accountFn, '/api/account', { method: 'PATCH', cookie, body: { lastName: 'Lee'.repeat(27) } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('lastName: Last name can be at most 80 characters.');
    expect(await userRow(email)).toMatchObject({ firstName: 'Ana', lastName: 'Lee' });
    const whole = 'Lee'.repeat(26) + 'ab';
    expect((await call(accountFn, '/api/account', { method: 'PATCH', cookie, body: { lastName: whole } })).json.profile.lastName).toBe(whole);
  });

  it('reports two-factor status: authenticator on, unused recovery codes, passkeys', async () => {
    const { email, cookie } = await signUp();
    const user = (await userRow(email))!;
    await handle.db.update(users).set({ totpEnabledAt: clock.now() }).where(eq(users.id, user.id));
    await handle.db.insert(recoveryCodes).values([
      { userId: user.id, codeHash: 'a' },
      { userId: user.id, codeHash: 'b' },
      { userId: user.id, codeHash: 'c', usedAt: clock.now() },
    ]);
    await handle.db.insert(passkeys).values({ id: `cred-${n}`, userId: user.id, publicKey: 'pk', name: 'Laptop', createdAt: clock.now() });
    const { twoFactor } = (await account(cookie)).json;
    expect(twoFactor).toEqual({
      totp: true,
      recoveryCodesLeft: 2,
      passkeys: [{ id: `cred-${n}`, name: 'Laptop', createdAt: clock.now().toISOString(), lastUsedAt: null }],
    });
  });

  it('refuses a cross-site PATCH', async () => {
    const { cookie } = await signUp();
    const res = await call(accountFn, '/api/account', { method: 'PATCH', cookie, body: { firstName: 'Evil' }, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('e-mail verification', () => {
  it('sign-up mails a link that verifies once, and /api/auth/user says so', async () => {
    const { email, cookie } = await signUp();
    expect((await call(userFn, '/api/auth/user', { cookie })).json.emailVerified).toBe(false);
    const token = linkTokenTo(email, '/verify-email');
    const first = await call(verifyFn, '/api/account/verify-email', { body: { token } });
    expect(first.status).toBe(200);
    expect((await call(userFn, '/api/auth/user', { cookie })).json.emailVerified).toBe(true);
    expect((await account(cookie)).json.emailVerified).toBe(true);
    const again = await call(verifyFn, '/api/account/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(LINK_INVALID);
  });

  it('a link older than 48 hours verifies nothing', async () => {
    const { email, cookie } = await signUp();
    const token = linkTokenTo(email, '/verify-email');
    clock.advance(48 * 3600_000 + 1000);
    const res = await call(verifyFn, '/api/account/verify-email', { body: { token } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(LINK_INVALID);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
    // A fresh link from the banner works.
    expect((await call(resendFn, '/api/account/verify-email/resend', { method: 'POST', cookie: (await signIn(email))! })).status).toBe(202);
    expect((await call(verifyFn, '/api/account/verify-email', { body: { token: linkTokenTo(email, '/verify-email') } })).status).toBe(200);
    expect((await account(cookie)).status).toBe(401); // the sign-up session ran out with the clock
  });

  it('resending is limited to 3 an hour, with a clear 429, and is refused once verified', async () => {
    const { email, cookie } = await signUp();
    const resend = () => call(resendFn, '/api/account/verify-email/resend', { method: 'POST', cookie });
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(202);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/3 links in the last hour/);
    expect(mailer.sent.filter((m) => m.to === email && m.text.includes('/verify-email'))).toHaveLength(4);
    await call(verifyFn, '/api/account/verify-email', { body: { token: linkTokenTo(email, '/verify-email') } });
    expect((await resend()).status).toBe(409);
  });

  it('the admin Users tab says who is verified', async () => {
    const { email } = await signUp();
    const admin = (await signIn(ADMIN.email, ADMIN.password))!;
    const list = (await call(adminUsersFn, '/api/admin/users', { cookie: admin })).json as { email: string; emailVerified: boolean }[];
    expect(list.find((u) => u.email === email)?.emailVerified).toBe(false);
    expect(list.find((u) => u.email === ADMIN.email)?.emailVerified).toBe(true);
  });
});

describe('changing the e-mail address', () => {
  const change = (cookie: string, newEmail: string, password = PASSWORD) => call(emailFn, '/api/account/email', { cookie, body: { newEmail, password } });

  it('mails a link to the new address and a notice to the old; the address moves only when the link is used, once', async () => {
    const { email, cookie } = await signUp();
    const newEmail = `moved${n}-${Date.now()}@example.com`;
    const res = await change(cookie, newEmail);
    expect(res.status).toBe(202);
    expect(res.json.pendingEmail).toBe(newEmail);
    expect(mailer.sent.find((m) => m.to === email && m.subject.includes('about to change'))?.text).toContain(newEmail);
    const token = linkTokenTo(newEmail, '/confirm-email');
    // Nothing changed yet: the old address still signs in, the page shows the pending one.
    expect((await userRow(email))?.email).toBe(email);
    expect((await account(cookie)).json.pendingEmail).toBe(newEmail);

    // The link opened in the browser that asked for the change.
    const confirm = await call(emailConfirmFn, '/api/account/email/confirm', { cookie, body: { token } });
    expect(confirm.status).toBe(200);
    const view = (await account(cookie)).json;
    expect(view.profile.email).toBe(newEmail);
    expect(view.emailVerified).toBe(true);
    expect(view.pendingEmail).toBeNull();
    expect(mailer.sent.find((m) => m.to === email && m.subject.includes('was changed'))?.text).toContain(newEmail);
    expect(await signIn(newEmail)).toBeTruthy();
    expect(await signIn(email)).toBeUndefined();

    const again = await call(emailConfirmFn, '/api/account/email/confirm', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(LINK_INVALID);
  });

  it('ends every other session of the member and keeps the one the link is used in', async () => {
    const { email, cookie } = await signUp();
    const phone = await signIn(email);
    const other = await signUp();
    const newEmail = `sessions${n}-${Date.now()}@example.com`;
    expect((await change(cookie, newEmail)).status).toBe(202);
    const confirm = await call(emailConfirmFn, '/api/account/email/confirm', { cookie, body: { token: linkTokenTo(newEmail, '/confirm-email') } });
    expect(confirm.json).toMatchObject({ email: newEmail, otherSessionsEnded: 1 });
    expect(confirm.json.message).toMatch(/Every other session was signed out/);
    expect((await account(phone)).status).toBe(401);
    const kept = await account(cookie);
    expect(kept.status).toBe(200);
    expect(kept.json.sessions).toHaveLength(1);
    // Another member's session is no business of this change.
    expect((await account(other.cookie)).status).toBe(200);
  });

  it('opened signed out (on another device), the link ends every session: the member signs in with the new address', async () => {
    const { email, cookie } = await signUp();
    const phone = await signIn(email);
    const newEmail = `elsewhere${n}-${Date.now()}@example.com`;
    expect((await change(cookie, newEmail)).status).toBe(202);
    const confirm = await call(emailConfirmFn, '/api/account/email/confirm', { body: { token: linkTokenTo(newEmail, '/confirm-email') } });
    expect(confirm.json).toMatchObject({ email: newEmail, otherSessionsEnded: 2 });
    expect((await account(cookie)).status).toBe(401);
    expect((await account(phone)).status).toBe(401);
    expect(await signIn(newEmail)).toBeTruthy();
  });

  it('a link older than 24 hours changes nothing', async () => {
    const { email, cookie } = await signUp();
    const newEmail = `late${n}-${Date.now()}@example.com`;
    expect((await change(cookie, newEmail)).status).toBe(202);
    clock.advance(24 * 3600_000 + 1000);
    const res = await call(emailConfirmFn, '/api/account/email/confirm', { body: { token: linkTokenTo(newEmail, '/confirm-email') } });
    expect(res.status).toBe(400);
    expect((await userRow(email))?.email).toBe(email);
  });

  it('a wrong password is 403 and nothing is sent or stored', async () => {
    const { email, cookie } = await signUp();
    const before = mailer.sent.length;
    const res = await change(cookie, `nope${n}@example.com`, 'not my password');
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(WRONG_PASSWORD);
    expect(mailer.sent).toHaveLength(before);
    const user = await userRow(email);
    expect(await handle.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id))).toHaveLength(1); // the sign-up verification link only
    expect((await account(cookie)).json.pendingEmail).toBeNull();
  });

  it('an address another account uses is 409 with a clear message, at request and at confirmation', async () => {
    const a = await signUp();
    const b = await signUp();
    const taken = await change(a.cookie, b.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(EMAIL_TAKEN);
    // Taken between the request and the link: the link refuses, and the account keeps its address.
    const wanted = `race${n}-${Date.now()}@example.com`;
    expect((await change(a.cookie, wanted)).status).toBe(202);
    await call(signupFn, '/api/signup', { body: { email: wanted, password: PASSWORD, firstName: 'C', lastName: 'D' } });
    const confirm = await call(emailConfirmFn, '/api/account/email/confirm', { body: { token: linkTokenTo(wanted, '/confirm-email') } });
    expect(confirm.status).toBe(409);
    expect((await userRow(a.email))?.email).toBe(a.email);
  });
});

describe('changing the password', () => {
  const changePw = (cookie: string, currentPassword: string, newPassword: string) =>
    call(passwordFn, '/api/account/password', { cookie, body: { currentPassword, newPassword } });

  it('ends every other session but keeps this one, and mails a notice', async () => {
    const { email, cookie } = await signUp();
    const other = (await signIn(email))!;
    const res = await changePw(cookie, PASSWORD, 'a brand new password 2');
    expect(res.status).toBe(200);
    expect(res.json.otherSessionsEnded).toBe(1);
    expect((await account(cookie)).status).toBe(200);
    expect((await account(other)).status).toBe(401);
    expect(await signIn(email, PASSWORD)).toBeUndefined();
    expect(await signIn(email, 'a brand new password 2')).toBeTruthy();
    expect(mailer.sent.some((m) => m.to === email && m.subject.includes('password was changed'))).toBe(true);
  });

  it('a wrong current password is 403 and nothing changes, and counts toward the lockout', async () => {
    const { email, cookie } = await signUp();
    const other = (await signIn(email))!;
    const res = await changePw(cookie, 'wrong password', 'a brand new password 2');
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(WRONG_PASSWORD);
    expect((await account(other)).status).toBe(200);
    expect(await signIn(email, PASSWORD)).toBeTruthy();
    expect((await userRow(email))!.failedLoginCount).toBe(0); // the right password above cleared the count
    await changePw(cookie, 'wrong password', 'a brand new password 2');
    expect((await userRow(email))!.failedLoginCount).toBe(1);
  });

  it('refuses a too-short new password with 400', async () => {
    const { cookie } = await signUp();
    expect((await changePw(cookie, PASSWORD, 'short')).status).toBe(400);
  });
});

describe('sessions', () => {
  it('lists the sessions with "this device", signs out one, refuses someone else\'s with 404, and signs out everywhere else', async () => {
    const { email, cookie } = await signUp(MAC_CHROME);
    const phone = (await signIn(email, PASSWORD, ANDROID_FIREFOX))!;
    clock.advance(5 * 60_000);
    const third = (await signIn(email, PASSWORD, ''))!;
    const list = (await account(cookie)).json.sessions as { id: string; device: string; current: boolean; lastSeenAt: string }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'Chrome on macOS', current: true });
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on macOS', 'Firefox on Android', 'Unknown browser']);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // Ids are not the session ids the cookies carry.
    expect(list.every((s) => !cookie.includes(s.id) && !phone.includes(s.id))).toBe(true);

    // Someone else cannot end this member's session.
    const stranger = await signUp();
    const target = list.find((s) => s.device === 'Firefox on Android')!;
    const refused = await call(sessionFn, `/api/account/sessions/${target.id}`, { method: 'DELETE', cookie: stranger.cookie });
    expect(refused.status).toBe(404);
    expect((await account(phone)).status).toBe(200);
    expect((await call(sessionFn, '/api/account/sessions/not-a-session', { method: 'DELETE', cookie })).status).toBe(404);

    const ended = await call(sessionFn, `/api/account/sessions/${target.id}`, { method: 'DELETE', cookie });
    expect(ended.status).toBe(200);
    expect((await account(phone)).status).toBe(401);
    expect((await account(third)).status).toBe(200);
    expect((await account(cookie)).json.sessions).toHaveLength(2);

    const rest = await call(sessionsFn, '/api/account/sessions', { method: 'DELETE', cookie });
    expect(rest.status).toBe(200);
    expect(rest.json.ended).toBe(1);
    expect((await account(third)).status).toBe(401);
    const after = (await account(cookie)).json.sessions;
    expect(after).toEqual([expect.objectContaining({ current: true })]);
    expect((await account(stranger.cookie)).status).toBe(200);
  });
});
