import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '~/server/db/client';
import { authChallenges, passkeys, recoveryCodes, users, type User } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { recordEvent } from '~/server/audit/log';
import { lockoutOf, readSettings } from '~/server/settings/store';
import { confirmPassword as confirmSignedInPassword } from './accounts';
import { seal, unseal } from './sealing';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import { listPasskeys } from './passkeys';
import type { PasskeyView } from '~/lib/account';
import { RECOVERY_CODE_COUNT, assertSecondFactor, hashRecoveryCode, newRecoveryCode } from './second-factor';

export interface TwoFactorDeps {
  /** The session secret: sealed TOTP secrets are keyed from it. */
  secret: string;
  brand: string;
  now: Date;
}

export const WRONG_PASSWORD = 'That password is not correct. Nothing was changed.';

/**
 * The password again before a change to how the member signs in. Wrong passwords count against
 * the sign-in lockout, so a borrowed session cannot be used to guess it.
 */
export async function confirmPassword(db: Db, user: User, password: string, now: Date): Promise<void> {
  await confirmSignedInPassword(db, user, password, lockoutOf(await readSettings(db)), now, WRONG_PASSWORD);
}

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand; shown this once. */
  secret: string;
  uri: string;
  /** The URI as a QR code, an SVG document. */
  qrSvg: string;
}

/** Starts turning TOTP on: a new secret, sealed and kept pending until a code from it is confirmed. */
export async function startTotpEnrolment(db: Db, user: User, password: string, deps: TwoFactorDeps): Promise<TotpEnrolment> {
  await confirmPassword(db, user, password, deps.now);
  if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in with an authenticator app is already on.');
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: seal(secret, deps.secret), totpLastStep: null, updatedAt: deps.now })
    .where(eq(users.id, user.id));
  const uri = otpauthUri(secret, user.email, deps.brand);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** New recovery codes replace every old one; the plain codes are returned this once. */
async function replaceRecoveryCodes(db: Pick<Db, 'delete' | 'insert'>, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code), createdAt: now })));
  return codes;
}

/** Finishes turning TOTP on with a code from the app; answers the recovery codes. */
export async function confirmTotp(db: Db, user: User, code: string, deps: TwoFactorDeps): Promise<{ recoveryCodes: string[] }> {
  if (user.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in with an authenticator app is already on.');
  if (!user.totpSecret) throw new HttpError(409, 'Start setting up the authenticator app first.');
  const step = matchTotp(unseal(user.totpSecret, deps.secret), code, deps.now);
  if (step === null) throw new HttpError(400, 'That code does not match. Check the time on your phone and enter the newest code.');
  const codes = await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: deps.now, totpLastStep: step, updatedAt: deps.now }).where(eq(users.id, user.id));
    return replaceRecoveryCodes(tx, user.id, deps.now);
  });
  await recordEvent(db, {
    category: 'auth',
    action: 'two_factor.enabled',
    message: `${user.email} turned on two-factor sign-in`,
    actor: { id: user.id, email: user.email },
    at: deps.now,
  });
  return { recoveryCodes: codes };
}

/** Turns TOTP off: the password and a current code (or a recovery code); the secret and codes are deleted. */
export async function disableTotp(db: Db, user: User, input: { password: string; code: string }, deps: TwoFactorDeps): Promise<void> {
  if (!user.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in with an authenticator app is not on.');
  await confirmPassword(db, user, input.password, deps.now);
  await assertSecondFactor(db, user, input.code, deps.now, deps.secret);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: deps.now }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
  await recordEvent(db, {
    category: 'auth',
    action: 'two_factor.disabled',
    message: `${user.email} turned off two-factor sign-in`,
    actor: { id: user.id, email: user.email },
    at: deps.now,
  });
}

/**
 * Staff turn off a member's authenticator app when the member has lost it and its recovery codes
 * (after checking who they are, outside the product): the password alone signs in again, and any
 * sign-in waiting for a code is dropped. Answers the member, to tell them.
 */
