import { recordEvent } from '~/server/audit/log';
import { EMAIL_PATTERN } from '~/lib/account-rules';
import { readSettings, type LockoutSettings } from '~/server/settings/store';
import type { AdminSettings } from '~/lib/admin/settings';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '~/lib/access';
import type { SignupInput } from '~/lib/account';
import type { Db } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { passwordResetTokens, sessions, subscriptions, users, type User } from '~/server/db/schema';
import { HttpError, tooManyRequests } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { passwordResetEmail } from '~/server/mail/templates';
import { allowAttempt } from '~/server/rate-limit';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { accessColumns, type LatestSubscription } from './sessions';
import { livePlan } from '~/lib/catalogue';

/** The same answer whether or not the account exists, so addresses cannot be probed. */
export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account exists for that address, we have sent a link to reset the password. It expires in one hour.',
};

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** Per-address limits: signups and reset e-mails an hour. */
export const SIGNUP_LIMIT_PER_HOUR = 5;
export const FORGOT_LIMIT_PER_HOUR = 3;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  return user;
}

export async function signup(db: Db, input: SignupInput, now = new Date()): Promise<User> {
  if (!(await allowAttempt(db, `signup:${input.email.toLowerCase()}`, SIGNUP_LIMIT_PER_HOUR, 3600_000, now))) {
    throw tooManyRequests('Too many sign-up attempts for this address. Try again later.', 3600);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        // The consent and its time, when the form asked (an API sign-up without the box has not chosen).
        newsletterOptIn: input.newsletter ?? false,
        newsletterChoiceAt: input.newsletter === undefined ? null : now,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two signups racing with one address: the unique index lets exactly one through.
    if (isUniqueViolation(error)) throw new HttpError(409, 'An account with this e-mail already exists. Try logging in.');
    throw error;
  }
}

/**
 * Checks a password, counting failures in Postgres. After `maxFailures` failures the account is
 * locked for `lockMinutes`, during which even the right password is refused with 429. With no
 * lockout (the System tab's login attempt limit off) nothing is counted and no lock holds.
 */
export async function authenticate(db: Db, username: string, password: string, lockout: LockoutSettings | null, now = new Date()): Promise<User> {
  const user = await findUserByEmail(db, username);
  const invalid = new HttpError(401, 'Invalid e-mail or password.');
  // The address tried is logged only when it reads as one: people type their password into the
  // e-mail field, and the log must never hold a password.
  const typed = username.trim();
  const tried = EMAIL_PATTERN.test(typed) ? typed.slice(0, 120) : 'something that is not an e-mail address';
  if (!user) {
    await burnPasswordCheck(password);
    await recordEvent(db, { category: 'auth', level: 'warning', action: 'login.failed', message: `Failed sign-in for ${tried} (no such account)`, at: now });
    throw invalid;
  }
  const actor = { id: user.id, email: user.email };
  await refuseIfLocked(db, user, lockout, now);
  if (await verifyPassword(password, user.passwordHash)) {
    // With a second factor on, the count starts again only once the code is right too: otherwise
    // the password alone would reset the count of wrong codes and allow endless guesses.
    if (!user.totpEnabledAt) await clearFailedSignIns(db, user);
    await recordEvent(
      db,
      user.totpEnabledAt
        ? { category: 'auth', action: 'login.password_ok', message: `${user.email} entered the right password; the second factor is due`, actor, at: now }
        : { category: 'auth', action: 'login.success', message: `${user.email} signed in`, actor, at: now },
    );
    return user;
  }
  await recordEvent(db, {
    category: 'auth',
    level: 'warning',
    action: 'login.failed',
    message: `Failed sign-in for ${user.email} (wrong password)`,
    actor,
    at: now,
  });
  await countFailedSignIn(db, user, lockout, now);
  throw invalid;
}

