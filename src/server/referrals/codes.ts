import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, discountText, normalizeReferralCode, type MyReferrals, type ReferralCheck } from '~/lib/referral';
import type { BillingSettings } from '~/lib/catalogue';
import type { Db } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { referralCodes, referrals, subscriptions, users } from '~/server/db/schema';
import { readBillingSettings } from '~/server/settings/store';

/** A fresh code from the unambiguous alphabet (crypto-random: codes must not be guessable in order). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export async function referralCodeOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
  return row?.code ?? null;
}

/**
 * The member's code, made on first request. Idempotent: a second call (or two at once) answers
 * the same code, because the user id is unique in the table.
 */
export async function ensureReferralCode(db: Db, userId: string, generate = newReferralCode): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await referralCodeOf(db, userId);
    if (existing) return existing;
    try {
      const [row] = await db.insert(referralCodes).values({ code: generate(), userId }).onConflictDoNothing({ target: referralCodes.userId }).returning();
      if (row) return row.code;
    } catch (error) {
      // The code itself was taken (about one in a trillion): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not create a unique referral code');
}

export const REFERRAL_MESSAGES = {
  unknown: "This referral code isn't valid. You can still subscribe at the full price.",
  self: "That's your own referral code: share it with friends instead. You can still subscribe at the full price.",
  notNew: 'The friend discount is for a first subscription. You can still subscribe at the full price.',
} as const;

/**
 * Whether a code gives this visitor the friend discount: it must exist, not be disabled, not be
 * their own, and the visitor must not have subscribed before. The discount is the stored setting.
 */
export async function checkReferralCode(
  db: Db,
  rawCode: string,
  userId: string | null,
  settings?: Pick<BillingSettings, 'friendDiscountPercent' | 'friendDiscountMonths'>,
): Promise<ReferralCheck> {
  const code = normalizeReferralCode(rawCode);
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
  if (!row || row.disabledAt) return { valid: false, code, message: REFERRAL_MESSAGES.unknown };
  if (userId && row.userId === userId) return { valid: false, code, message: REFERRAL_MESSAGES.self };
  if (userId) {
    const [before] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    if (before) return { valid: false, code, message: REFERRAL_MESSAGES.notNew };
  }
  const { friendDiscountPercent: percent, friendDiscountMonths: months } = settings ?? (await readBillingSettings(db));
  const discount = { percent, months };
  return { valid: true, code, discount, message: `Friend discount: ${discountText(discount)}.` };
}

/** A member's own referrals, newest first; friends are shown by first name and last initial. */
export async function myReferrals(db: Db, userId: string): Promise<MyReferrals['referrals']> {
  const rows = await db
    .select({ first: users.firstName, last: users.lastName, state: referrals.state, since: referrals.createdAt })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt));
  return rows.map((r) => ({ friend: `${r.first} ${r.last.charAt(0)}.`.trim(), state: r.state, since: r.since.toISOString() }));
}
