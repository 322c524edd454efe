import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import {
  ANNUAL_DISCOUNT_LABEL,
  annualDiscountLabel,
  annualMonthsFree,
  annualPerMonth,
  annualSavings,
  annualSavingsPercent,
  annualSavingsText,
  billingOrDefault,
  chargeSchedule,
  fillPriceFacts,
  formatUsd,
  planOrDefault,
  plans,
  priceFacts,
  priceFor,
  type Plan,
} from './plans';

const byKey = (key: string) => plans.find((p) => p.key === key)!;

describe('plans from content', () => {
  it('lists Pivot, Premium and Elite in order with their monthly and annual prices', () => {
    expect(plans.map((p) => [p.key, p.monthly, p.annualTotal])).toEqual([
      ['pivot', 14, 139],
      ['premium', 34, 339],
      ['elite', 62, 595],
    ]);
  });

  it('shows annual plans per month rounded to whole dollars: $12, $28, $50', () => {
    expect(plans.map(annualPerMonth)).toEqual([12, 28, 50]);
  });

  it('derives each annual saving from the prices: 12 × monthly − annual, in dollars and percent of a year of monthly billing', () => {
    // Worked by hand from content/plans: $168 − $139, $408 − $339, $744 − $595.
    expect(plans.map((p) => [p.key, annualSavings(p), annualSavingsPercent(p)])).toEqual([
      ['pivot', 29, 17],
      ['premium', 69, 17],
      ['elite', 149, 20],
    ]);
    for (const plan of plans) {
      // Whatever the prices are, the figures follow them.
      expect(annualSavings(plan)).toBe(plan.monthly * 12 - plan.annualTotal);
      expect(annualSavingsPercent(plan)).toBe(Math.round(((plan.monthly * 12 - plan.annualTotal) / (plan.monthly * 12)) * 100));
      expect(annualSavingsText(plan)).toBe(`${formatUsd(annualSavings(plan))} (${annualSavingsPercent(plan)}%)`);
    }
    // The home page states Elite's saving as $149, not the spec's $124 (decision 0001).
    expect(annualSavingsText(byKey('elite'))).toBe('$149 (20%)');
  });

  it('labels the annual toggle "Save up to 20%": Pivot and Premium save 17%, only Elite 20%', () => {
    expect(ANNUAL_DISCOUNT_LABEL).toBe('Save up to 20%');
    expect(ANNUAL_DISCOUNT_LABEL).toBe(annualDiscountLabel(plans));
    expect(ANNUAL_DISCOUNT_LABEL).toBe(`Save up to ${Math.max(...plans.map(annualSavingsPercent))}%`);
    // "Save N%" without "up to" only when every plan saves N%.
    const same = (key: string, monthly: number, annualTotal: number) => ({ ...byKey(key), monthly, annualTotal }) as Plan;
    expect(annualDiscountLabel([same('pivot', 10, 96), same('premium', 20, 192)])).toBe('Save 20%');
  });

  it('fills the price facts content writes as {{name}}, and refuses an unknown one', () => {
    expect(priceFacts(plans)).toEqual({ 'annual-savings': 'up to 20%', 'annual-months-free': 'more than two months free' });
    // The fewest months free: Premium's $69 is 2.03 months of $34.
    expect(Math.min(...plans.map(annualMonthsFree))).toBeCloseTo(69 / 34, 5);
    expect(fillPriceFacts('Annual billing saves {{annual-savings}}, {{ annual-months-free }}.', plans)).toBe(
      'Annual billing saves up to 20%, more than two months free.',
    );
    expect(() => fillPriceFacts('Save {{annual-saving}}', plans)).toThrow(/Unknown price fact \{\{annual-saving\}\}/);
    // Every {{name}} in content/faq is one it knows.
    for (const file of readdirSync('content/faq')) expect(() => fillPriceFacts(readFileSync(`content/faq/${file}`, 'utf8'), plans)).not.toThrow();
  });

  it('charges the monthly price or the annual total', () => {
    expect(priceFor(byKey('premium'), 'monthly')).toBe(34);
    expect(priceFor(byKey('premium'), 'annual')).toBe(339);
  });
});

describe('what checkout takes and when', () => {
  const now = new Date('2026-03-02T15:00:00Z');

  it('during a free trial: $0 today, then the price on the day the trial ends', () => {
    expect(chargeSchedule(byKey('pivot'), 'monthly', { trialDays: 3, now })).toEqual({
      trialDays: 3,
      dueToday: 0,
      next: { amount: 14, on: new Date('2026-03-05T15:00:00Z') },
    });
    // The trial length is the one checkout grants (the admin's setting), not a constant.
    expect(chargeSchedule(byKey('elite'), 'annual', { trialDays: 7, now }).next).toEqual({ amount: 595, on: new Date('2026-03-09T15:00:00Z') });
  });

  it('without a trial: the price today, then again a cycle later', () => {
    expect(chargeSchedule(byKey('premium'), 'monthly', { trialDays: 0, now })).toEqual({
      trialDays: 0,
      dueToday: 34,
      next: { amount: 34, on: new Date('2026-04-02T15:00:00Z') },
    });
    expect(chargeSchedule(byKey('premium'), 'annual', { trialDays: 0, now }).next.on).toEqual(new Date('2027-03-02T15:00:00Z'));
  });

  it('a friend discount lowers the charges within its months: the first after a trial, and today and next month without one', () => {
    const discount = { percent: 20, months: 3 };
    expect(chargeSchedule(byKey('pivot'), 'monthly', { trialDays: 3, now, discount })).toMatchObject({ dueToday: 0, next: { amount: 11.2 } });
    expect(chargeSchedule(byKey('pivot'), 'monthly', { trialDays: 0, now, discount })).toMatchObject({ dueToday: 11.2, next: { amount: 11.2 } });
    // A year later is past the 3 months: full price.
    expect(chargeSchedule(byKey('pivot'), 'annual', { trialDays: 0, now, discount })).toMatchObject({ dueToday: 111.2, next: { amount: 139 } });
    // A trial longer than the discount: the first charge is at full price.
    expect(chargeSchedule(byKey('pivot'), 'monthly', { trialDays: 90, now, discount: { percent: 20, months: 1 } }).next.amount).toBe(14);
  });
});

describe('checkout fallbacks', () => {
  it('defaults to Pivot when the plan is missing or unknown', () => {
    expect(planOrDefault(null).key).toBe('pivot');
    expect(planOrDefault('').key).toBe('pivot');
    expect(planOrDefault('platinum').key).toBe('pivot');
  });

  it('accepts a known plan whatever its case', () => {
    expect(planOrDefault('ELITE').key).toBe('elite');
  });

  it('defaults billing to monthly unless it is exactly annual', () => {
    expect(billingOrDefault(null)).toBe('monthly');
    expect(billingOrDefault('yearly')).toBe('monthly');
    expect(billingOrDefault('annual')).toBe('annual');
  });

  it('formats whole and fractional dollars', () => {
    expect(formatUsd(14)).toBe('$14');
    expect(formatUsd(11.2)).toBe('$11.20');
  });
});
