/**
 * What the admin functions answer (the answer types of adminRoutes, held to the functions' return
 * values by the type checker), and the bodies they accept.
 */
import { z } from 'zod';
import type { ReferralRewardState, ReferralState } from '~/lib/catalogue';

export interface ActivityItem {
  /** subscription | login | other */
  type: string | null;
  description: string;
  /** ISO timestamp or free text ("2 hours ago"). */
  time: string | null;
}

/** GET /api/admin/stats. Money in US dollars, rates and changes in percent (12.5 = 12.5%). */
export interface AdminStats {
  totalUsers?: number;
  newUsers?: number;
  premiumUsers?: number;
  conversionRate?: number;
  monthlyRevenue?: number;
  revenueChange?: number;
  activeTrials?: number;
  trialConversion?: number;
  recentActivity: ActivityItem[];
  mrr?: number;
  mrrChange?: number;
  premiumCount?: number;
  premiumGrowth?: number;
  pivotCount?: number;
  pivotGrowth?: number;
  eliteCount?: number;
  eliteGrowth?: number;
  arpu?: number;
  /** Null when nothing was live a month ago (shown "—"), and LTV with it. */
  churnRate?: number | null;
  ltv?: number | null;
  /** Subscriptions by status now (beyond the spec's fields; the Subscriptions tab's filter). */
  activeSubscriptions?: number;
  pastDueSubscriptions?: number;
  canceledSubscriptions?: number;
  /** What the revenue figures hold: paying rows made in test mode, paying rows with a discount or credit, live test rows. */
  activeTestSubscriptions?: number;
  activeDiscountedSubscriptions?: number;
  liveTestSubscriptions?: number;
}

/** GET /api/admin/users item. */
export interface AdminUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Plan key of the current subscription, or false / null for none. */
  isPremium: string | boolean | null;
  subscriptionStatus: string | null;
  createdAt: string | null;
  /** Whether the member used a verification link sent to this address. */
  emailVerified: boolean;
  /** Whether sign-in asks for an authenticator app's code. */
  twoFactor: boolean;
}

/** GET /api/admin/subscriptions item. */
export interface AdminSubscription {
  id: string;
  userName: string | null;
  plan: string | null;
  status: string | null;
  interval: string | null;
  /** US dollars per interval. */
  amount?: number;
  nextBillingDate: string | null;
}

/** GET /api/admin/database. */
export interface AdminDatabase {
  sizeBytes: number;
  status: string;
  tables: { name: string; rows: number }[];
  /** Open connections; null where the server does not say (PGlite). */
  connections: number | null;
  migrations: { applied: number; last: string | null } | null;
  lastBackup: { at: string; by: string | null } | null;
}

/** GET /api/admin/logs item. */
export interface AdminLog {
  id: string;
  /** ISO timestamp. */
  time: string;
  /** info | warning | error */
  level: string;
  /** auth | payment | system | … */
  category: string;
  message: string;
  user: string | null;
}

/** GET /api/admin/referrals. */
export interface AdminReferrals {
  codes: number;
  referrals: {
    id: string;
    code: string;
    state: ReferralState;
    createdAt: string;
    referrer: { name: string; email: string };
    referred: { name: string; email: string };
  }[];
  /** The reward ledger: each tier granted to a referrer, and whether it is on their subscription yet. */
  rewards: {
    id: string;
    tier: string;
    reward: string;
    state: ReferralRewardState;
    grantedAt: string;
    referrer: { name: string; email: string };
  }[];
}

/** GET /api/admin/logs: one page, newest first, and where the next starts (null at the end). */
export interface AdminLogPage {
  entries: AdminLog[];
  next: string | null;
}

/** POST /api/admin/referrals/void */
export const voidReferralSchema = z.object({ id: z.uuid() }).strict();
