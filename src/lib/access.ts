import type { PlanKey } from './plans';

/** The signed-in user as GET /api/auth/user answers (decisions.md). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'admin' | 'member';
  isPremium: PlanKey | false;
  subscriptionStatus: string | null;
}

export type SubscriptionLevel = 'free' | 'premium' | 'elite' | 'admin';

/**
 * Level from the server's facts only: role and the plan of the current subscription.
 * E-mail patterns grant nothing (decisions.md).
 */
export function subscriptionLevel(user: CurrentUser | null): SubscriptionLevel {
  if (!user) return 'free';
  if (user.role === 'admin') return 'admin';
  if (user.isPremium === 'elite' || user.subscriptionStatus === 'elite') return 'elite';
  if (user.isPremium === 'premium' || user.subscriptionStatus === 'premium') return 'premium';
  return 'free';
}

export function hasEliteAccess(user: CurrentUser | null): boolean {
  const level = subscriptionLevel(user);
  return level === 'elite' || level === 'admin';
}
