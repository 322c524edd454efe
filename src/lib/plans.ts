import pivot from '@content/plans/pivot.json';
import premium from '@content/plans/premium.json';
import elite from '@content/plans/elite.json';
import { addCycle, addMonths, type BillingCycle, type PlanKey } from './catalogue';
import { discountedPrice } from './referral';
import { annualDiscountLabel, priceFor, type Plan } from './plan-maths';

export * from './plan-maths';

// Plan facts live in the catalogue; re-exported here for the pages and islands that price plans.
export { BILLING_CYCLES, PLAN_KEYS, TRIAL_DAYS, isPlanKey, type BillingCycle, type PlanKey } from './catalogue';

export const DEFAULT_PLAN: PlanKey = 'pivot';
export const DEFAULT_BILLING: BillingCycle = 'monthly';
/** Simulated checkout delay in test mode. */
export const CHECKOUT_DELAY_MS = 1500;

// No runtime validation here: this module ships to the browser, and `astro build` has
// already checked every plan file against the collection schema.
export const plans: readonly Plan[] = ([pivot, premium, elite] as Plan[]).sort((a, b) => a.order - b.order);

/** Unknown or missing plans fall back to Pivot. */
export function planOrDefault(value: string | null | undefined): Plan {
  const key = value?.trim().toLowerCase();
  return plans.find((p) => p.key === key) ?? plans.find((p) => p.key === DEFAULT_PLAN)!;
}

export function billingOrDefault(value: string | null | undefined): BillingCycle {
  return value === 'annual' ? 'annual' : DEFAULT_BILLING;
}

/** The annual toggle on /subscribe. */
export const ANNUAL_DISCOUNT_LABEL = annualDiscountLabel(plans);

const DAY = 24 * 3600_000;

/** What checkout takes and when: nothing today during a free trial, then the first charge. */
export interface ChargeSchedule {
  trialDays: number;
  /** Charged when the order is placed: $0 during a free trial. */
  dueToday: number;
  /** The next charge after today's: its amount and the day it is taken. */
  next: { amount: number; on: Date };
}

/**
 * The charges of an order placed at `now` with the free trial checkout grants (`trialDays`, the
 * server's answer) and a friend discount, if any. A trial takes nothing today and the first charge
 * at its end (as the test provider and Stripe's `trial_period_days` do); without one the first
 * charge is today and the next a cycle later. The friend discount, like Stripe's repeating coupon,
 * covers the charges within `months` of the order.
 */
export function chargeSchedule(
  plan: Plan,
  billing: BillingCycle,
  options: { trialDays: number; now: Date; discount?: { percent: number; months: number } | null },
): ChargeSchedule {
  const { trialDays, now, discount } = options;
  const price = priceFor(plan, billing);
  const discountEnds = discount && discount.percent > 0 ? addMonths(now, discount.months) : null;
  const amountOn = (day: Date) => (discount && discountEnds && day < discountEnds ? discountedPrice(price, discount.percent) : price);
  if (trialDays > 0) {
    const on = new Date(now.getTime() + trialDays * DAY);
    return { trialDays, dueToday: 0, next: { amount: amountOn(on), on } };
  }
  const on = addCycle(now, billing);
  return { trialDays: 0, dueToday: amountOn(now), next: { amount: amountOn(on), on } };
}

export function billingLabel(billing: BillingCycle): string {
  return billing === 'annual' ? 'Annual billing' : 'Monthly billing';
}
