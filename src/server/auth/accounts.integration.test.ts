import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'drizzle-orm';
import signupFn from '@functions/auth-signup.mts';
import loginFn from '@functions/auth-login.mts';
import logoutFn from '@functions/auth-logout.mts';
import userFn from '@functions/auth-user.mts';
import forgotFn from '@functions/auth-forgot-password.mts';
import resetFn from '@functions/auth-reset-password.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, type TestClock, type CapturingMailer } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './sessions';

let handle: DbHandle;
let clock: TestClock;
let mailer: CapturingMailer;
let n = 0;

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock, mailer } = installRuntime(handle.db));
});

const newEmail = () => `person${++n}-${Date.now()}@example.com`;
const password = 'correct horse battery';

async function signup(email = newEmail(), pw = password) {
  const res = await call(signupFn, '/api/signup', { body: { email, password: pw, firstName: 'Ana', lastName: 'Lee' } });
  return { ...res, email };
}
const login = (username: string, pw: string) => call(loginFn, '/api/login', { body: { username, password: pw } });
const me = (cookie?: string) => call(userFn, '/api/auth/user', { cookie });

const HINT = 'cp_signed_in';
/** One Set-Cookie line of a response by cookie name (`__Host-` prefix included in the name). */
const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const maxAge = (line: string | undefined) => Number(/Max-Age=(\d+)/.exec(line ?? '')?.[1]);

