import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { livePlan, type PlanKey } from '~/lib/catalogue';
import { formatUsd, planOrDefault, priceFor } from '~/lib/plans';
import {
  REFERRAL_TIERS,
  REWARD_QUALIFYING_DAYS,
  nextTier,
  rewardDiscountText,
  rewardEffect,
  tierReferralsLabel,
  tierRewardText,
  tiersReached,
  type ReferralTier,
  type MyReferrals,
} from '~/lib/referral';
import type { Db } from '~/server/db/client';
import { referralRewards, referrals, subscriptions, users, type AppliedReward, type ReferralReward } from '~/server/db/schema';
import type { BillingProvider } from '~/server/billing/provider';
import { currentSubscription } from '~/server/billing/subscriptions';
import type { Mailer } from '~/server/mail/mailer';
import { referralRewardEmail } from '~/server/mail/templates';

export interface RewardDeps {
  db: Db;
  billing: BillingProvider;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

const DAY = 24 * 3600_000;
const planName = (key: PlanKey) => planOrDefault(key).name;
const monthlyCents = (key: PlanKey) => planOrDefault(key).monthly * 100;

export function tierOf(minReferrals: number): ReferralTier {
  const tier = REFERRAL_TIERS.find((t) => t.minReferrals === minReferrals);
  if (!tier) throw new Error(`No referral tier for ${minReferrals} referrals`);
  return tier;
}

/**
 * Pending referrals whose friend has stayed 30 days and is still a paying member (active, not
 * set to end) become qualified. A friend still in a trial, past due or leaving does not count yet.
 */
export async function qualifyReferrals(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REWARD_QUALIFYING_DAYS * DAY);
  const candidates = await db
    .select({ id: referrals.id, sub: subscriptions })
    .from(referrals)
    .innerJoin(subscriptions, eq(subscriptions.id, referrals.subscriptionId))
    .where(and(eq(referrals.state, 'pending'), lte(referrals.createdAt, cutoff)));
  const ids = candidates.filter(({ sub }) => sub.status === 'active' && !sub.cancelAtPeriodEnd && livePlan(sub, now)).map((c) => c.id);
  if (ids.length === 0) return 0;
  const done = await db
    .update(referrals)
    .set({ state: 'qualified', qualifiedAt: now })
    .where(and(inArray(referrals.id, ids), eq(referrals.state, 'pending')))
    .returning({ id: referrals.id });
  return done.length;
}

/**
 * Grants each tier a referrer's counted referrals (qualified or rewarded) have reached, once: the
 * ledger's unique (referrer, tier) index makes a second run, or two at once, grant nothing more.
 * The referrals a grant was earned with become rewarded; ones between tiers stay qualified.
 */
export async function grantRewards(db: Db, now: Date): Promise<ReferralReward[]> {
  const counts = await db
    .select({
      referrerId: referrals.referrerId,
      counted: sql<number>`count(*)::int`,
      unrewarded: sql<number>`count(*) filter (where ${referrals.state} = 'qualified')::int`,
    })
    .from(referrals)
    .where(inArray(referrals.state, ['qualified', 'rewarded']))
    .groupBy(referrals.referrerId);
  const granted: ReferralReward[] = [];
  for (const { referrerId, counted, unrewarded } of counts) {
    if (unrewarded === 0) continue;
    const tiers = tiersReached(counted);
    if (tiers.length === 0) continue;
    const rows = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(referralRewards)
        .values(tiers.map((tier) => ({ referrerId, tier: tier.minReferrals, referralCount: counted, grantedAt: now })))
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) {
        await tx
          .update(referrals)
          .set({ state: 'rewarded' })
          .where(and(eq(referrals.referrerId, referrerId), eq(referrals.state, 'qualified')));
      }
      return inserted;
    });
    granted.push(...rows);
  }
  return granted;
}

/**
 * Puts one waiting reward on the referrer's live subscription. Test-mode (and demo) rows record it
 * themselves: credit, discounts and the upgraded plan. A Stripe subscription gets it at Stripe
 * (its webhooks then bring the new plan back); our row keeps a copy of the credit and discounts
 * for the dashboard. A referrer with nothing live keeps the reward waiting for the next run.
 */
export async function applyReward(deps: Pick<RewardDeps, 'db' | 'billing'>, reward: ReferralReward, now: Date): Promise<boolean> {
  const [still] = await deps.db.select({ state: referralRewards.state }).from(referralRewards).where(eq(referralRewards.id, reward.id)).limit(1);
  if (still?.state !== 'waiting') return false;
  const sub = await currentSubscription(deps.db, reward.referrerId);
  if (!sub || !livePlan(sub, now)) return false;
  const effect = rewardEffect(tierOf(reward.tier), sub.plan, monthlyCents);
  const applied: AppliedReward = {
    provider: 'test',
    plan: sub.plan,
    creditCents: effect.creditCents,
    upgradeTo: effect.upgradeTo,
    discounts: effect.discounts,
  };
  if (sub.provider === 'stripe') {
    // Stripe mode is needed to reach Stripe; without it the reward waits rather than being lost.
    if (!deps.billing.applyReward || !sub.providerSubscriptionId || !sub.providerCustomerId) return false;
    const stripe = await deps.billing.applyReward(
      { providerSubscriptionId: sub.providerSubscriptionId, customerId: sub.providerCustomerId, cycle: sub.interval },
      effect,
      `reward_${reward.id}`,
    );
    Object.assign(applied, { provider: 'stripe', stripe });
  }
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(referralRewards)
      .set({ state: 'applied', appliedAt: now, subscriptionId: sub.id, applied })
      .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.state, 'waiting')))
      .returning({ id: referralRewards.id });
    if (!claimed) return false;
    await tx
      .update(subscriptions)
      .set({
        rewardCreditCents: sql`${subscriptions.rewardCreditCents} + ${effect.creditCents}`,
        rewardDiscounts: sql`${subscriptions.rewardDiscounts} || ${JSON.stringify(effect.discounts)}::jsonb`,
        // Stripe's webhook brings the new plan; a test row changes here.
        ...(effect.upgradeTo && sub.provider !== 'stripe'
          ? { plan: effect.upgradeTo, amountCents: priceFor(planOrDefault(effect.upgradeTo), sub.interval) * 100, stateAt: now }
          : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    return true;
  });
}

