import type { FeatureKey } from './features';
import { planIncludes, type PlanKey, type SubscriptionStatus } from './catalogue';

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
  const level = subscriptionLevel(user);
  if (level === 'admin') return true;
  return level !== 'free' && planIncludes(level, plan);
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
