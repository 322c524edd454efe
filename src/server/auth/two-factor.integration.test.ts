import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import loginFn from '@functions/auth-login.mts';
import secondFactorFn from '@functions/auth-login-second-factor.mts';
import passkeyLoginOptionsFn from '@functions/auth-login-passkey-options.mts';
import passkeyLoginFn from '@functions/auth-login-passkey.mts';
import totpFn from '@functions/account-two-factor-totp.mts';
import confirmFn from '@functions/account-two-factor-totp-confirm.mts';
import recoveryFn from '@functions/account-two-factor-recovery-codes.mts';
import passkeysFn from '@functions/account-passkeys.mts';
import passkeyFn from '@functions/account-passkey.mts';
import userFn from '@functions/auth-user.mts';
import statsFn from '@functions/admin-stats.mts';
import resetFn from '@functions/admin-user-two-factor.mts';
import usersFn from '@functions/admin-users.mts';
import { ORIGIN, TEST_ADMIN, call, installRuntime, newMember, seededTestDb, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { auditLog, authChallenges, passkeys, recoveryCodes, users } from '~/server/db/schema';
import { saveSetting, readSettings } from '~/server/settings/store';
import { STAFF_TWO_FACTOR_MESSAGE } from '~/lib/account-rules';
import { totpCode } from './totp';
import { assertSecondFactor } from './second-factor';

let handle: DbHandle;
let clock: TestClock;
let mailer: CapturingMailer;
const PASSWORD = 'a long password 1';
const SECRET = 'test-secret-test-secret-test-secret-42';

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock, mailer } = installRuntime(handle.db));
});

const login = (username: string, password = PASSWORD) => call(loginFn, '/api/login', { body: { username, password } });
const secondFactor = (challenge: string, code: string) => call(secondFactorFn, '/api/login/second-factor', { body: { challenge, code } });
const me = (cookie?: string) => call(userFn, '/api/auth/user', { cookie });
const userRow = async (email: string) => (await handle.db.select().from(users).where(eq(users.email, email)))[0]!;
/** The code an app shows now, for the secret the enrolment answered. */
const codeNow = (secret: string, offsetMs = 0) => totpCode(secret, new Date(clock.now().getTime() + offsetMs));

/** A member with an authenticator app turned on: the secret and recovery codes the enrolment showed. */
async function memberWithTotp() {
  const member = await newMember();
  const start = await call(totpFn, '/api/account/two-factor/totp', { cookie: member.cookie, body: { password: PASSWORD } });
  expect(start.status).toBe(200);
  const confirm = await call(confirmFn, '/api/account/two-factor/totp/confirm', { cookie: member.cookie, body: { code: codeNow(start.json.secret) } });
  expect(confirm.status).toBe(200);
  // The enrolment used this step's code: move on so the next code is a fresh one.
  clock.advance(30_000);
  return { ...member, secret: start.json.secret as string, recoveryCodes: confirm.json.recoveryCodes as string[] };
}

