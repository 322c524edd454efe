/**
 * Deleting an account (GDPR article 17), by the member or by an admin: the one implementation.
 * In order, so that a failure part-way leaves something a retry finishes:
 *   1. every live subscription is cancelled at the payment provider at once (no further charge);
 *      a provider error stops here, before anything is erased;
 *   2. every blob the member owns goes (resume uploads, practice recordings, tracker files);
 *   3. one transaction: what accounting must keep is copied to retained_payments without identity,
 *      log entries about the member are anonymised, rows keyed by the address (invitations sent to
 *      it, rate-limit counters, links) go, and the user row goes, which cascades to every table
 *      holding the member's id (sessions included: every sign-in ends);
 *   4. a last e-mail to the address.
 * Decision record: docs/decisions/0019-download-and-delete-account.md.
 */
import type { Store } from '@netlify/blobs';
import { and, count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import {
  auditLog,
  emailTokens,
  practiceRecordings,
  rateLimitHits,
  referralInvitations,
  resumeSessions,
  retainedPayments,
  subscriptions,
  trackedJobFiles,
  users,
  type User,
} from '~/server/db/schema';
import { confirmPassword } from '~/server/auth/accounts';
import { lockoutOf, readSettings } from '~/server/settings/store';
import { assertSecondFactor } from '~/server/auth/second-factor';
import { allowAttempt } from '~/server/rate-limit';
import { HttpError, tooManyRequests } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { accountDeletedEmail } from '~/server/mail/templates';
import type { BillingProvider } from '~/server/billing/provider';
import { recordEvent } from '~/server/audit/log';

export interface DeleteAccountDeps {
  db: Db;
  billing: BillingProvider;
  mailer: Mailer;
  brand: string;
  siteUrl: string;
  stores: { resumeFiles: Store; practiceRecordings: Store; trackerFiles: Store };
}

/** Who asked: the member themselves, or an admin from the Users tab. */
export type DeletedBy = { kind: 'self' } | { kind: 'admin'; admin: { id: string; email: string } };

/** What the audit log shows in place of the deleted person. */
export const DELETED_ACCOUNT_LABEL = '[deleted account]';

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wrong passwords a signed-in session may try an hour before deletion answers 429. */
export const DELETE_ATTEMPTS_PER_HOUR = 5;

/**
 * The member proves it is them: the password (403 "That password is not right." otherwise,
 * nothing changed), then the second factor when one is on. Tries are rate-limited per account,
 * so a stolen session cannot guess the password here.
 */
export async function confirmOwner(db: Db, user: User, input: { password: string; code?: string }, now: Date): Promise<void> {
  if (!(await allowAttempt(db, `account-delete:${user.id}`, DELETE_ATTEMPTS_PER_HOUR, 3600_000, now))) {
    throw tooManyRequests('Too many attempts. Try again in an hour.', 3600);
  }
  await confirmPassword(db, user, input.password, lockoutOf(await readSettings(db)), now, 'That password is not right.');
  await assertSecondFactor(db, user, input.code, now);
}

/** Why the only admin's account cannot be deleted. */
export const ONLY_ADMIN_MESSAGE = 'You are the only admin: make another account an admin before deleting this one, or nobody could open the Admin Center.';

export async function deleteAccount(deps: DeleteAccountDeps, userId: string, by: DeletedBy, now: Date): Promise<{ email: string; retainedPayments: number }> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'That account does not exist (it may already be deleted).');
  // Nobody could open the Admin Center again (short of reseeding): the last admin stays.
  if (user.role === 'admin') {
    const [others] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
    if (!others?.n) throw new HttpError(409, ONLY_ADMIN_MESSAGE);
  }

  // 1. No further charge: the provider first, so a failure leaves the account as it was.
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const live = subs.filter((s) => s.status !== 'canceled' && s.providerSubscriptionId);
  for (const sub of live) {
    if (sub.provider === deps.billing.mode) {
      try {
        await deps.billing.cancelNow(sub.providerSubscriptionId!);
      } catch (error) {
        console.error('[account delete] the provider did not cancel', sub.providerSubscriptionId, error);
        throw new HttpError(502, 'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.');
      }
    }
    // A test-mode subscription where Stripe is configured charges nobody: nothing to stop.
    else if (sub.provider !== 'test') {
      throw new HttpError(503, 'Your subscription cannot be cancelled right now, so your account was not deleted. Please try again later or contact support.');
    }
  }

  // 2. Files. Listed by the keys our rows name and by the member's prefix, so nothing is left behind.
  await deleteBlobs(db, deps.stores, userId);

  // 3. Rows.
  const email = user.email.toLowerCase();
  const retained = await db.transaction(async (tx) => {
    const kept = subs.map((s) => ({
      plan: s.plan,
      interval: s.interval,
      amountCents: s.amountCents,
      provider: s.provider,
      providerSubscriptionId: s.providerSubscriptionId,
      status: 'canceled' as const,
      startedAt: s.createdAt,
      endedAt: s.status === 'canceled' ? (s.canceledAt ?? s.stateAt) : now,
      retainedAt: now,
    }));
    if (kept.length) await tx.insert(retainedPayments).values(kept);

    // The log keeps what happened, not who it happened to.
    const pattern = `(${escapeRegex(user.email)}|${escapeRegex(userId)})`;
    await tx
      .update(auditLog)
      .set({
        actorId: sql`case when ${auditLog.actorId} = ${userId} then null else ${auditLog.actorId} end`,
        actorEmail: sql`case when ${auditLog.actorId} = ${userId} or lower(${auditLog.actorEmail}) = ${email} then ${DELETED_ACCOUNT_LABEL} else ${auditLog.actorEmail} end`,
        message: sql`regexp_replace(${auditLog.message}, ${pattern}, ${DELETED_ACCOUNT_LABEL}, 'gi')`,
        detail: sql`case when ${auditLog.detail} is null then null else regexp_replace(${auditLog.detail}::text, ${pattern}, ${DELETED_ACCOUNT_LABEL}, 'gi')::jsonb end`,
      })
      .where(
        or(
          eq(auditLog.actorId, userId),
          sql`lower(${auditLog.actorEmail}) = ${email}`,
          sql`${auditLog.message} ~* ${pattern}`,
          and(isNotNull(auditLog.detail), sql`${auditLog.detail}::text ~* ${pattern}`),
        ),
      );

    // Rows that name the address, not the id: invitations others sent to it, links sent to it, counters.
    await tx.delete(referralInvitations).where(sql`lower(${referralInvitations.email}) = ${email}`);
    await tx.delete(emailTokens).where(sql`lower(${emailTokens.email}) = ${email}`);
    await tx
      .delete(rateLimitHits)
      .where(or(sql`position(${userId} in ${rateLimitHits.key}) > 0`, sql`right(lower(${rateLimitHits.key}), ${email.length + 1}) = ${`:${email}`}`));

    // Every other table holding the id references users with ON DELETE CASCADE (or SET NULL for
    // what staff did: slots they published, events they recorded, support answers they wrote).
    await tx.delete(users).where(eq(users.id, userId));

    await recordEvent(tx, {
      category: by.kind === 'admin' ? 'admin' : 'auth',
      action: 'account.delete',
      message: by.kind === 'admin' ? 'An admin deleted an account' : 'A member deleted their account',
      actor: by.kind === 'admin' ? by.admin : null,
      detail: { retainedPayments: kept.length },
      at: now,
    });
    return kept.length;
  });

  // 4. The last word, after the fact: a failed send does not bring the account back.
  try {
    const mail = accountDeletedEmail({ brand: deps.brand, firstName: user.firstName, byAdmin: by.kind === 'admin', siteUrl: deps.siteUrl });
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    console.error('[account delete] the last e-mail could not be sent', error);
  }
  return { email: user.email, retainedPayments: retained };
}

