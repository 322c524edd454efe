import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { SESSION_NOT_FOUND, type AccountSessionView, type AccountView, type ChangePasswordInput, type UpdateProfileInput } from '~/lib/account';
import { livePlan } from '~/lib/catalogue';
import { planOrDefault } from '~/lib/plans';
import { describeUserAgent } from '~/lib/user-agent';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { emailTokens, passwordResetTokens, sessions, subscriptions, users, type User } from '~/server/db/schema';
import { notFound } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { passwordChangedEmail } from '~/server/mail/templates';
import { confirmPassword } from '~/server/auth/accounts';
import type { LockoutSettings } from '~/server/settings/store';
import { hashPassword } from '~/server/auth/password';
import { twoFactorStatus } from '~/server/auth/two-factor';

export const WRONG_PASSWORD = 'Your current password is not right.';

export interface MailDeps {
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

/**
 * The id the account page knows a session by: a hash of the session's own id, so the browser
 * never holds another device's session id (the id names the session inside every signed token).
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 32);
}

/**
 * The member's sessions still in force, newest use first: not revoked, not past their 12 hours,
 * and (with the System tab's session timeout on) used within it.
 */
export async function activeSessions(db: Db, userId: string, currentSessionId: string, idleMinutes: number | null, now: Date): Promise<AccountSessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((s) => s.id === currentSessionId || idleMinutes === null || now.getTime() - s.lastSeenAt.getTime() <= idleMinutes * 60_000)
    .map((s) => ({
      id: publicSessionId(s.id),
      device: describeUserAgent(s.userAgent),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** GET /api/account. */
export async function accountView(db: Db, user: User, currentSessionId: string, idleMinutes: number | null, now: Date): Promise<AccountView> {
  const [latest] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.createdAt)).limit(1);
  const [pending] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return {
    profile: { firstName: user.firstName, lastName: user.lastName, email: user.email, createdAt: user.createdAt.toISOString() },
    emailVerified: !!user.emailVerifiedAt,
    pendingEmail: pending?.email ?? null,
    plan: {
      key: livePlan(latest, now),
      name: latest ? planOrDefault(latest.plan).name : null,
      status: latest?.status ?? null,
      currentPeriodEnd: latest?.currentPeriodEnd.toISOString() ?? null,
      cancelAtPeriodEnd: latest?.cancelAtPeriodEnd ?? false,
    },
    sessions: await activeSessions(db, user.id, currentSessionId, idleMinutes, now),
    twoFactor: await twoFactorStatus(db, user),
  };
}

/** PATCH /api/account: the names given, trimmed by the schema. */
export async function updateProfile(db: Db, user: User, input: UpdateProfileInput, now: Date): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/** The account page's check of the current password (see confirmPassword). */
export async function checkCurrentPassword(db: Db, user: User, password: string, lockout: LockoutSettings | null, now: Date): Promise<void> {
  await confirmPassword(db, user, password, lockout, now, WRONG_PASSWORD);
}

/**
 * POST /api/account/password: the current password proves it is the owner; the new one is set,
 * every other session ends (this one stays), open reset links stop working, and the owner is told.
 */
export async function changePassword(
  db: Db,
  user: User,
  currentSessionId: string,
  input: ChangePasswordInput,
  lockout: LockoutSettings | null,
  deps: MailDeps,
  now: Date,
): Promise<{ otherSessionsEnded: number }> {
  await checkCurrentPassword(db, user, input.currentPassword, lockout, now);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null, updatedAt: now }).where(eq(users.id, user.id));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await recordEvent(tx, {
      category: 'auth',
      action: 'password.change',
      message: `${user.email} changed their password; ${revoked.length} other session(s) signed out`,
      actor: { id: user.id, email: user.email },
      at: now,
    });
    return revoked.length;
  });
  await deps.mailer
    .send({ to: user.email, ...passwordChangedEmail({ brand: deps.brand, firstName: user.firstName, siteUrl: deps.siteUrl }) })
    .catch((error: unknown) => console.error('Password-changed notice not sent:', error instanceof Error ? error.message : error));
  return { otherSessionsEnded: ended };
}

/** DELETE /api/account/sessions/{id}: one of the member's own sessions; 404 for anything else. */
export async function revokeOwnSession(db: Db, user: User, publicId: string, now: Date): Promise<void> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  const target = rows.find((s) => publicSessionId(s.id) === publicId);
  if (!target) throw notFound(SESSION_NOT_FOUND);
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, target.id));
  await recordEvent(db, {
    category: 'auth',
    action: 'session.revoke',
    message: `${user.email} signed out one of their sessions`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
}

/** DELETE /api/account/sessions: every session but this one. */
export async function revokeOtherSessions(db: Db, user: User, currentSessionId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await recordEvent(db, {
    category: 'auth',
    action: 'session.revoke_others',
    message: `${user.email} signed out everywhere else (${revoked.length} session(s))`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
  return revoked.length;
}