describe('turning on an authenticator app', () => {
  it('needs the password, shows the secret and QR code once, and is not on until a code confirms it', async () => {
    const member = await newMember();
    const wrong = await call(totpFn, '/api/account/two-factor/totp', { cookie: member.cookie, body: { password: 'not my password' } });
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toMatch(/password is not correct/);
    expect((await call(totpFn, '/api/account/two-factor/totp', { body: { password: PASSWORD } })).status).toBe(401);

    const start = await call(totpFn, '/api/account/two-factor/totp', { cookie: member.cookie, body: { password: PASSWORD } });
    expect(start.status).toBe(200);
    expect(start.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.json.uri).toMatch(
      new RegExp(`^otpauth://totp/CareerPivot:${encodeURIComponent(member.email)}\\?secret=${start.json.secret}&issuer=CareerPivot`),
    );
    expect(start.json.qrSvg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Sealed at rest: the database never holds the secret as such.
    const row = await userRow(member.email);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(start.json.secret);
    expect(row.totpEnabledAt).toBeNull();
    // Pending is not on: the password alone still signs in.
    expect((await login(member.email)).cookie).toBeDefined();

    const bad = await call(confirmFn, '/api/account/two-factor/totp/confirm', { cookie: member.cookie, body: { code: '000000' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/does not match/);
    const ok = await call(confirmFn, '/api/account/two-factor/totp/confirm', { cookie: member.cookie, body: { code: codeNow(start.json.secret) } });
    expect(ok.status).toBe(200);
    expect(ok.json.recoveryCodes).toHaveLength(10);
    for (const code of ok.json.recoveryCodes) expect(code).toMatch(/^[a-z]{5}-\d{5}$/);
    const stored = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(ok.json.recoveryCodes[0]);
    expect((await userRow(member.email)).totpEnabledAt).not.toBeNull();
    // Once on, starting again is refused rather than silently replacing the secret.
    expect((await call(totpFn, '/api/account/two-factor/totp', { cookie: member.cookie, body: { password: PASSWORD } })).status).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code instead of starting a session, and the code completes it', async () => {
    const member = await memberWithTotp();
    const first = await login(member.email);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ secondFactorRequired: true, challenge: expect.any(String) });
    expect(first.cookie).toBeUndefined();
    const done = await secondFactor(first.json.challenge, codeNow(member.secret));
    expect(done.status).toBe(200);
    expect(done.json.user.email).toBe(member.email);
    expect((await me(done.cookie)).status).toBe(200);
    // The log tells the password step from the finished sign-in.
    const logged = await handle.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, member.id));
    expect(
      logged
        .map((e) => e.action)
        .filter((a) => a.startsWith('login.'))
        .sort(),
    ).toEqual(['login.password_ok', 'login.success']);
    // The challenge is used up.
    clock.advance(30_000);
    expect((await secondFactor(first.json.challenge, codeNow(member.secret))).status).toBe(401);
  });

  it('refuses a replayed authenticator code', async () => {
    const member = await memberWithTotp();
    const code = codeNow(member.secret);
    expect((await secondFactor((await login(member.email)).json.challenge, code)).status).toBe(200);
    const replay = await secondFactor((await login(member.email)).json.challenge, code);
    expect(replay.status).toBe(403);
    expect(replay.json.message).toMatch(/already used/);
    expect(replay.cookie).toBeUndefined();
  });

  it('signs in with a recovery code once, and refuses it the second time', async () => {
    const member = await memberWithTotp();
    const [code] = member.recoveryCodes;
    const ok = await secondFactor((await login(member.email)).json.challenge, code!.toUpperCase());
    expect(ok.status).toBe(200);
    expect(ok.cookie).toBeDefined();
    const again = await secondFactor((await login(member.email)).json.challenge, code!);
    expect(again.status).toBe(403);
    const [used] = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect((await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).filter((r) => r.usedAt)).toHaveLength(1);
    expect(used).toBeDefined();
  });

  it('locks the account after repeated wrong codes, like wrong passwords', async () => {
    const member = await memberWithTotp();
    const { challenge } = (await login(member.email)).json;
    for (let i = 0; i < 5; i++) expect((await secondFactor(challenge, '123456' === codeNow(member.secret) ? '654321' : '123456')).status).toBe(403);
    // Locked: neither the right code nor the right password gets in.
    const fresh = await login(member.email);
    expect(fresh.status).toBe(429);
    expect(fresh.json.message).toMatch(/Too many failed sign-in attempts/);
    clock.advance(16 * 60_000);
    const after = await login(member.email);
    expect(after.json.secondFactorRequired).toBe(true);
    expect((await secondFactor(after.json.challenge, codeNow(member.secret))).status).toBe(200);
  });

  it('does not let the right password reset the count of wrong codes', async () => {
    const member = await memberWithTotp();
    for (let i = 0; i < 4; i++) {
      const { challenge } = (await login(member.email)).json;
      expect((await secondFactor(challenge, '000000' === codeNow(member.secret) ? '111111' : '000000')).status).toBe(403);
    }
    const { challenge } = (await login(member.email)).json;
    expect((await secondFactor(challenge, 'zzzzz-00000')).status).toBe(403);
    expect((await login(member.email)).status).toBe(429);
  });

  it('lets a challenge take five codes at most, and expires it after five minutes', async () => {
    const member = await memberWithTotp();
    await saveSetting(handle.db, 'admin', { security: { loginAttemptLimit: false, sessionTimeout: true } });
    try {
      const { challenge } = (await login(member.email)).json;
      for (let i = 0; i < 5; i++) await secondFactor(challenge, 'aaaaa-00000');
      const sixth = await secondFactor(challenge, codeNow(member.secret));
      expect(sixth.status).toBe(429);
      const late = (await login(member.email)).json.challenge;
      clock.advance(5 * 60_000 + 1000);
      const expired = await secondFactor(late, codeNow(member.secret));
      expect(expired.status).toBe(401);
      expect(expired.json.message).toMatch(/expired/);
    } finally {
      await saveSetting(handle.db, 'admin', {});
    }
  });

  it('turns off with the password and a code, and then the password alone signs in', async () => {
    const member = await memberWithTotp();
    const { cookie } = await secondFactor((await login(member.email)).json.challenge, codeNow(member.secret));
    clock.advance(30_000);
    const noCode = await call(totpFn, '/api/account/two-factor/totp', { method: 'DELETE', cookie, body: { password: PASSWORD, code: '000000' } });
    expect(noCode.status).toBe(403);
    const off = await call(totpFn, '/api/account/two-factor/totp', { method: 'DELETE', cookie, body: { password: PASSWORD, code: codeNow(member.secret) } });
    expect(off.status).toBe(200);
    const row = await userRow(member.email);
    expect([row.totpSecret, row.totpEnabledAt]).toEqual([null, null]);
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    expect((await login(member.email)).cookie).toBeDefined();
  });

  it('makes new recovery codes, and the old ones stop working', async () => {
    const member = await memberWithTotp();
    const res = await call(recoveryFn, '/api/account/two-factor/recovery-codes', {
      cookie: member.cookie,
      body: { password: PASSWORD, code: codeNow(member.secret) },
    });
    expect(res.status).toBe(200);
    expect(res.json.recoveryCodes).toHaveLength(10);
    expect(res.json.recoveryCodes).not.toContain(member.recoveryCodes[1]);
    expect((await secondFactor((await login(member.email)).json.challenge, member.recoveryCodes[1]!)).status).toBe(403);
    expect((await secondFactor((await login(member.email)).json.challenge, res.json.recoveryCodes[0])).status).toBe(200);
  });

  it('assertSecondFactor (used by account deletion) passes members without it and checks those with it', async () => {
    const plain = await newMember();
    await expect(assertSecondFactor(handle.db, await userRow(plain.email), undefined, clock.now(), SECRET)).resolves.toBeUndefined();
    const member = await memberWithTotp();
    const row = await userRow(member.email);
    await expect(assertSecondFactor(handle.db, row, undefined, clock.now(), SECRET)).rejects.toMatchObject({ status: 403 });
    await expect(assertSecondFactor(handle.db, row, codeNow(member.secret), clock.now(), SECRET)).resolves.toBeUndefined();
  });
});