export async function resetTwoFactorByStaff(db: Db, userId: string, admin: { id: string; email: string }, now: Date): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'That account does not exist.');
  if (!user.totpEnabledAt && !user.totpSecret) throw new HttpError(409, 'Two-factor sign-in is not on for this account.');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(authChallenges).where(and(eq(authChallenges.userId, userId), eq(authChallenges.purpose, 'second-factor')));
  });
  await recordEvent(db, {
    category: 'admin',
    action: 'two_factor.reset',
    message: `${admin.email} turned off two-factor sign-in for ${user.email}`,
    actor: admin,
    at: now,
  });
  return user;
}

/** New recovery codes (the old ones stop working): the password and a current code. */
export async function regenerateRecoveryCodes(
  db: Db,
  user: User,
  input: { password: string; code: string },
  deps: TwoFactorDeps,
): Promise<{ recoveryCodes: string[] }> {
  if (!user.totpEnabledAt) throw new HttpError(409, 'Turn on two-factor sign-in first.');
  await confirmPassword(db, user, input.password, deps.now);
  await assertSecondFactor(db, user, input.code, deps.now, deps.secret);
  const codes = await db.transaction((tx) => replaceRecoveryCodes(tx, user.id, deps.now));
  await recordEvent(db, {
    category: 'auth',
    action: 'two_factor.recovery_codes',
    message: `${user.email} made new recovery codes`,
    actor: { id: user.id, email: user.email },
    at: deps.now,
  });
  return { recoveryCodes: codes };
}

/** Recovery codes not used yet. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether a member has a second factor of any kind: TOTP on, or at least one passkey. */
export async function hasStrongSignIn(db: Db, user: User): Promise<boolean> {
  if (user.totpEnabledAt) return true;
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
  return (row?.n ?? 0) > 0;
}

/** How long a password already checked waits for its second factor, and how many codes it takes. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Enter your password again.';

/** After the right password of a member with TOTP on: a challenge that the code completes. */
export async function createSecondFactorChallenge(db: Db, user: User, now: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(authChallenges).values({
    id,
    userId: user.id,
    purpose: 'second-factor',
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_TTL_MS),
    createdAt: now,
  });
  return id;
}

/**
 * Completes a sign-in with its second factor. Each code tried counts against the challenge (at
 * most SECOND_FACTOR_MAX_ATTEMPTS) and, when wrong, against the account's lockout. The challenge
 * is used up by the code that is right. Answers the member, for the caller to start the session.
 */
export async function completeSecondFactor(db: Db, challengeId: string, code: string, deps: Pick<TwoFactorDeps, 'secret' | 'now'>): Promise<User> {
  const { now } = deps;
  const [counted] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(
      and(eq(authChallenges.id, challengeId), eq(authChallenges.purpose, 'second-factor'), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, now)),
    )
    .returning({ userId: authChallenges.userId, attempts: authChallenges.attempts });
  if (!counted?.userId) throw new HttpError(401, SIGN_IN_EXPIRED);
  if (counted.attempts > SECOND_FACTOR_MAX_ATTEMPTS) {
    await db.update(authChallenges).set({ usedAt: now }).where(eq(authChallenges.id, challengeId));
    throw new HttpError(429, 'Too many codes tried for this sign-in. Enter your password again.');
  }
  const [user] = await db.select().from(users).where(eq(users.id, counted.userId)).limit(1);
  if (!user) throw new HttpError(401, SIGN_IN_EXPIRED);
  await assertSecondFactor(db, user, code, now, deps.secret);
  const claimed = await db
    .update(authChallenges)
    .set({ usedAt: now })
    .where(and(eq(authChallenges.id, challengeId), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id });
  if (!claimed.length) throw new HttpError(401, SIGN_IN_EXPIRED);
  await recordEvent(db, {
    category: 'auth',
    action: 'login.success',
    message: `${user.email} signed in with a second factor`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
  return user;
}

/** AccountView.twoFactor: for GET /api/account (the account page) and GET /api/account/two-factor/totp. */
export async function twoFactorStatus(db: Db, user: User): Promise<{ totp: boolean; recoveryCodesLeft: number; passkeys: PasskeyView[] }> {
  return {
    totp: Boolean(user.totpEnabledAt),
    recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(db, user.id) : 0,
    passkeys: await listPasskeys(db, user.id),
  };
}
