import type { BillingCycle, PlanKey } from './catalogue';

/**
 * The plan maths, on plan objects and free of the plan files themselves (src/lib/plans.ts reads
 * those and re-exports all of this), so the browser tests can check pages with it too.
 *
 * Every figure a visitor reads about the annual saving comes from here, computed from
 * content/plans (decision 0001); src/lib/price-claims.ts checks pages against it.
 */

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

/** Annual plans are displayed per month, rounded to whole dollars ($139 → $12). */
export function annualPerMonth(plan: Plan): number {
  return Math.round(plan.annualTotal / 12);
}

/** What a year of monthly billing costs beyond the annual price ($14 × 12 − $139 = $29). */
export function annualSavings(plan: Plan): number {
  return plan.monthly * 12 - plan.annualTotal;
}

/** That saving as a whole percent of a year of monthly billing ($29 of $168 → 17%). */
export function annualSavingsPercent(plan: Plan): number {
  return Math.round((annualSavings(plan) / (plan.monthly * 12)) * 100);
}

/** How many months of monthly billing the annual saving is worth ($29 / $14 → 2.07). */
export function annualMonthsFree(plan: Plan): number {
  return annualSavings(plan) / plan.monthly;
}

/** The annual toggle's label: "Save N%" when every plan saves the same, else "Save up to N%". */
export function annualDiscountLabel(list: readonly Plan[]): string {
  const percents = list.map(annualSavingsPercent);
  const best = Math.max(...percents);
  return percents.every((p) => p === best) ? `Save ${best}%` : `Save up to ${best}%`;
}

/** "$29 (17%)": one plan's annual saving in dollars and percent, as plan cards state it. */
export function annualSavingsText(plan: Plan): string {
  return `${formatUsd(annualSavings(plan))} (${annualSavingsPercent(plan)}%)`;
}

/** Numbers written as words in running text ("more than two months free"). */
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * Facts about money that content (the FAQ) writes as `{{name}}`, filled from content/plans when
 * the page is built, so no text states a figure the prices do not give.
 */
export function priceFacts(list: readonly Plan[]): Record<string, string> {
  const label = annualDiscountLabel(list);
  const fewest = Math.min(...list.map(annualMonthsFree));
  const whole = Math.floor(fewest);
  return {
    /** "up to 20%" (or "20%" when every plan saves the same). */
    'annual-savings': label.replace(/^Save /, ''),
    /** "more than two months free": what the plan saving the least still gives. */
    'annual-months-free': `${whole === fewest ? '' : 'more than '}${NUMBER_WORDS[whole] ?? whole} months free`,
  };
}

/** Replaces each `{{name}}` with its price fact; an unknown name is an error, so a typo fails the build. */
export function fillPriceFacts(text: string, list: readonly Plan[]): string {
  const facts = priceFacts(list);
  return text.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`Unknown price fact {{${name}}}; known: ${Object.keys(facts).join(', ')}`);
    return value;
  });
}

/** The price of one cycle of a plan: what each charge takes before any discount. */
export function priceFor(plan: Plan, billing: BillingCycle): number {
  return billing === 'annual' ? plan.annualTotal : plan.monthly;
}

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
