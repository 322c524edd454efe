import type { FeatureKey } from './features';
import { answer, defineRoute } from './route';
import { PLAN_KEYS, livePlan, planIncludes, type AccessFacts, type PlanKey, type SubscriptionStatus } from './catalogue';

/** The signed-in user as GET /api/auth/user answers. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'admin' | 'member';
  /** The plan of the live subscription only, else false. */
  isPremium: PlanKey | false;
  subscriptionStatus: SubscriptionStatus | null;
  /** Whether the owner used a verification link sent to this address (never blocks anything). */
  emailVerified?: boolean;
  /** The System tab's feature flags in force: a feature switched off is hidden (the server refuses it too). */
  features?: Record<FeatureKey, boolean>;
}

export type SubscriptionLevel = 'free' | PlanKey | 'admin';

/** Staff count as every plan: the highest one includes all the others. */
const STAFF_PLAN: PlanKey = PLAN_KEYS[PLAN_KEYS.length - 1]!;

function planForRole(user: { role: string } | null, held: PlanKey | false | null | undefined): PlanKey | null {
  if (!user) return null;
  if (user.role === 'admin') return STAFF_PLAN;
  return held || null;
}

/**
 * The one access rule, for the server and every job: staff count as every plan, a live trial or
 * subscription gives its plan (see `accessEndsAt`), otherwise none.
 */
export function effectivePlan(user: { role: string } | null, subscription: AccessFacts | null | undefined, now: Date): PlanKey | null {
  return planForRole(user, livePlan(subscription, now));
}

/**
 * The same rule read from GET /api/auth/user in the browser: `isPremium` is the server's live plan
 * at the time it answered, so the page and the server agree (src/server/auth/access-agreement.test.ts).
 */
export function viewerPlan(user: CurrentUser | null): PlanKey | null {
  return planForRole(user, user?.isPremium);
}

/** Whether an effective plan gives what `needed` gives; null needs only a signed-in member. */
export function planAllows(held: PlanKey | null, needed: PlanKey | null): boolean {
  if (needed === null) return true;
  return held !== null && planIncludes(held, needed);
}

/**
 * Level from the server's facts only: role and the plan of the live subscription.
 * E-mail patterns grant nothing: anyone could register elite@….
 */
export function subscriptionLevel(user: CurrentUser | null): SubscriptionLevel {
  if (!user) return 'free';
  if (user.role === 'admin') return 'admin';
  return user.isPremium || 'free';
}

/** Whether the user may use what `plan` includes; admin counts as every plan (decision 0010). */
export function hasPlan(user: CurrentUser | null, plan: PlanKey): boolean {
  return planAllows(viewerPlan(user), plan);
}

export function hasEliteAccess(user: CurrentUser | null): boolean {
  return hasPlan(user, 'elite');
}

/**
 * The user the member pages should show. While an admin has Premium Preview on,
 * that is a Premium member with an active subscription, so the admin sees what members see.
 * The server still treats the admin as an admin: preview changes the view, not the rights.
 */
export function viewedAs(user: CurrentUser | null, premiumPreview: boolean): CurrentUser | null {
  if (!user || user.role !== 'admin' || !premiumPreview) return user;
  return { ...user, role: 'member', isPremium: 'premium', subscriptionStatus: 'active' };
}

/** The System tab's feature flags in force, for pages anyone may open. */
export const featureRoutes = {
  features: defineRoute({ method: 'GET', path: '/api/features', access: { public: true }, answer: answer<Record<FeatureKey, boolean>>() }),
};
