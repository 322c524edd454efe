import { describe, expect, it } from 'vitest';
import { RENEWAL_GRACE_HOURS, accessEndsAt, livePlan, planIncludes, type AccessFacts } from './catalogue';

const at = (iso: string) => new Date(iso);
const sub = (over: Partial<AccessFacts>): AccessFacts => ({
  plan: 'premium',
  status: 'active',
  currentPeriodEnd: at('2026-12-22T00:00:00Z'),
  trialEndsAt: null,
  cancelAtPeriodEnd: false,
  ...over,
});

describe('access rules of the catalogue', () => {
  it('a trial ends access at its trial end even when the period runs longer', () => {
    const trial = sub({ status: 'trialing', trialEndsAt: at('2026-11-25T00:00:00Z') });
    expect(livePlan(trial, at('2026-11-24T23:59:00Z'))).toBe('premium');
    expect(livePlan(trial, at('2026-11-25T00:01:00Z'))).toBe(false);
  });

  it('a cancelling subscription ends at its period end; a renewing one has a grace for a late renewal', () => {
    const end = at('2026-12-22T00:00:00Z');
    expect(accessEndsAt(sub({ cancelAtPeriodEnd: true }))).toEqual(end);
    expect(accessEndsAt(sub({}))!.getTime() - end.getTime()).toBe(RENEWAL_GRACE_HOURS * 3600_000);
    expect(livePlan(sub({ cancelAtPeriodEnd: true }), at('2026-12-22T00:01:00Z'))).toBe(false);
    expect(livePlan(sub({}), at('2026-12-22T00:01:00Z'))).toBe('premium');
  });

  it('past due and canceled grant nothing', () => {
    expect(livePlan(sub({ status: 'past_due' }), at('2026-11-01T00:00:00Z'))).toBe(false);
    expect(livePlan(sub({ status: 'canceled' }), at('2026-11-01T00:00:00Z'))).toBe(false);
    expect(livePlan(undefined, at('2026-11-01T00:00:00Z'))).toBe(false);
  });

  it('plans include every lower plan', () => {
    expect(planIncludes('elite', 'pivot')).toBe(true);
    expect(planIncludes('premium', 'premium')).toBe(true);
    expect(planIncludes('pivot', 'premium')).toBe(false);
  });
});
