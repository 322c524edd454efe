import { describe, expect, it } from 'vitest';
import { effectivePlan, hasPlan, viewedAs, viewerPlan } from '~/lib/access';
import { DEFAULT_ADMIN_SETTINGS } from '~/lib/admin/settings';
import { PLAN_KEYS, type AccessFacts, type PlanKey } from '~/lib/catalogue';
import type { User } from '~/server/db/schema';
import { userView } from './accounts';
import { sessionHasPlan } from './guards';

const now = new Date('2026-11-20T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

const person = (role: 'admin' | 'member') =>
  ({ id: 'u1', email: 'someone@example.com', firstName: 'Sam', lastName: 'Lee', role, emailVerifiedAt: null }) as unknown as User;

const sub = (over: Partial<AccessFacts>): AccessFacts => ({
  plan: 'premium',
  status: 'active',
  currentPeriodEnd: days(20),
  trialEndsAt: null,
  cancelAtPeriodEnd: false,
  ...over,
});

/** The facts of each case, and the plan both sides must give (the page may show less under preview only). */
const cases: { name: string; role: 'admin' | 'member'; subscription: AccessFacts | undefined; plan: PlanKey | null; preview?: PlanKey }[] = [
  { name: 'staff without a subscription', role: 'admin', subscription: undefined, plan: 'elite' },
  {
    name: 'staff with a lapsed Pivot subscription',
    role: 'admin',
    subscription: sub({ plan: 'pivot', status: 'canceled', currentPeriodEnd: days(-5) }),
    plan: 'elite',
  },
  { name: 'staff in Premium Preview', role: 'admin', subscription: undefined, plan: 'elite', preview: 'premium' },
  { name: 'a member with no plan', role: 'member', subscription: undefined, plan: null },
  {
    name: 'a live trial',
    role: 'member',
    subscription: sub({ plan: 'pivot', status: 'trialing', trialEndsAt: days(2), currentPeriodEnd: days(2) }),
    plan: 'pivot',
  },
  {
    name: 'a trial that has ended',
    role: 'member',
    subscription: sub({ plan: 'pivot', status: 'trialing', trialEndsAt: days(-1), currentPeriodEnd: days(30) }),
    plan: null,
  },
  { name: 'an active subscription', role: 'member', subscription: sub({ plan: 'elite' }), plan: 'elite' },
  { name: 'an active one whose renewal is a day late', role: 'member', subscription: sub({ currentPeriodEnd: days(-1) }), plan: 'premium' },
  { name: 'an active one three days past its period', role: 'member', subscription: sub({ currentPeriodEnd: days(-3) }), plan: null },
  { name: 'past due', role: 'member', subscription: sub({ status: 'past_due' }), plan: null },
  { name: 'cancelled but paid to date', role: 'member', subscription: sub({ cancelAtPeriodEnd: true, currentPeriodEnd: days(10) }), plan: 'premium' },
  { name: 'cancelled at a period end that has passed', role: 'member', subscription: sub({ cancelAtPeriodEnd: true, currentPeriodEnd: days(-1) }), plan: null },
  { name: 'cancelled (ended)', role: 'member', subscription: sub({ status: 'canceled', currentPeriodEnd: days(10) }), plan: null },
];

describe('the server and the member pages give the same plan for the same facts', () => {
  for (const c of cases) {
    it(c.name, () => {
      const user = person(c.role);
      const server = effectivePlan(user, c.subscription, now);
      // What the page reads: GET /api/auth/user's answer for the same facts.
      const page = viewedAs(userView(user, c.subscription, now, DEFAULT_ADMIN_SETTINGS.features), c.preview !== undefined)!;
      expect(server).toBe(c.plan);
      expect(viewerPlan(page)).toBe(c.preview ?? c.plan);
      const found = { user, latestSubscription: c.subscription } as unknown as Parameters<typeof sessionHasPlan>[0];
      for (const plan of PLAN_KEYS) {
        // Preview narrows what the page shows; the server still answers as staff.
        expect(sessionHasPlan(found, plan, now)).toBe(c.preview ? true : hasPlan(page, plan));
        if (c.preview) expect(hasPlan(page, plan)).toBe(plan !== 'elite');
      }
    });
  }

  it('a visitor has no plan on either side', () => {
    expect(effectivePlan(null, undefined, now)).toBeNull();
    expect(viewerPlan(null)).toBeNull();
    expect(sessionHasPlan(null, 'pivot', now)).toBe(false);
  });
});
