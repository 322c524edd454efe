import { describe, expect, it } from 'vitest';
import { advertisedAnnualSavings, annualPerMonth, annualSavings, billingOrDefault, formatUsd, planOrDefault, plans, priceFor } from './plans';

const byKey = (key: string) => plans.find((p) => p.key === key)!;

describe('plans from content', () => {
  it('lists Pivot, Premium and Elite in order with the prices of spec section 9', () => {
    expect(plans.map((p) => [p.key, p.monthly, p.annualTotal])).toEqual([
      ['pivot', 14, 139],
      ['premium', 34, 339],
      ['elite', 62, 595],
    ]);
  });

  it('shows annual plans per month rounded to whole dollars: $12, $28, $50', () => {
    expect(plans.map(annualPerMonth)).toEqual([12, 28, 50]);
  });

  it('advertises Elite annual as saving $124 (two months free), never more than is really saved', () => {
    expect(advertisedAnnualSavings(byKey('elite'))).toBe(124);
    for (const plan of plans) expect(advertisedAnnualSavings(plan)).toBeLessThanOrEqual(annualSavings(plan));
  });

  it('charges the monthly price or the annual total', () => {
    expect(priceFor(byKey('premium'), 'monthly')).toBe(34);
    expect(priceFor(byKey('premium'), 'annual')).toBe(339);
  });
});

describe('checkout fallbacks (spec section 5)', () => {
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
