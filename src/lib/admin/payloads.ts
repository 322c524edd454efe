/**
 * What the admin functions answer, checked by hand in the browser, and the
 * bodies they accept.
 */
import { z } from 'zod';
import { REFERRAL_REWARD_STATES, REFERRAL_STATES, type ReferralRewardState, type ReferralState } from '../catalogue';

/** Thrown when an admin call answers with a body of the wrong shape. */
export const UNEXPECTED_RESPONSE = 'Unexpected response from the server.';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A finite number, else undefined (a missing figure shows as "—"). */
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const id = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

function fail(): never {
  throw new Error(UNEXPECTED_RESPONSE);
}
function list(body: unknown): unknown[] {
  return Array.isArray(body) ? body : fail();
}

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
  churnRate?: number;
  ltv?: number;
  /** Subscriptions by status now (beyond the spec's fields; the Subscriptions tab's filter). */
  activeSubscriptions?: number;
  pastDueSubscriptions?: number;
  canceledSubscriptions?: number;
  /** What the revenue figures hold: paying rows made in test mode, paying rows with a discount or credit, live test rows. */
  activeTestSubscriptions?: number;
  activeDiscountedSubscriptions?: number;
  liveTestSubscriptions?: number;
}

const STAT_FIELDS = [
  'totalUsers',
  'newUsers',
  'premiumUsers',
  'conversionRate',
  'monthlyRevenue',
  'revenueChange',
  'activeTrials',
  'trialConversion',
  'mrr',
  'mrrChange',
  'premiumCount',
  'premiumGrowth',
  'pivotCount',
  'pivotGrowth',
  'eliteCount',
  'eliteGrowth',
  'arpu',
  'churnRate',
  'ltv',
  'activeSubscriptions',
  'pastDueSubscriptions',
  'canceledSubscriptions',
  'activeTestSubscriptions',
  'activeDiscountedSubscriptions',
  'liveTestSubscriptions',
] as const;

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

/** Missing figures are allowed (shown as "—"); a body that is not an object is an error. */
export function parseStats(body: unknown): AdminStats {
  if (!isObj(body)) fail();
  const stats: AdminStats = { recentActivity: [] };
  for (const key of STAT_FIELDS) {
    const v = num(body[key]);
    if (v !== undefined) stats[key] = v;
  }
  const activity = Array.isArray(body.recentActivity) ? body.recentActivity : [];
  for (const a of activity) {
    if (isObj(a) && typeof a.description === 'string') {
      stats.recentActivity.push({ type: str(a.type), description: a.description, time: str(a.time) });
    }
  }
  return stats;
}

export function parseUsers(body: unknown): AdminUser[] {
  return list(body).map((u) => {
    if (!isObj(u)) return fail();
    const userId = id(u.id);
    if (userId === null || typeof u.email !== 'string') fail();
    const plan = u.isPremium;
    return {
      id: userId,
      firstName: str(u.firstName),
      lastName: str(u.lastName),
      email: u.email,
      isPremium: typeof plan === 'string' || typeof plan === 'boolean' ? plan : null,
      subscriptionStatus: str(u.subscriptionStatus),
      createdAt: str(u.createdAt),
      emailVerified: u.emailVerified === true,
      twoFactor: u.twoFactor === true,
    };
  });
}

export function parseSubscriptions(body: unknown): AdminSubscription[] {
  return list(body).map((s) => {
    if (!isObj(s)) return fail();
    const subId = id(s.id);
    if (subId === null) fail();
    return {
      id: subId,
      userName: str(s.userName),
      plan: str(s.plan),
      status: str(s.status),
      interval: str(s.interval),
      amount: num(s.amount),
      nextBillingDate: str(s.nextBillingDate),
    };
  });
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

/**
 * GET /api/admin/referrals, checked by hand like the other admin answers: zod would compile its
 * checks with `new Function`, which the Content-Security-Policy forbids in the browser.
 */
export function parseReferrals(body: unknown): AdminReferrals {
  if (!isObj(body) || typeof body.codes !== 'number') fail();
  const person = (p: unknown) => (isObj(p) && typeof p.name === 'string' && typeof p.email === 'string' ? { name: p.name, email: p.email } : fail());
  return {
    codes: body.codes,
    referrals: list(body.referrals).map((r) => {
      if (!isObj(r) || typeof r.id !== 'string' || typeof r.code !== 'string' || !(REFERRAL_STATES as readonly unknown[]).includes(r.state)) fail();
      return {
        id: r.id,
        code: r.code,
        state: r.state as ReferralState,
        createdAt: str(r.createdAt) ?? '',
        referrer: person(r.referrer),
        referred: person(r.referred),
      };
    }),
    rewards: list(body.rewards).map((r) => {
      if (!isObj(r) || typeof r.id !== 'string' || typeof r.tier !== 'string' || typeof r.reward !== 'string') fail();
      if (!(REFERRAL_REWARD_STATES as readonly unknown[]).includes(r.state)) fail();
      return {
        id: r.id,
        tier: r.tier,
        reward: r.reward,
        state: r.state as ReferralRewardState,
        grantedAt: str(r.grantedAt) ?? '',
        referrer: person(r.referrer),
      };
    }),
  };
}

export function parseDatabase(body: unknown): AdminDatabase {
  if (!isObj(body) || typeof body.status !== 'string' || !Array.isArray(body.tables)) fail();
  const sizeBytes = num(body.sizeBytes);
  if (sizeBytes === undefined || sizeBytes < 0) fail();
  const tables = body.tables.map((t) => {
    if (!isObj(t) || typeof t.name !== 'string') return fail();
    const rows = num(t.rows);
    if (rows === undefined || rows < 0) fail();
    return { name: t.name, rows };
  });
  const migrations =
    isObj(body.migrations) && typeof body.migrations.applied === 'number' ? { applied: body.migrations.applied, last: str(body.migrations.last) } : null;
  const lastBackup = isObj(body.lastBackup) && typeof body.lastBackup.at === 'string' ? { at: body.lastBackup.at, by: str(body.lastBackup.by) } : null;
  return { sizeBytes, status: body.status, tables, connections: num(body.connections) ?? null, migrations, lastBackup };
}

export function parseLogs(body: unknown): AdminLog[] {
  return list(body).map((l) => {
    if (!isObj(l)) return fail();
    const logId = id(l.id);
    const { time, level, category, message } = l;
    if (logId === null || typeof time !== 'string' || typeof level !== 'string' || typeof category !== 'string' || typeof message !== 'string') {
      fail();
    }
    return { id: logId, time, level, category, message, user: str(l.user) };
  });
}

/** GET /api/admin/logs: one page, newest first, and where the next starts (null at the end). */
export interface AdminLogPage {
  entries: AdminLog[];
  next: string | null;
}

export function parseLogPage(body: unknown): AdminLogPage {
  if (!isObj(body)) fail();
  return { entries: parseLogs(body.entries), next: str(body.next) };
}

/** POST /api/admin/referrals/void */
export const voidReferralSchema = z.object({ id: z.uuid() }).strict();