describe('the staff two-factor setting', () => {
  it('keeps an admin without a second factor out of the admin API until they enrol', async () => {
    const settings = await readSettings(handle.db);
    await saveSetting(handle.db, 'admin', { ...settings, security: { ...settings.security, staffTwoFactor: true } });
    try {
      const cookie = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).cookie!;
      const refused = await call(statsFn, '/api/admin/stats', { cookie });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: STAFF_TWO_FACTOR_MESSAGE });
      const start = await call(totpFn, '/api/account/two-factor/totp', { cookie, body: { password: TEST_ADMIN.password } });
      await call(confirmFn, '/api/account/two-factor/totp/confirm', { cookie, body: { code: codeNow(start.json.secret) } });
      expect((await call(statsFn, '/api/admin/stats', { cookie })).status).toBe(200);
    } finally {
      await saveSetting(handle.db, 'admin', settings);
      await handle.db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.email, TEST_ADMIN.email));
    }
  });
});

/**
 * A software authenticator: an ES256 key and the WebAuthn byte formats ("none" attestation), so
 * the server's verification runs for real without a browser. The browser test uses Chromium's.
 */
class SoftAuthenticator {
  private readonly key: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  private counter = 0;
  private userHandle = '';
  private static sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();
  private static u32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

  create(options: { challenge: string; rp: { id: string }; user: { id: string } }, origin = ORIGIN) {
    this.userHandle = options.user.id;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const jwk = this.key.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const id = this.credentialId;
    const authData = Buffer.concat([
      SoftAuthenticator.sha256(options.rp.id),
      Buffer.from([0x01 | 0x04 | 0x40]), // user present, verified, attested credential data
      SoftAuthenticator.u32(this.counter),
      Buffer.alloc(16),
      Buffer.from([id.length >> 8, id.length & 255]),
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: id.toString('base64url'),
      rawId: id.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  get(options: { challenge: string; rpId?: string }, origin = ORIGIN) {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    this.counter += 1;
    const authData = Buffer.concat([SoftAuthenticator.sha256(options.rpId!), Buffer.from([0x01 | 0x04]), SoftAuthenticator.u32(this.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, SoftAuthenticator.sha256(clientData)]), this.key.privateKey);
    return {
      id: this.credentialId.toString('base64url'),
      rawId: this.credentialId.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

async function addPasskey(cookie: string, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await call(passkeyFn, '/api/account/passkeys/options', { cookie, body: {} });
  expect(options.status).toBe(200);
  return call(passkeysFn, '/api/account/passkeys', { cookie, body: { response: authenticator.create(options.json), name } });
}

async function passkeySignIn(authenticator: SoftAuthenticator) {
  const start = await call(passkeyLoginOptionsFn, '/api/login/passkey/options', { body: {} });
  expect(start.status).toBe(200);
  return {
    challenge: start.json.challenge as string,
    response: authenticator.get(start.json.options),
    send(body: unknown) {
      return call(passkeyLoginFn, '/api/login/passkey', { body });
    },
  };
}

describe('passkeys', () => {
  it('registers a passkey and signs in with it, without a password or code, even with TOTP on', async () => {
    const member = await memberWithTotp();
    const authenticator = new SoftAuthenticator();
    const options = await call(passkeyFn, '/api/account/passkeys/options', { cookie: member.cookie, body: {} });
    expect(options.json.rp).toEqual({ id: 'localhost', name: 'CareerPivot' });
    expect(options.json.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect((await handle.db.select().from(authChallenges).where(eq(authChallenges.challenge, options.json.challenge)))[0]?.purpose).toBe('passkey-register');
    const added = await call(passkeysFn, '/api/account/passkeys', {
      cookie: member.cookie,
      body: { response: authenticator.create(options.json), name: 'Laptop' },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    // The same registration answer cannot be replayed.
    expect(
      (await call(passkeysFn, '/api/account/passkeys', { cookie: member.cookie, body: { response: authenticator.create(options.json), name: 'Again' } }))
        .status,
    ).toBe(400);

    const attempt = await passkeySignIn(authenticator);
    const signedIn = await attempt.send({ response: attempt.response, challenge: attempt.challenge });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.email).toBe(member.email);
    expect((await me(signedIn.cookie)).status).toBe(200);
    const [row] = await handle.db.select().from(passkeys).where(eq(passkeys.userId, member.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).toEqual(clock.now());
    // A sign-in challenge works once.
    expect((await attempt.send({ response: attempt.response, challenge: attempt.challenge })).status).toBe(401);

    const list = await call(passkeysFn, '/api/account/passkeys', { cookie: member.cookie });
    expect(list.json.passkeys).toEqual([expect.objectContaining({ id: added.json.id, name: 'Laptop' })]);
  });

  it('refuses an answer signed for another challenge, or by a key it does not know', async () => {
    const member = await newMember();
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(member.cookie, authenticator)).status).toBe(201);
    const a = await passkeySignIn(authenticator);
    const b = await passkeySignIn(authenticator);
    expect((await a.send({ response: b.response, challenge: a.challenge })).status).toBe(401);
    const stranger = new SoftAuthenticator();
    const c = await passkeySignIn(stranger);
    expect((await c.send({ response: c.response, challenge: c.challenge })).status).toBe(401);
  });

  it('removes only the member’s own passkey', async () => {
    const owner = await newMember();
    const other = await newMember();
    const added = await addPasskey(owner.cookie, new SoftAuthenticator());
    const path = `/api/account/passkeys/${encodeURIComponent(added.json.id)}`;
    expect((await call(passkeyFn, path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call(passkeyFn, path, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect(await handle.db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
  });

  it('counts as the second factor the staff setting asks of admins', async () => {
    const settings = await readSettings(handle.db);
    await saveSetting(handle.db, 'admin', { ...settings, security: { ...settings.security, staffTwoFactor: true } });
    try {
      const cookie = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).cookie!;
      expect((await call(statsFn, '/api/admin/stats', { cookie })).status).toBe(403);
      expect((await addPasskey(cookie, new SoftAuthenticator(), 'Security key')).status).toBe(201);
      expect((await call(statsFn, '/api/admin/stats', { cookie })).status).toBe(200);
    } finally {
      await saveSetting(handle.db, 'admin', settings);
      const [admin] = await handle.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
      await handle.db.delete(passkeys).where(eq(passkeys.userId, admin!.id));
    }
  });
});

describe('security notices', () => {
  it('e-mails the owner whenever how the account signs in changes, and only them', async () => {
    const member = await memberWithTotp();
    const bystander = await newMember();
    const added = await addPasskey(member.cookie, new SoftAuthenticator(), 'Work laptop');
    expect(added.status).toBe(201);
    await call(passkeyFn, `/api/account/passkeys/${encodeURIComponent(added.json.id)}`, { method: 'DELETE', cookie: member.cookie });
    const codes = await call(recoveryFn, '/api/account/two-factor/recovery-codes', {
      cookie: member.cookie,
      body: { password: PASSWORD, code: codeNow(member.secret) },
    });
    expect(codes.status).toBe(200);
    clock.advance(30_000);
    const off = await call(totpFn, '/api/account/two-factor/totp', {
      method: 'DELETE',
      cookie: member.cookie,
      body: { password: PASSWORD, code: codeNow(member.secret) },
    });
    expect(off.status).toBe(200);

    const notices = mailer.mail.filter((m) => m.to === member.email);
    expect(notices.map((m) => m.subject)).toEqual([
      'Two-factor sign-in is on for your CareerPivot account',
      'A passkey was added to your CareerPivot account',
      'A passkey was removed from your CareerPivot account',
      'New recovery codes for your CareerPivot account',
      'Two-factor sign-in was turned off for your CareerPivot account',
    ]);
    expect(notices[1]!.text).toContain('"Work laptop"');
    expect(notices[0]!.text).toMatch(/If this was not you, reset your password now at http.*\/forgot-password/);
    expect(mailer.mail.filter((m) => m.to === bystander.email)).toEqual([]);
  });

  it('sends nothing when the change is refused', async () => {
    const member = await memberWithTotp();
    mailer.sent.length = 0;
    const refused = await call(totpFn, '/api/account/two-factor/totp', {
      method: 'DELETE',
      cookie: member.cookie,
      body: { password: PASSWORD, code: '000000' },
    });
    expect(refused.status).toBe(403);
    expect(mailer.mail).toEqual([]);
  });
});

describe('staff turning off a member’s two-factor sign-in', () => {
  it('lets the password alone sign in again, e-mails the member, and is logged; only for admins', async () => {
    const member = await memberWithTotp();
    const pending = (await login(member.email)).json.challenge as string;
    const path = `/api/admin/users/${member.id}/two-factor`;
    expect((await call(resetFn, path, { method: 'DELETE', cookie: member.cookie })).status).toBe(403);
    const admin = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).cookie!;
    const listed = await call(usersFn, '/api/admin/users', { cookie: admin });
    expect(listed.json.find((u: { email: string }) => u.email === member.email)?.twoFactor).toBe(true);

    const res = await call(resetFn, path, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    const row = await userRow(member.email);
    expect([row.totpSecret, row.totpEnabledAt]).toEqual([null, null]);
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    // A sign-in that was waiting for a code cannot be finished with an old one.
    expect((await secondFactor(pending, member.recoveryCodes[0]!)).status).not.toBe(200);
    expect((await login(member.email)).cookie).toBeDefined();
    expect(mailer.mail.filter((m) => m.to === member.email).at(-1)?.subject).toBe('Our staff turned off two-factor sign-in for your CareerPivot account');
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor.reset'));
    expect(entry).toMatchObject({ category: 'admin', actorEmail: TEST_ADMIN.email });

    const again = await call(resetFn, path, { method: 'DELETE', cookie: admin });
    expect(again.status).toBe(409);
    expect((await call(resetFn, '/api/admin/users/not-an-id/two-factor', { method: 'DELETE', cookie: admin })).status).toBe(404);
  });
});
