import { describe, expect, it } from 'vitest';
import { churnPercent, lifetimeValue, liveCountAt, mrrAt, nextBillingDate, type RevenueRow } from './revenue';

const day = (d: string) => new Date(`${d}T12:00:00Z`);
const start = day('2026-10-26');
const end = day('2026-11-25');
const row = (over: Partial<RevenueRow>): RevenueRow => ({
  plan: 'pivot',
  status: 'active',
  interval: 'monthly',
  amountCents: 1400,
  createdAt: day('2026-09-01'),
  canceledAt: null,
  trialEndsAt: null,
  ...over,
});

describe('admin revenue formulas', () => {
  it('churn: 1 canceled in the period of 4 live at its start (the canceled one included) is 25%', () => {
    const rows = [
      row({}),
      row({}),
      row({}),
      row({ status: 'canceled', canceledAt: day('2026-11-10') }),
      // Canceled before the period: not in the base. Created in it: not in the base either.
      row({ status: 'canceled', canceledAt: day('2026-10-01') }),
      row({ createdAt: day('2026-11-20'), status: 'canceled', canceledAt: day('2026-11-22') }),
    ];
    expect(churnPercent(rows, start, end)).toBe(25);
  });

  it('churn: none live at the start is unknown, not 0% or 100%', () => {
    expect(churnPercent([row({ createdAt: day('2026-11-20') })], start, end)).toBeNull();
  });

  it('LTV: ARPU $20 at 25% monthly churn is $80, to the cent; no churn gives no LTV', () => {
    expect(lifetimeValue(20, 25)).toBe(80);
    expect(lifetimeValue(32.29, 25)).toBe(129.16);
    expect(lifetimeValue(10, 3)).toBe(333.33);
    expect(lifetimeValue(20, 0)).toBeNull();
    expect(lifetimeValue(20, null)).toBeNull();
  });

  it('MRR: a $14 monthly and a $595 annual subscription make $63.58 a month; a trial adds nothing until it ends', () => {
    const rows = [row({}), row({ plan: 'elite', interval: 'annual', amountCents: 59500 }), row({ status: 'trialing', trialEndsAt: day('2026-11-27') })];
    expect(mrrAt(rows, end)).toBeCloseTo(14 + 595 / 12, 2);
  });

  it('growth base: a subscription canceled last week was live a month ago', () => {
    const rows = [row({ plan: 'premium' }), row({ plan: 'premium', status: 'canceled', canceledAt: day('2026-11-18') })];
    expect(liveCountAt(rows, start, 'premium')).toBe(2);
    expect(liveCountAt(rows, end, 'premium')).toBe(1);
  });

  it('next billing: a trial ending Nov 28 bills Nov 28, not at its period end; a canceling one never', () => {
    const periodEnd = day('2026-12-25');
    expect(nextBillingDate({ status: 'trialing', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd, trialEndsAt: day('2026-11-28') })).toEqual(
      day('2026-11-28'),
    );
    expect(nextBillingDate({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd, trialEndsAt: null })).toEqual(periodEnd);
    expect(nextBillingDate({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd, trialEndsAt: null })).toBeNull();
    expect(nextBillingDate({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd, trialEndsAt: null })).toBeNull();
  });
});