async function deleteBlobs(db: Db, stores: DeleteAccountDeps['stores'], userId: string): Promise<void> {
  const [uploads, recordings, files] = await Promise.all([
    db.select({ blobKey: resumeSessions.blobKey }).from(resumeSessions).where(eq(resumeSessions.userId, userId)),
    db.select({ blobKey: practiceRecordings.blobKey }).from(practiceRecordings).where(eq(practiceRecordings.userId, userId)),
    db.select({ blobKey: trackedJobFiles.blobKey }).from(trackedJobFiles).where(eq(trackedJobFiles.userId, userId)),
  ]);
  // Resume uploads live under their session ("resumes/{sessionId}/file", "/text", "/part-N").
  for (const { blobKey } of uploads) await deletePrefix(stores.resumeFiles, `${blobKey}/`);
  for (const { blobKey } of recordings) await stores.practiceRecordings.delete(blobKey);
  for (const { blobKey } of files) await stores.trackerFiles.delete(blobKey);
  // Recordings and tracker files are keyed under the member's id: whatever is left there goes too.
  await deletePrefix(stores.practiceRecordings, `${userId}/`);
  await deletePrefix(stores.trackerFiles, `${userId}/`);
}

async function deletePrefix(store: Store, prefix: string): Promise<void> {
  const { blobs } = await store.list({ prefix });
  for (const blob of blobs) await store.delete(blob.key);
}

/** The deletion's dependencies from the runtime (the member's function and the admin's use the same). */
export function deleteDepsOf(rt: {
  db: Db;
  billing: BillingProvider;
  mailer: Mailer;
  brand: string;
  siteUrl: string;
  resumeFiles(): Store;
  practiceRecordings(): Store;
  trackerFiles(): Store;
}): DeleteAccountDeps {
  return {
    db: rt.db,
    billing: rt.billing,
    mailer: rt.mailer,
    brand: rt.brand,
    siteUrl: rt.siteUrl,
    stores: { resumeFiles: rt.resumeFiles(), practiceRecordings: rt.practiceRecordings(), trackerFiles: rt.trackerFiles() },
  };
}
