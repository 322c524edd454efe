import type { Page, Route } from '@playwright/test';
import type { AdminLog, AdminStats, AdminUser } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import { defaultSettings } from '~/lib/admin/settings';
import { newsletterRoutes } from '~/lib/newsletter';
import { addSignedInHint, expect, gotoReady } from './fixtures';
import { mockRoute } from './mock-route';

// The Admin Center against answers of our own (admin.spec, and a11y.spec's sweep of its tabs).

export const ADMIN = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  isPremium: false,
  subscriptionStatus: null,
};
/** The admin's address as the faked server reports it (documentation range, RFC 5737). */
export const ADMIN_ADDRESS = '203.0.113.9';
export const MEMBER = { ...ADMIN, id: 'u-member', email: 'member@example.com', firstName: 'Mo', role: 'member' };

export const STATS: AdminStats = {
  totalUsers: 1234,
  newUsers: 56,
  premiumUsers: 321,
  conversionRate: 26,
  monthlyRevenue: 12450,
  revenueChange: 8.5,
  activeTrials: 42,
  trialConversion: 31,
  recentActivity: [{ type: 'subscription', description: 'Grace Hopper subscribed to Premium', time: '2 hours ago' }],
  mrr: 12450,
  mrrChange: 8.5,
  premiumCount: 321,
  premiumGrowth: 4,
  pivotCount: 210,
  pivotGrowth: -2,
  arpu: 23.4,
  churnRate: 3.2,
  ltv: 280,
  activeSubscriptions: 279,
  pastDueSubscriptions: 3,
  canceledSubscriptions: 12,
  activeTestSubscriptions: 2,
  activeDiscountedSubscriptions: 17,
  liveTestSubscriptions: 2,
};

export const USERS: AdminUser[] = [
  {
    id: '1',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    isPremium: 'premium',
    subscriptionStatus: 'active',
    createdAt: '2025-01-05T10:00:00Z',
    emailVerified: true,
    twoFactor: false,
  },
  {
    id: '2',
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    isPremium: 'pivot',
    subscriptionStatus: 'past_due',
    createdAt: '2025-02-10T10:00:00Z',
    emailVerified: true,
    twoFactor: false,
  },
  {
    id: '3',
    firstName: 'Ken',
    lastName: 'Free',
    email: 'ken@example.com',
    isPremium: false,
    subscriptionStatus: null,
    createdAt: '2025-03-15T10:00:00Z',
    emailVerified: false,
    twoFactor: false,
  },
];

export const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** /api/admin/logs as the server answers it: filtered by ?filter=, one page. */
export function logsRoute(page: Page, entries: AdminLog[]) {
  return mockRoute(page, adminRoutes.logs, (request) => {
    const filter = new URL(request.url()).searchParams.get('filter') ?? 'all';
    const kept = entries.filter((e) => filter === 'all' || (filter === 'error' ? e.level === 'error' : e.category === filter));
    return { entries: kept, next: null };
  });
}

export async function signInAs(page: Page, user: unknown) {
  if (user) await addSignedInHint(page);
  await page.route('**/api/auth/user', user ? json(user) : json({ message: 'Not signed in' }, 401));
}

export async function openAsAdmin(page: Page) {
  await signInAs(page, ADMIN);
  await mockRoute(page, adminRoutes.stats, STATS);
  await mockRoute(page, adminRoutes.referrals, { codes: 0, referrals: [], rewards: [] });
  // Nothing saved yet: the server answers the defaults.
  await mockRoute(page, adminRoutes.settings, { ...defaultSettings(), yourAddress: ADMIN_ADDRESS });
  // The Elite services tab's queues, empty.
  await mockRoute(page, adminRoutes.introductions, { requests: [], counts: { requested: 0, in_progress: 0, introduced: 0, declined: 0, withdrawn: 0 } });
  await mockRoute(page, adminRoutes.support, { requests: [], counts: { open: 0, answered: 0, closed: 0, overdue: 0 } });
  await mockRoute(page, adminRoutes.coachingSlots, { slots: [] });
  // The Content tab's newsletter, with no issue yet.
  await mockRoute(page, newsletterRoutes.overview, { issues: [], audience: 0, monthlyOn: true, nextFirstOfMonth: '2026-12-01T00:00:00.000Z' });
  await gotoReady(page, '/admin');
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}
