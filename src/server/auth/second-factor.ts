import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { recoveryCodes, users, type User } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { recordEvent } from '~/server/audit/log';
import { runtime } from '~/server/runtime';
import { lockoutOf, readSettings } from '~/server/settings/store';
import { clearFailedSignIns, countFailedSignIn, refuseIfLocked } from './accounts';
import { unseal } from './sealing';
import { matchTotp } from './totp';

/** How many recovery codes a member gets; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters that cannot be mistaken for digits or each other when copied by hand (no i, l, o). */
const CODE_LETTERS = 'abcdefghjkmnpqrstuvwxyz';
export const RECOVERY_CODE_PATTERN = /^[a-z]{5}-\d{5}$/;

/** One recovery code, "abcde-12345": five letters and five digits (about 39 bits). */
export function newRecoveryCode(): string {
  let letters = '';
  for (let i = 0; i < 5; i++) letters += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return `${letters}-${String(randomInt(100_000)).padStart(5, '0')}`;
}

/** As typed: any case, with or without the hyphen or spaces; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z]{5}\d{5}$/.test(compact)) return null;
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/** Stored instead of the code: salted with the member's id, so one hash fits one account only. */
export function hashRecoveryCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

export const CODE_REQUIRED = 'Enter the code from your authenticator app, or a recovery code.';
export const CODE_USED = 'That code was already used. Wait for the next code from your authenticator app: it shows a new one every 30 seconds.';
export const CODE_INVALID = 'That code is not valid. Enter the newest code from your authenticator app, or an unused recovery code.';

/** Uses up a TOTP step: one statement, so the same code cannot be used twice even at once. */
async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

async function claimRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/**
 * The one check of a second factor wherever the password alone is not enough (sign-in, deleting
 * the account): nothing to do when two-factor sign-in is off; otherwise `code` must be a current
 * authenticator code not used before, or an unused recovery code (which is then used up). A wrong
 * code counts against the sign-in lockout like a wrong password; while locked, 429. Throws 403
 * with a clear message when the code is missing or wrong. `secret` is the session secret the TOTP
 * secret is sealed with (the runtime's when not given).
 */
export async function assertSecondFactor(db: Db, user: User, code: string | undefined, now: Date, secret?: string): Promise<void> {
  if (!user.totpEnabledAt) return;
  // The row as it is now: the lock and the last step used may have moved since `user` was read.
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!fresh?.totpEnabledAt || !fresh.totpSecret) return;
  const lockout = lockoutOf(await readSettings(db));
  await refuseIfLocked(db, fresh, lockout, now);
  if (!code?.trim()) throw new HttpError(403, CODE_REQUIRED);
  const actor = { id: fresh.id, email: fresh.email };
  const typed = code.replace(/\s/g, '');
  let ok = false;
  let kind = 'authenticator code';
  let replayed = false;
  if (/^\d{6}$/.test(typed)) {
    const key = unseal(fresh.totpSecret, secret ?? (await runtime()).session.secret);
    const step = matchTotp(key, typed, now, fresh.totpLastStep);
    ok = step !== null && (await claimStep(db, fresh.id, step));
    // A right code that was used already (just now, to sign in) deserves its own words.
    replayed = !ok && matchTotp(key, typed, now) !== null;
  } else {
    kind = 'recovery code';
    const recovery = normalizeRecoveryCode(typed);
    ok = recovery !== null && (await claimRecoveryCode(db, fresh.id, recovery, now));
  }
  if (ok) {
    await clearFailedSignIns(db, fresh);
    if (kind === 'recovery code') {
      await recordEvent(db, { category: 'auth', action: 'two_factor.recovery_code_used', message: `${fresh.email} used a recovery code`, actor, at: now });
    }
    return;
  }
  await recordEvent(db, {
    category: 'auth',
    level: 'warning',
    action: 'login.failed',
    message: replayed ? `Reused authenticator code for ${fresh.email}` : `Wrong ${kind} for ${fresh.email}`,
    actor,
    at: now,
  });
  await countFailedSignIn(db, fresh, lockout, now);
  throw new HttpError(403, replayed ? CODE_USED : CODE_INVALID);
}
