import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { sessions, subscriptions, users } from '~/server/db/schema';
import { hashPassword } from '~/server/auth/password';
import { livePlan } from '~/lib/catalogue';
import { churnPercent, lifetimeValue, liveCountAt, mrrAt, round1, roundCents, type RevenueRow } from './revenue';
import { accessColumns } from '~/server/auth/sessions';
import { subscriptionTotals } from './subscriptions';
import { HttpError } from '~/server/http/errors';
import { randomBytes } from 'node:crypto';

const DAY = 24 * 3600_000;

const pct = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);
const change = (now: number, before: number) => (before > 0 ? round1(((now - before) / before) * 100) : now > 0 ? 100 : 0);

/** The figures of the admin dashboard: users, revenue, trials, churn and recent activity, all from the database. */
export async function adminStats(db: Db, now = new Date()) {
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, recent: sql<number>`count(*) filter (where ${users.createdAt} > ${monthAgo})::int` })
    .from(users);
  const subs: RevenueRow[] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      interval: subscriptions.interval,
      amountCents: subscriptions.amountCents,
      createdAt: subscriptions.createdAt,
      canceledAt: subscriptions.canceledAt,
      trialEndsAt: subscriptions.trialEndsAt,
    })
    .from(subscriptions);
  const totalUsers = counts?.total ?? 0;
  // Today's figures come from the database (the same query as the Subscriptions tab's cards);
  // the month-ago comparisons are reconstructed from the rows' dates.
  const totals = await subscriptionTotals(db, now);
  const premiumUsers = totals.live.total;
  // Money to the cent ($129.17, not $129.20); percentages to one decimal.
  const mrr = totals.mrr;
  const mrrBefore = mrrAt(subs, monthAgo);
  // ARPU shares MRR among the subscriptions it is made of.
  const paying = totals.active;
  const trials = subs.filter((r) => r.trialEndsAt !== null);
  const churnRate = churnPercent(subs, monthAgo, now);
  const arpu = paying > 0 ? roundCents(mrr / paying) : 0;

  const activity = await recentActivity(db);
  return {
    totalUsers,
    newUsers: counts?.recent ?? 0,
    premiumUsers,
    conversionRate: pct(premiumUsers, totalUsers),
    monthlyRevenue: mrr,
    revenueChange: change(mrr, mrrBefore),
    activeTrials: totals.trialing,
    activeSubscriptions: totals.active,
    // What the revenue figures hold: each card says so, so the figures add up.
    activeTestSubscriptions: totals.activeTest,
    activeDiscountedSubscriptions: totals.activeDiscounted,
    liveTestSubscriptions: totals.liveTest,
    pastDueSubscriptions: totals.pastDue,
    canceledSubscriptions: totals.canceled,
    trialConversion: pct(trials.filter((r) => r.status === 'active').length, trials.length),
    recentActivity: activity,
    mrr,
    mrrChange: change(mrr, mrrBefore),
    premiumCount: totals.live.premium,
    premiumGrowth: change(totals.live.premium, liveCountAt(subs, monthAgo, 'premium')),
    pivotCount: totals.live.pivot,
    pivotGrowth: change(totals.live.pivot, liveCountAt(subs, monthAgo, 'pivot')),
    eliteCount: totals.live.elite,
    eliteGrowth: change(totals.live.elite, liveCountAt(subs, monthAgo, 'elite')),
    arpu,
    // Over the last 30 days; null (shown "—") when nothing was live a month ago, and LTV with it.
    churnRate,
    ltv: lifetimeValue(arpu, churnRate),
  };
}

async function recentActivity(db: Db) {
  const subs = await db
    .select({ at: subscriptions.createdAt, plan: subscriptions.plan, first: users.firstName, last: users.lastName })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(10);
  const logins = await db
    .select({ at: sessions.createdAt, first: users.firstName, last: users.lastName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .orderBy(desc(sessions.createdAt))
    .limit(10);
  return [
    ...subs.map((s) => ({
      type: 'subscription',
      description: `${s.first} ${s.last} subscribed to ${s.plan[0]!.toUpperCase()}${s.plan.slice(1)}`,
      time: s.at.toISOString(),
    })),
    ...logins.map((l) => ({ type: 'login', description: `${l.first} ${l.last} signed in`, time: l.at.toISOString() })),
  ]
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, 10);
}

/** Every account with the plan of its latest subscription (the admin Users table). */
export async function adminUsers(db: Db, now = new Date()) {
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt));
  const subs = await db
    .select({ userId: subscriptions.userId, ...accessColumns })
    .from(subscriptions)
    .orderBy(desc(subscriptions.createdAt));
  const latest = new Map<string, (typeof subs)[number]>();
  for (const s of subs) if (!latest.has(s.userId)) latest.set(s.userId, s);
  return people.map(({ emailVerifiedAt, totpEnabledAt, ...p }) => {
    const sub = latest.get(p.id);
    return {
      ...p,
      emailVerified: !!emailVerifiedAt,
      twoFactor: !!totpEnabledAt,
      isPremium: livePlan(sub, now),
      subscriptionStatus: sub?.status ?? null,
      createdAt: p.createdAt.toISOString(),
    };
  });
}

/**
 * Add User: creates the account with an unusable random password; the person sets their own
 * through "Forgot password?".
 */
export async function adminCreateUser(db: Db, input: { firstName: string; lastName: string; email: string; role: 'member' | 'admin' }) {
  try {
    const [user] = await db
      .insert(users)
      .values({ ...input, passwordHash: await hashPassword(randomBytes(24).toString('base64url')) })
      .returning({ id: users.id });
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'An account with this e-mail already exists.');
    throw error;
  }
}
