import pivot from '../../content/plans/pivot.json';
import premium from '../../content/plans/premium.json';
import elite from '../../content/plans/elite.json';
import type { BillingCycle, PlanKey } from './catalogue';

// Plan facts live in the catalogue; re-exported here for the pages and islands that price plans.
export { BILLING_CYCLES, PLAN_KEYS, TRIAL_DAYS, isPlanKey, type BillingCycle, type PlanKey } from './catalogue';

export const DEFAULT_PLAN: PlanKey = 'pivot';
export const DEFAULT_BILLING: BillingCycle = 'monthly';
/** Annual billing is advertised as "Save 20%" (spec section 9). */
export const ANNUAL_DISCOUNT_LABEL = 'Save 20%';
/** Simulated checkout delay in test mode (spec section 9). */
export const CHECKOUT_DELAY_MS = 1500;

/** A file in content/plans/; its strict schema is the `plans` collection in src/content.config.ts. */
export interface Plan {
  key: PlanKey;
  order: number;
  name: string;
  title: string;
  tier: string;
  description: string;
  monthly: number;
  annualTotal: number;
  theme: 'blue' | 'purple' | 'amber';
  popular: boolean;
  features: string[];
}

// No runtime validation here: this module ships to the browser, and `astro build` has
// already checked every plan file against the collection schema.
export const plans: readonly Plan[] = ([pivot, premium, elite] as Plan[]).sort((a, b) => a.order - b.order);

/** Unknown or missing plans fall back to Pivot (spec section 5). */
export function planOrDefault(value: string | null | undefined): Plan {
  const key = value?.trim().toLowerCase();
  return plans.find((p) => p.key === key) ?? plans.find((p) => p.key === DEFAULT_PLAN)!;
}

export function billingOrDefault(value: string | null | undefined): BillingCycle {
  return value === 'annual' ? 'annual' : DEFAULT_BILLING;
}

/** Annual plans are displayed per month, rounded to whole dollars ($139 → $12). */
export function annualPerMonth(plan: Plan): number {
  return Math.round(plan.annualTotal / 12);
}

/** What a year of monthly billing costs beyond the annual price. */
export function annualSavings(plan: Plan): number {
  return plan.monthly * 12 - plan.annualTotal;
}

/** Marketing claim "2+ months free": the home page says Elite annual saves $124. */
export function advertisedAnnualSavings(plan: Plan): number {
  return plan.monthly * 2;
}

/** The amount charged today for a plan and cycle. */
export function priceFor(plan: Plan, billing: BillingCycle): number {
  return billing === 'annual' ? plan.annualTotal : plan.monthly;
}

export function billingLabel(billing: BillingCycle): string {
  return billing === 'annual' ? 'Annual billing' : 'Monthly billing';
}

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