describe('sign up and the current user', () => {
  it('creates the account, signs in and answers /api/auth/user with the plan, status, role and names', async () => {
    const { status, json, cookie, email, headers } = await signup();
    expect(status).toBe(201);
    expect(cookie).toMatch(/^cp_session=/);
    const session = setCookie(headers, 'cp_session')!;
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).not.toContain('Secure'); // plain-http localhost
    // The page-readable hint comes with it, for as long as the session lasts.
    const hint = setCookie(headers, HINT)!;
    expect(hint).toMatch(/^cp_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(hint).not.toContain('HttpOnly');
    expect(maxAge(hint)).toBe(maxAge(session));
    expect(maxAge(hint)).toBe(12 * 3600);
    expect(json).toMatchObject({ email, firstName: 'Ana', lastName: 'Lee', role: 'member', isPremium: false, subscriptionStatus: null });
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual([
      'email',
      'emailVerified',
      'features',
      'firstName',
      'id',
      'isPremium',
      'lastName',
      'role',
      'subscriptionStatus',
    ]);
  });

  it('answers 401 with a message when signed out', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'You need to sign in.' });
  });

  it('uses a Secure __Host- cookie over HTTPS', async () => {
    const res = await signupFn(
      new Request('https://careerpivot.example/api/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://careerpivot.example' },
        body: JSON.stringify({ email: newEmail(), password, firstName: 'A', lastName: 'B' }),
      }),
    );
    expect(res.status).toBe(201);
    expect(setCookie(res.headers, '__Host-cp_session')).toMatch(/^__Host-cp_session=.*; Path=\/; SameSite=Lax; HttpOnly; Secure/);
    expect(setCookie(res.headers, HINT)).toMatch(/^cp_signed_in=1; Path=\/; SameSite=Lax; Secure; Max-Age=43200$/);
  });

  it('treats e-mail addresses as the same whatever their case', async () => {
    const email = newEmail();
    expect((await signup(email)).status).toBe(201);
    const again = await signup(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already exists/);
    expect((await login(email.toUpperCase(), password)).status).toBe(200);
  });

  it('makes exactly one account from two concurrent signups with one e-mail', async () => {
    const email = newEmail();
    const results = await Promise.all([signup(email), signup(email.toUpperCase())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [row] = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = ${email}`).then((r: any) => r.rows);
    expect(row.n).toBe(1);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    expect((await signup(newEmail(), 'short')).json.message).toMatch(/^password: Use at least 8/);
    expect((await signup(newEmail(), 'x'.repeat(129))).status).toBe(400);
    expect((await signup(newEmail(), 'x'.repeat(128))).status).toBe(201);
  });

  it('refuses a name over 80 characters with a 400 naming the limit, and keeps an 80-character one whole', async () => {
    const long = 'Maria'.repeat(16) + 'x';
    const email = newEmail();
    const refused = await call(signupFn, '/api/signup', { body: { email, password, firstName: long, lastName: 'Lee' } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('firstName: First name can be at most 80 characters.');
    expect((await login(email, password)).status).toBe(401);
    const last = await call(signupFn, '/api/signup', { body: { email, password, firstName: 'Ana', lastName: long } });
    expect(last.json.message).toBe('lastName: Last name can be at most 80 characters.');

    const whole = long.slice(0, 80);
    const created = await call(signupFn, '/api/signup', { body: { email, password, firstName: whole, lastName: 'Lee' } });
    expect(created.status).toBe(201);
    expect((await me(created.cookie)).json.firstName).toBe(whole);
  });
});

describe('bad input gets a 4xx with a message', () => {
  it('malformed JSON is a 400', async () => {
    const res = await call(loginFn, '/api/login', { rawBody: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('a body that is not JSON is a 415', async () => {
    const res = await call(loginFn, '/api/login', { rawBody: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/JSON/);
  });

  it('a wrong shape names the field', async () => {
    const res = await call(loginFn, '/api/login', { body: { username: 'a@b.co' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^password:/);
    const extra = await call(signupFn, '/api/signup', { body: { email: newEmail(), password, firstName: 'A', lastName: 'B', role: 'admin' } });
    expect(extra.status).toBe(400);
  });

  it('a wrong method is a 405 with Allow', async () => {
    const res = await call(userFn, '/api/auth/user', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Sec-Fetch-Site says cross-site', async () => {
    const res = await call(loginFn, '/api/login', { body: { username: 'a@b.co', password }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/Cross-site/);
  });

  it('refuses a POST from another origin', async () => {
    const res = await call(signupFn, '/api/signup', {
      body: { email: newEmail(), password, firstName: 'A', lastName: 'B' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('login', () => {
  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const { email } = await signup();
    const wrong = await login(email, 'not the password');
    const unknown = await login(newEmail(), password);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.cookie).toBeUndefined();
    expect(setCookie(wrong.headers, HINT)).toBeUndefined();
  });

  it('sets the session and the signed-in hint together, with one lifetime', async () => {
    const { email } = await signup();
    clock.advance(60_000);
    const res = await login(email, password);
    expect(res.status).toBe(200);
    const session = setCookie(res.headers, 'cp_session');
    const hint = setCookie(res.headers, HINT);
    expect(hint).toMatch(/^cp_signed_in=1; Path=\/; SameSite=Lax; Max-Age=43200$/);
    expect(maxAge(hint)).toBe(maxAge(session));
  });

  it('locks the account on the 6th attempt after 5 failures, and unlocks after 15 minutes', async () => {
    const { email } = await signup();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong password')).status).toBe(401);
    const locked = await login(email, password);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(14 * 60_000);
    expect((await login(email, password)).status).toBe(429);
    clock.advance(61_000);
    const ok = await login(email, password);
    expect(ok.status).toBe(200);
    // The count starts again from zero after a successful sign-in.
    for (let i = 0; i < 4; i++) await login(email, 'wrong password');
    expect((await login(email, password)).status).toBe(200);
  });

  it('counts concurrent wrong guesses in the database', async () => {
    const { email } = await signup();
    await Promise.all(Array.from({ length: 5 }, () => login(email, 'wrong password')));
    expect((await login(email, password)).status).toBe(429);
  });

  it('GET /api/login navigates to /login keeping a safe next target', async () => {
    const res = await call(loginFn, '/api/login?next=/refer');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?next=%2Frefer');
    for (const trick of ['//evil.example', '/\\evil.example', '/%09/evil.example', '/%255Cevil.example', 'https://evil.example']) {
      const evil = await call(loginFn, `/api/login?next=${encodeURIComponent(trick)}`);
      expect(evil.headers.get('location'), trick).toBe('/login');
    }
  });
});

describe('sessions', () => {
  it('end at logout and stay ended', async () => {
    const { cookie } = await signup();
    const out = await call(logoutFn, '/api/logout', { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(setCookie(out.headers, 'cp_session')).toContain('Max-Age=0');
    expect(setCookie(out.headers, HINT)).toMatch(/^cp_signed_in=; Path=\/; SameSite=Lax; Max-Age=0$/);
    expect((await me(cookie)).status).toBe(401);
    clock.advance(60_000);
    expect((await me(cookie)).status).toBe(401);
  });

  it('end at a POST logout too, clearing the hint', async () => {
    const { cookie } = await signup();
    const out = await call(logoutFn, '/api/logout', { cookie, method: 'POST' });
    expect(out.status).toBe(200);
    expect(setCookie(out.headers, 'cp_session')).toContain('Max-Age=0');
    expect(setCookie(out.headers, HINT)).toContain('Max-Age=0');
  });

  it('a 401 from /api/auth/user clears a stale hint, so pages stop asking', async () => {
    const { cookie } = await signup();
    clock.advance(31 * 60_000); // idle timeout: the hint (12 h) outlives the session
    const stale = await me(`${cookie}; ${HINT}=1`);
    expect(stale.status).toBe(401);
    expect(stale.json).toEqual({ message: 'You need to sign in.' });
    expect(setCookie(stale.headers, HINT)).toMatch(/^cp_signed_in=; Path=\/; SameSite=Lax; Max-Age=0$/);
    // Nothing to clear for a visitor without the hint, and nothing cleared while signed in.
    expect((await me()).headers.getSetCookie()).toEqual([]);
    const fresh = await signup();
    const ok = await me(`${fresh.cookie}; ${HINT}=1`);
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie()).toEqual([]);
  });

  it('time out after 30 idle minutes but not while in use, and end after 12 hours regardless', async () => {
    const { cookie } = await signup();
    for (let i = 0; i < 4; i++) {
      clock.advance(25 * 60_000);
      expect((await me(cookie)).status).toBe(200);
    }
    clock.advance(31 * 60_000);
    expect((await me(cookie)).status).toBe(401);

    const second = await signup();
    for (let h = 0; h < 12 * 3; h++) {
      clock.advance(20 * 60_000);
      const res = await me(second.cookie);
      if (h < 12 * 3 - 1) expect(res.status).toBe(200);
      else expect(res.status).toBe(401);
    }
  }, 30_000);

  it('refuse a tampered token', async () => {
    const { cookie } = await signup();
    const [name, token] = cookie!.split('=') as [string, string];
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = '00000000-0000-0000-0000-000000000000';
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect((await me(`${name}=${forged}`)).status).toBe(401);
  });

  it('refuse an unsigned (alg: none) token and one signed with another key', async () => {
    const { cookie, json } = await signup();
    const [name, token] = cookie!.split('=') as [string, string];
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const none = new UnsecuredJWT({ sid }).setSubject(json.id).setIssuer(SESSION_ISSUER).setAudience(SESSION_AUDIENCE).setExpirationTime('1h').encode();
    expect((await me(`${name}=${none}`)).status).toBe(401);
    const other = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(json.id)
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(`${name}=${other}`)).status).toBe(401);
  });

  it('refuse an expired token', async () => {
    const { cookie } = await signup();
    clock.advance(13 * 3600_000);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) => call(forgotFn, '/api/forgot-password', { body: { email } });
  const linkIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('answers the same for known and unknown addresses, e-mailing only the known one', async () => {
    const { email } = await signup();
    const known = await forgot(email);
    const unknown = await forgot(newEmail());
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json).toEqual(unknown.json);
    expect(mailer.mail).toHaveLength(1);
    expect(mailer.mail[0]!.to).toBe(email);
    expect(mailer.mail[0]!.text).toContain('http://localhost:8888/reset-password?token=');
  });

  it('sets the new password once, ends every other session, and the link then stops working', async () => {
    const { email, cookie } = await signup();
    const otherDevice = (await login(email, password)).cookie;
    await forgot(email);
    const token = linkIn(mailer.mail.at(-1)!.text);
    const reset = await call(resetFn, '/api/reset-password', { body: { token, password: 'a brand new password' } });
    expect(reset.status).toBe(200);
    expect(setCookie(reset.headers, 'cp_session')).toContain('Max-Age=0');
    expect(setCookie(reset.headers, HINT)).toContain('Max-Age=0');
    expect((await me(cookie)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'a brand new password')).status).toBe(200);
    const again = await call(resetFn, '/api/reset-password', { body: { token, password: 'yet another password' } });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/invalid or has expired/);
  });

  it('expires the link after an hour', async () => {
    const { email } = await signup();
    await forgot(email);
    const token = linkIn(mailer.mail.at(-1)!.text);
    clock.advance(61 * 60_000);
    expect((await call(resetFn, '/api/reset-password', { body: { token, password: 'a brand new password' } })).status).toBe(400);
  });

  it('limits reset e-mails per address without telling the caller', async () => {
    const { email } = await signup();
    for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(202);
    expect(mailer.mail.filter((m) => m.to === email)).toHaveLength(3);
  });

  it('limits signups per address', async () => {
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await signup(email)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 5).every((s) => s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
