import { hashLinkToken, newLinkToken } from '~/server/auth/link-tokens';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ChangeEmailInput } from '~/lib/account';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { emailTokens, sessions, users, type User } from '~/server/db/schema';
import { HttpError, tooManyRequests } from '~/server/http/errors';
import { confirmEmailChangeEmail, emailChangeRequestedEmail, emailChangedEmail, verifyEmailEmail } from '~/server/mail/templates';
import { allowAttempt } from '~/server/rate-limit';
import type { LockoutSettings } from '~/server/settings/store';
import { checkCurrentPassword, type MailDeps } from './account';

/** A verification link is good for 48 hours, an e-mail change link for 24; each works once. */
export const VERIFY_TOKEN_TTL_MS = 48 * 3600_000;
export const CHANGE_TOKEN_TTL_MS = 24 * 3600_000;
/** "Resend the link" and e-mail change requests per member and hour. */
export const RESEND_LIMIT_PER_HOUR = 3;
export const CHANGE_LIMIT_PER_HOUR = 5;

export const EMAIL_TAKEN = 'An account with this e-mail address already exists. Use another address.';
export const LINK_INVALID = 'This link is invalid, has expired or was already used.';

const linkTo = (siteUrl: string, path: string, token: string) => `${siteUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/** A new token for `email`; only its SHA-256 is stored, like password reset tokens. */
async function issueToken(db: Db, userId: string, purpose: 'verify' | 'change', email: string, ttlMs: number, now: Date): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await db.insert(emailTokens).values({ userId, purpose, email, tokenHash, expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return token;
}

/** Uses up a token of `purpose` that is unused and unexpired, in the statement that checks it (single use under races). */
async function claimToken(db: Pick<Db, 'update'>, token: string, purpose: 'verify' | 'change', now: Date) {
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashLinkToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return claimed;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sends the member a link that verifies their current address (at sign-up and on "Resend the link"). */
export async function sendVerificationLink(db: Db, user: Pick<User, 'id' | 'email' | 'firstName'>, deps: MailDeps, now: Date): Promise<void> {
  const token = await issueToken(db, user.id, 'verify', user.email, VERIFY_TOKEN_TTL_MS, now);
  const link = linkTo(deps.siteUrl, '/verify-email', token);
  await deps.mailer.send({
    to: user.email,
    ...verifyEmailEmail({ brand: deps.brand, firstName: user.firstName, link, hours: VERIFY_TOKEN_TTL_MS / 3600_000 }),
  });
}

/** POST /api/account/verify-email/resend: a fresh link, at most RESEND_LIMIT_PER_HOUR an hour. */
export async function resendVerificationLink(db: Db, user: User, deps: MailDeps, now: Date): Promise<void> {
  if (user.emailVerifiedAt) throw new HttpError(409, 'Your e-mail address is already verified.');
  if (!(await allowAttempt(db, `verify-resend:${user.id}`, RESEND_LIMIT_PER_HOUR, 3600_000, now))) {
    throw tooManyRequests(`We have sent ${RESEND_LIMIT_PER_HOUR} links in the last hour. Check your inbox and spam folder, or try again in an hour.`, 3600);
  }
  await sendVerificationLink(db, user, deps, now);
}

/**
 * POST /api/account/verify-email: marks the address verified. A link for an address the member
 * no longer uses verifies nothing.
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const claimed = await claimToken(tx, token, 'verify', now);
    if (!claimed) throw new HttpError(400, LINK_INVALID);
    const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
    if (!user || !sameAddress(user.email, claimed.email)) throw new HttpError(400, 'This link was for an e-mail address your account no longer uses.');
    if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await recordEvent(tx, {
      category: 'auth',
      action: 'email.verified',
      message: `${user.email} verified their e-mail address`,
      actor: { id: user.id, email: user.email },
      at: now,
    });
    return { email: user.email };
  });
}

async function addressTaken(db: Pick<Db, 'select'>, email: string, exceptUserId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return !!other && other.id !== exceptUserId;
}

/**
 * POST /api/account/email: with the password, a confirmation link goes to the new address and a
 * notice to the old one. Nothing changes until the link is used; an earlier pending request is
 * replaced by this one.
 */
export async function requestEmailChange(
  db: Db,
  user: User,
  input: ChangeEmailInput,
  lockout: LockoutSettings | null,
  deps: MailDeps,
  now: Date,
): Promise<{ pendingEmail: string }> {
  await checkCurrentPassword(db, user, input.password, lockout, now);
  const newEmail = input.newEmail.trim();
  if (sameAddress(newEmail, user.email)) throw new HttpError(400, 'newEmail: That is already your e-mail address.');
  if (await addressTaken(db, newEmail, user.id)) throw new HttpError(409, EMAIL_TAKEN);
  if (!(await allowAttempt(db, `email-change:${user.id}`, CHANGE_LIMIT_PER_HOUR, 3600_000, now))) {
    throw tooManyRequests('Too many e-mail changes asked for in the last hour. Try again later.', 3600);
  }
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt)));
  const token = await issueToken(db, user.id, 'change', newEmail, CHANGE_TOKEN_TTL_MS, now);
  const link = linkTo(deps.siteUrl, '/confirm-email', token);
  await deps.mailer.send({
    to: newEmail,
    ...confirmEmailChangeEmail({ brand: deps.brand, firstName: user.firstName, link, hours: CHANGE_TOKEN_TTL_MS / 3600_000 }),
  });
  await deps.mailer
    .send({ to: user.email, ...emailChangeRequestedEmail({ brand: deps.brand, firstName: user.firstName, newEmail, siteUrl: deps.siteUrl }) })
    .catch((error: unknown) => console.error('E-mail change notice not sent:', error instanceof Error ? error.message : error));
  await recordEvent(db, {
    category: 'auth',
    action: 'email.change_requested',
    message: `${user.email} asked to change their e-mail address to ${newEmail}`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
  return { pendingEmail: newEmail };
}

/**
 * POST /api/account/email/confirm: moves the account to the address the link was sent to, which
 * the link proves is the member's (so it is verified), ends every other session of the member (as
 * a new password does: a device signed in under the old address must sign in again), and tells the
 * old address. The session the link is used in stays when it is the member's; a link opened
 * signed out (another device) ends them all, and the member signs in with the new address.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  deps: MailDeps,
  now: Date,
  currentSessionId: string | null = null,
): Promise<{ email: string; otherSessionsEnded: number }> {
  const { before, after, ended } = await db.transaction(async (tx) => {
    const claimed = await claimToken(tx, token, 'change', now);
    if (!claimed) throw new HttpError(400, LINK_INVALID);
    const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
    if (!user) throw new HttpError(400, LINK_INVALID);
    if (await addressTaken(tx, claimed.email, user.id)) throw new HttpError(409, EMAIL_TAKEN);
    try {
      await tx.update(users).set({ email: claimed.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
    // Links sent to the old address verify nothing any more.
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, user.id), isNull(emailTokens.usedAt)));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ...(currentSessionId ? [ne(sessions.id, currentSessionId)] : [])))
      .returning({ id: sessions.id });
    await recordEvent(tx, {
      category: 'auth',
      action: 'email.changed',
      message: `${user.email} changed their e-mail address to ${claimed.email}; ${revoked.length} other session(s) signed out`,
      actor: { id: user.id, email: claimed.email },
      at: now,
    });
    return { before: user, after: claimed.email, ended: revoked.length };
  });
  await deps.mailer
    .send({ to: before.email, ...emailChangedEmail({ brand: deps.brand, firstName: before.firstName, newEmail: after }) })
    .catch((error: unknown) => console.error('E-mail changed notice not sent:', error instanceof Error ? error.message : error));
  return { email: after, otherSessionsEnded: ended };
}
