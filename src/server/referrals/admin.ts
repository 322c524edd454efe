import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '~/server/db/client';
import { referralCodes, referralRewards, referrals, users } from '~/server/db/schema';
import { planOrDefault } from '~/lib/plans';
import { tierReferralsLabel, tierRewardText } from '~/lib/referral';
import { tierOf } from './rewards';
import { HttpError } from '~/server/http/errors';

const referred = alias(users, 'referred');

/** The admin's view of Share & Save: every referral with both members, newest first. */
export async function adminReferrals(db: Db) {
  const rows = await db
    .select({
      id: referrals.id,
      code: referrals.code,
      state: referrals.state,
      createdAt: referrals.createdAt,
      referrerFirst: users.firstName,
      referrerLast: users.lastName,
      referrerEmail: users.email,
      referredFirst: referred.firstName,
      referredLast: referred.lastName,
      referredEmail: referred.email,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .orderBy(desc(referrals.createdAt));
  const [codes] = await db.select({ n: sql<number>`count(*)::int` }).from(referralCodes);
  const rewards = await db
    .select({
      id: referralRewards.id,
      tier: referralRewards.tier,
      state: referralRewards.state,
      grantedAt: referralRewards.grantedAt,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(referralRewards)
    .innerJoin(users, eq(users.id, referralRewards.referrerId))
    .orderBy(desc(referralRewards.grantedAt), desc(referralRewards.tier));
  return {
    codes: codes?.n ?? 0,
    rewards: rewards.map((r) => ({
      id: r.id,
      tier: tierReferralsLabel(tierOf(r.tier)),
      reward: tierRewardText(tierOf(r.tier), (key) => planOrDefault(key).name),
      state: r.state,
      grantedAt: r.grantedAt.toISOString(),
      referrer: { name: `${r.first} ${r.last}`, email: r.email },
    })),
    referrals: rows.map((r) => ({
      id: r.id,
      code: r.code,
      state: r.state,
      createdAt: r.createdAt.toISOString(),
      referrer: { name: `${r.referrerFirst} ${r.referrerLast}`, email: r.referrerEmail },
      referred: { name: `${r.referredFirst} ${r.referredLast}`, email: r.referredEmail },
    })),
  };
}

/** Voids a referral the admin judges fraudulent; a rewarded one can no longer be taken back here. */
export async function voidReferral(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(referrals)
    .set({ state: 'void', voidedAt: now })
    .where(and(eq(referrals.id, id), inArray(referrals.state, ['pending', 'qualified'])))
    .returning({ id: referrals.id, state: referrals.state });
  if (row) return row;
  const [exists] = await db.select({ state: referrals.state }).from(referrals).where(eq(referrals.id, id)).limit(1);
  if (!exists) throw new HttpError(404, 'No such referral.');
  throw new HttpError(409, exists.state === 'void' ? 'This referral is already void.' : 'A rewarded referral cannot be voided.');
}
