import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '~/server/auth/password';
import type { Db } from './client';
import { referralCodes, referrals, subscriptions, users } from './schema';
import { plans, priceFor } from '~/lib/plans';
import { BILLING_SETTING_DEFAULTS, REFUND_TERMS, TRIAL_DAYS, addCycle, type BillingCycle, type PlanKey, type SubscriptionStatus } from '~/lib/catalogue';

export const DEMO_PASSWORD = 'demo-pivot-2026';

/** Demo members on each plan and state, so every screen has data locally. */
export const DEMO_MEMBERS: {
  email: string;
  firstName: string;
  lastName: string;
  plan?: PlanKey;
  status?: SubscriptionStatus;
  interval?: BillingCycle;
  joinedDaysAgo: number;
}[] = [
  { email: 'maya.free@demo.careerpivot.local', firstName: 'Maya', lastName: 'Okafor', joinedDaysAgo: 2 },
  {
    email: 'leo.pivot@demo.careerpivot.local',
    firstName: 'Leo',
    lastName: 'Martins',
    plan: 'pivot',
    status: 'trialing',
    interval: 'monthly',
    joinedDaysAgo: 1,
  },
  { email: 'ana.pivot@demo.careerpivot.local', firstName: 'Ana', lastName: 'Silva', plan: 'pivot', status: 'active', interval: 'annual', joinedDaysAgo: 45 },
  {
    email: 'sam.premium@demo.careerpivot.local',
    firstName: 'Sam',
    lastName: 'Chen',
    plan: 'premium',
    status: 'active',
    interval: 'monthly',
    joinedDaysAgo: 20,
  },
  {
    email: 'ivy.premium@demo.careerpivot.local',
    firstName: 'Ivy',
    lastName: 'Novak',
    plan: 'premium',
    status: 'past_due',
    interval: 'monthly',
    joinedDaysAgo: 70,
  },
  { email: 'omar.elite@demo.careerpivot.local', firstName: 'Omar', lastName: 'Haddad', plan: 'elite', status: 'active', interval: 'annual', joinedDaysAgo: 12 },
  {
    email: 'rita.elite@demo.careerpivot.local',
    firstName: 'Rita',
    lastName: 'Kowalski',
    plan: 'elite',
    status: 'canceled',
    interval: 'monthly',
    joinedDaysAgo: 120,
  },
  // Came through Ana's code 40 days ago and stayed: the daily job qualifies her and rewards Ana.
  {
    email: 'nia.premium@demo.careerpivot.local',
    firstName: 'Nia',
    lastName: 'Brooks',
    plan: 'premium',
    status: 'active',
    interval: 'monthly',
    joinedDaysAgo: 40,
  },
];

export interface SeedResult {
  adminEmail: string;
  /** Set only when this run created the admin with a generated password (print it once). */
  generatedAdminPassword?: string;
  demoMembersCreated: number;
}

const DAY = 24 * 3600_000;

export async function seed(db: Db, options: { adminEmail?: string; adminPassword?: string; demo?: boolean; now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const adminEmail = (options.adminEmail ?? 'admin@careerpivot.local').trim();
  const result: SeedResult = { adminEmail, demoMembersCreated: 0 };
  const exists = async (email: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1)
    ).length > 0;

  if (!(await exists(adminEmail))) {
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    if (!options.adminPassword) result.generatedAdminPassword = password;
    await db.insert(users).values({
      email: adminEmail,
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: 'CareerPivot',
      role: 'admin',
      // Seeded people never see the verification banner: their addresses are the operator's.
      emailVerifiedAt: now,
    });
  } else if (options.adminPassword) {
    // ADMIN_PASSWORD is the source of truth when it is given.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(options.adminPassword), role: 'admin' })
      .where(eq(sql`lower(${users.email})`, adminEmail.toLowerCase()));
  }

  if (options.demo === false) return result;
  const demoHash = await hashPassword(DEMO_PASSWORD);
  for (const member of DEMO_MEMBERS) {
    if (await exists(member.email)) continue;
    const joined = new Date(now.getTime() - member.joinedDaysAgo * DAY);
    const [user] = await db
      .insert(users)
      .values({
        email: member.email,
        passwordHash: demoHash,
        firstName: member.firstName,
        lastName: member.lastName,
        createdAt: joined,
        updatedAt: joined,
        emailVerifiedAt: joined,
      })
      .returning({ id: users.id });
    result.demoMembersCreated++;
    if (!member.plan || !member.status || !member.interval) continue;
    const plan = plans.find((p) => p.key === member.plan)!;
    // The current period: the cycle that contains today, counted from the day they joined.
    let periodStart = joined;
    while (addCycle(periodStart, member.interval) <= now) periodStart = addCycle(periodStart, member.interval);
    const trialEndsAt = member.status === 'trialing' ? new Date(joined.getTime() + TRIAL_DAYS * DAY) : null;
    await db.insert(subscriptions).values({
      userId: user!.id,
      plan: plan.key,
      status: member.status,
      interval: member.interval,
      amountCents: priceFor(plan, member.interval) * 100,
      currentPeriodStart: periodStart,
      currentPeriodEnd: trialEndsAt ?? addCycle(periodStart, member.interval),
      trialEndsAt,
      refundTerms: REFUND_TERMS[member.interval],
      // Demo rows behave as test-mode subscriptions: Manage billing works on them locally.
      provider: 'test',
      providerSubscriptionId: `sub_demo_${member.email.split('@')[0]!.replace(/\W/g, '_')}`,
      isTest: true,
      createdAt: joined,
      stateAt: joined,
      canceledAt: member.status === 'canceled' ? new Date(now.getTime() - 5 * DAY) : null,
    });
  }
  await seedDemoReferral(db, now);
  return result;
}

/**
 * Ana shares her code. Leo's trial came through it today (pending); Nia subscribed through it 40
 * days ago and is still paying, so the first run of the daily rewards job grants Ana her first tier.
 */
export const DEMO_REFERRAL = {
  code: 'ANA2SAVE',
  referrer: 'ana.pivot@demo.careerpivot.local',
  referred: ['leo.pivot@demo.careerpivot.local', 'nia.premium@demo.careerpivot.local'],
};

async function seedDemoReferral(db: Db, now: Date): Promise<void> {
  const find = async (email: string) =>
    (
      await db
        .select({ id: users.id, joined: users.createdAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1)
    )[0];
  const referrer = await find(DEMO_REFERRAL.referrer);
  if (!referrer) return;
  await db.insert(referralCodes).values({ code: DEMO_REFERRAL.code, userId: referrer.id, createdAt: now }).onConflictDoNothing();
  for (const email of DEMO_REFERRAL.referred) {
    const friend = await find(email);
    if (!friend) continue;
    const [sub] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, friend.id)).limit(1);
    if (sub) {
      await db
        .update(subscriptions)
        .set({
          discount: {
            percent: BILLING_SETTING_DEFAULTS.friendDiscountPercent,
            months: BILLING_SETTING_DEFAULTS.friendDiscountMonths,
            code: DEMO_REFERRAL.code,
          },
        })
        .where(eq(subscriptions.id, sub.id));
    }
    await db
      .insert(referrals)
      .values({ code: DEMO_REFERRAL.code, referrerId: referrer.id, referredUserId: friend.id, subscriptionId: sub?.id ?? null, createdAt: friend.joined })
      .onConflictDoNothing();
  }
}