/** 429 while the account is locked (repeated wrong passwords or codes); nothing when there is no lockout. */
export async function refuseIfLocked(db: Db, user: User, lockout: LockoutSettings | null, now: Date): Promise<void> {
  if (!lockout || !user.lockedUntil || user.lockedUntil <= now) return;
  await recordEvent(db, {
    category: 'auth',
    level: 'warning',
    action: 'login.refused',
    message: `Sign-in refused for ${user.email}: account locked`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
  throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${lockout.lockMinutes} minutes.`, (user.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * The password again, where a signed-in member changes something that matters (password, e-mail,
 * two-factor sign-in, deleting the account). A wrong one answers 403 with `wrongMessage`, changes
 * nothing, and counts towards the lockout like a wrong sign-in, so a stolen session cannot guess it.
 */
export async function confirmPassword(db: Db, user: User, password: string, lockout: LockoutSettings | null, now: Date, wrongMessage: string): Promise<void> {
  await refuseIfLocked(db, user, lockout, now);
  if (await verifyPassword(password, user.passwordHash)) {
    await clearFailedSignIns(db, user);
    return;
  }
  await recordEvent(db, {
    category: 'auth',
    level: 'warning',
    action: 'password.check_failed',
    message: `Wrong password for ${user.email} while signed in`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
  await countFailedSignIn(db, user, lockout, now);
  throw new HttpError(403, wrongMessage);
}

/** A successful sign-in starts the failure count again. */
export async function clearFailedSignIns(db: Db, user: User): Promise<void> {
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
}

/**
 * Counts one failed sign-in (a wrong password, or a wrong second-factor code), locking the account
 * once the count reaches the threshold. Nothing is counted when the lockout is off.
 */
export async function countFailedSignIn(db: Db, user: User, lockout: LockoutSettings | null, now: Date): Promise<void> {
  if (!lockout) return;
  const actor = { id: user.id, email: user.email };
  // One atomic statement, so parallel wrong guesses are all counted. A lock that has run out
  // starts a fresh count.
  const lockUntil = new Date(now.getTime() + lockout.lockMinutes * 60_000).toISOString();
  const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now.toISOString()}::timestamptz)`;
  const failures = sql`case when ${lockExpired} then 1 else ${users.failedLoginCount} + 1 end`;
  const [counted] = await db
    .update(users)
    .set({
      failedLoginCount: failures,
      lockedUntil: sql`case when ${failures} >= ${lockout.maxFailures}::int then ${lockUntil}::timestamptz else null end`,
    })
    .where(eq(users.id, user.id))
    .returning({ failures: users.failedLoginCount, lockedUntil: users.lockedUntil });
  if (counted?.lockedUntil && counted.failures === lockout.maxFailures) {
    await recordEvent(db, {
      category: 'auth',
      level: 'warning',
      action: 'account.locked',
      message: `${user.email} locked for ${lockout.lockMinutes} minutes after ${counted.failures} failed sign-ins`,
      actor,
      at: now,
    });
  }
}

/** The fields of GET /api/auth/user: the plan comes from the live subscription, never from the e-mail address (decision 0010). */
export function userView(user: User, latest: LatestSubscription | undefined, now: Date, features: AdminSettings['features']): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isPremium: livePlan(latest, now),
    subscriptionStatus: latest?.status ?? null,
    emailVerified: !!user.emailVerifiedAt,
    features: { ...features },
  };
}

/** The same view for a user just signed in or up, reading their latest subscription. */
export async function currentUserView(db: Db, user: User, now = new Date()): Promise<CurrentUser> {
  const [latest] = await db.select(accessColumns).from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.createdAt)).limit(1);
  return userView(user, latest, now, (await readSettings(db)).features);
}

/**
 * Sends a single-use reset link valid for an hour. Answers the same whether or not the account
 * exists; the per-address limit is silent for the same reason.
 */
export async function requestPasswordReset(db: Db, email: string, deps: { mailer: Mailer; siteUrl: string; brand: string }, now = new Date()): Promise<void> {
  const normalized = email.trim().toLowerCase();
  if (!(await allowAttempt(db, `forgot:${normalized}`, FORGOT_LIMIT_PER_HOUR, 3600_000, now))) return;
  const user = await findUserByEmail(db, normalized);
  if (!user) return;
  const { token, tokenHash } = newLinkToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  const link = `${deps.siteUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: user.email, ...passwordResetEmail({ brand: deps.brand, firstName: user.firstName, link }) });
  await recordEvent(db, {
    category: 'auth',
    action: 'password.reset_requested',
    message: `Password reset link sent to ${user.email}`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
}

/** Sets a new password from a valid link, uses the link up and ends every session of the user. */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<User> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single-use under races.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashLinkToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new HttpError(400, 'This reset link is invalid or has expired. Request a new one.');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning();
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
    // Other outstanding links for this account stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await recordEvent(tx, {
      category: 'auth',
      action: 'password.reset',
      message: `${user!.email} set a new password from a reset link; every session ended`,
      actor: { id: user!.id, email: user!.email },
      at: now,
    });
    return user!;
  });
}
