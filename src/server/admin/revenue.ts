/**
 * The formulas behind the admin revenue figures, on plain rows so each can be checked by hand
 * (revenue.test.ts works one small example per formula).
 */
import type { BillingCycle, PlanKey, SubscriptionStatus } from '~/lib/catalogue';

export interface RevenueRow {
  plan: PlanKey;
  status: SubscriptionStatus;
  interval: BillingCycle;
  amountCents: number;
  createdAt: Date;
  canceledAt: Date | null;
  trialEndsAt: Date | null;
}

/** Percentages are shown to one decimal (12.5%). */
export const round1 = (n: number) => Math.round(n * 10) / 10;
/** Money to the cent ($31.92): rounding it to one decimal would show $31.90, which nobody paid. */
export const roundCents = (n: number) => Math.round(n * 100) / 100;

/**
 * Whether a subscription was live at `at`, from its dates alone (its status today says nothing of
 * a month ago: a subscription canceled last week was live then).
 */
export function wasLiveAt(row: RevenueRow, at: Date): boolean {
  return row.createdAt <= at && (row.canceledAt === null || row.canceledAt > at);
}

/** Monthly recurring revenue in dollars at `at`: paid subscriptions live then (trials past their end), annual ones / 12. */
export function mrrAt(rows: readonly RevenueRow[], at: Date): number {
  return rows
    .filter((r) => wasLiveAt(r, at) && r.status !== 'past_due' && (r.trialEndsAt === null || r.trialEndsAt <= at))
    .reduce((sum, r) => sum + (r.interval === 'annual' ? r.amountCents / 12 : r.amountCents) / 100, 0);
}

/** Subscriptions live at `at`, of one plan or all. */
export function liveCountAt(rows: readonly RevenueRow[], at: Date, plan?: PlanKey): number {
  return rows.filter((r) => wasLiveAt(r, at) && (!plan || r.plan === plan)).length;
}

/**
 * Churn over [start, end] in percent: of the subscriptions live at the start (those canceled since
 * included), the share canceled within the period. Null when none was live at the start.
 */
export function churnPercent(rows: readonly RevenueRow[], start: Date, end: Date): number | null {
  const base = rows.filter((r) => wasLiveAt(r, start));
  if (base.length === 0) return null;
  const canceled = base.filter((r) => r.canceledAt !== null && r.canceledAt <= end).length;
  return round1((canceled / base.length) * 100);
}

/**
 * Lifetime value in dollars: ARPU / monthly churn. Null when churn is zero or unknown (no
 * cancellations yet gives no basis for a lifetime; the screen shows "—").
 */
export function lifetimeValue(arpu: number, monthlyChurnPercent: number | null): number | null {
  if (monthlyChurnPercent === null || monthlyChurnPercent <= 0) return null;
  return roundCents(arpu / (monthlyChurnPercent / 100));
}

/**
 * The next date the member is charged: the trial's end for a trial, the period's end for a
 * renewing subscription, none for one canceled or set to end.
 */
export function nextBillingDate(sub: {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  trialEndsAt: Date | null;
}): Date | null {
  if (sub.status === 'canceled' || sub.cancelAtPeriodEnd) return null;
  if (sub.status === 'trialing') return sub.trialEndsAt ?? sub.currentPeriodEnd;
  return sub.currentPeriodEnd;
}