/** Every waiting reward, oldest first; one that fails is logged and tried again next run. */
export async function applyWaitingRewards(deps: Pick<RewardDeps, 'db' | 'billing'>, now: Date): Promise<number> {
  const waiting = await deps.db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.state, 'waiting'))
    .orderBy(asc(referralRewards.grantedAt), asc(referralRewards.tier));
  let applied = 0;
  for (const reward of waiting) {
    try {
      if (await applyReward(deps, reward, now)) applied++;
    } catch (error) {
      console.error(`[referral-rewards] could not apply reward ${reward.id}`, error);
    }
  }
  return applied;
}

/** What a reward did, in words: "$102.00 of credit (3 free months), an upgrade to Premium". */
export function appliedText(applied: Pick<AppliedReward, 'creditCents' | 'upgradeTo' | 'discounts'>, tier: ReferralTier): string[] {
  const parts: string[] = [];
  if (applied.upgradeTo) parts.push(`an upgrade to ${planName(applied.upgradeTo)}`);
  if (applied.creditCents > 0) {
    const months = tier.freeMonths ?? 0;
    parts.push(`${formatUsd(applied.creditCents / 100)} of credit (${months} free month${months === 1 ? '' : 's'})`);
  }
  for (const d of applied.discounts) parts.push(rewardDiscountText(d));
  return parts;
}

/**
 * E-mails the referrer once per reward. The row is claimed before sending and released if sending
 * fails, so a mail outage delays the e-mail to the next run instead of losing it.
 */
export async function sendRewardEmails(deps: RewardDeps, now: Date): Promise<number> {
  const due = await deps.db.update(referralRewards).set({ emailedAt: now }).where(isNull(referralRewards.emailedAt)).returning();
  let sent = 0;
  for (const reward of due) {
    try {
      const [user] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, reward.referrerId)).limit(1);
      if (!user) continue;
      const tier = tierOf(reward.tier);
      const message = referralRewardEmail({
        brand: deps.brand,
        firstName: user.firstName,
        link: `${deps.siteUrl.replace(/\/$/, '')}/refer`,
        referralCount: reward.referralCount,
        tierTitle: tier.title ?? null,
        reward: tierRewardText(tier, planName),
        applied: reward.applied ? appliedText(reward.applied, tier) : null,
        planName: reward.applied ? planName(reward.applied.upgradeTo ?? reward.applied.plan) : null,
      });
      await deps.mailer.send({ to: user.email, ...message });
      sent++;
    } catch (error) {
      console.error(`[referral-rewards] could not e-mail reward ${reward.id}`, error);
      await deps.db.update(referralRewards).set({ emailedAt: null }).where(eq(referralRewards.id, reward.id));
    }
  }
  return sent;
}

export interface RewardRun {
  qualified: number;
  granted: number;
  applied: number;
  emailed: number;
}

/** The daily job: qualify, grant, apply, tell. Safe to run twice: each step only does what is left. */
export async function runReferralRewards(deps: RewardDeps, now: Date): Promise<RewardRun> {
  const qualified = await qualifyReferrals(deps.db, now);
  const granted = (await grantRewards(deps.db, now)).length;
  const applied = await applyWaitingRewards(deps, now);
  const emailed = await sendRewardEmails(deps, now);
  return { qualified, granted, applied, emailed };
}

/** A member's rewards and how far the next tier is, for /refer. */
export async function myRewards(db: Db, userId: string): Promise<Pick<MyReferrals, 'rewards' | 'progress'>> {
  const [ledger, [counted]] = await Promise.all([
    db.select().from(referralRewards).where(eq(referralRewards.referrerId, userId)).orderBy(asc(referralRewards.tier)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(referrals)
      .where(and(eq(referrals.referrerId, userId), inArray(referrals.state, ['qualified', 'rewarded']))),
  ]);
  const n = counted?.n ?? 0;
  const next = nextTier(n);
  return {
    rewards: ledger.map((r) => {
      const tier = tierOf(r.tier);
      return {
        tier: tierReferralsLabel(tier),
        title: tier.title ?? null,
        reward: tierRewardText(tier, planName),
        state: r.state,
        grantedAt: r.grantedAt.toISOString(),
        appliedAt: r.appliedAt?.toISOString() ?? null,
        applied: r.applied ? appliedText(r.applied, tier) : [],
      };
    }),
    progress: { counted: n, next: next ? { needed: next.needed, tier: tierReferralsLabel(next.tier), reward: tierRewardText(next.tier, planName) } : null },
  };
}
