import { describe, expect, it } from 'vitest';
import { hasEliteAccess, hasPlan, subscriptionLevel, viewedAs, type CurrentUser } from './access';

const user = (over: Partial<CurrentUser>): CurrentUser => ({
  id: 'u1',
  email: 'elite@example.com',
  firstName: 'A',
  lastName: 'B',
  role: 'member',
  isPremium: false,
  subscriptionStatus: null,
  ...over,
});

describe('access from the server’s facts', () => {
  it('an e-mail address grants nothing; the live plan does', () => {
    expect(subscriptionLevel(user({ email: 'premium-elite-paid@example.com' }))).toBe('free');
    expect(subscriptionLevel(user({ isPremium: 'premium', subscriptionStatus: 'trialing' }))).toBe('premium');
    expect(hasPlan(user({ isPremium: 'premium' }), 'pivot')).toBe(true);
    expect(hasPlan(user({ isPremium: 'premium' }), 'elite')).toBe(false);
    expect(hasEliteAccess(user({ role: 'admin' }))).toBe(true);
  });

  it('Premium Preview shows an admin a Premium member, and nothing changes without it or for members', () => {
    const admin = user({ role: 'admin' });
    const seen = viewedAs(admin, true)!;
    expect(seen).toMatchObject({ role: 'member', isPremium: 'premium', subscriptionStatus: 'active' });
    expect(hasEliteAccess(seen)).toBe(false);
    expect(viewedAs(admin, false)).toBe(admin);
    const member = user({ isPremium: 'pivot' });
    expect(viewedAs(member, true)).toBe(member);
  });
});
