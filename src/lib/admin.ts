/**
 * Admin Center logic shared by the /admin island and (later) the admin functions:
 * payload schemas, display defaults, labels and formatting (spec sections 2, 3, 9).
 * Pure: no React, no fetch.
 */
import { plans } from './plans';
import {
  BILLING_SETTING_DEFAULTS,
  REFERRAL_REWARD_STATES,
  REFERRAL_STATES,
  isLiveStatus,
  type ReferralRewardState,
  type ReferralState,
  SUBSCRIPTION_STATUSES,
} from './catalogue';
import { ApiError } from './api';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, nameTooLongMessage } from './account-rules';
import { z } from 'zod';

// ---------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------

export const ADMIN_TABS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'users', label: 'Users' },
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'content', label: 'Content' },
  { key: 'database', label: 'Database' },
  { key: 'system', label: 'System' },
  // Past the spec's six: staff's side of the Elite services (issue 14).
  { key: 'elite', label: 'Elite services' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && ADMIN_TABS.some((t) => t.key === value);
}

/** Arrow-key movement in the tab list: wraps at both ends; Home/End jump. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------
// API payloads (spec section 3)
// ---------------------------------------------------------------------------

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

/** POST /api/admin/users: an admin adds an account. */
/** The same limits as sign-up. */
export const NAME_MAX = NAME_MAX_LENGTH;
export const EMAIL_MAX = EMAIL_MAX_LENGTH;
export const USER_ROLES = ['member', 'admin'] as const;
export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  role: (typeof USER_ROLES)[number];
}

export type NewUserCheck = { ok: true; user: NewUser } | { ok: false; errors: Partial<Record<keyof NewUser, string>> };

/** Trims the fields and names each one that is not acceptable. */
export function checkNewUser(input: unknown): NewUserCheck {
  const b = isObj(input) ? input : {};
  const user: NewUser = {
    firstName: typeof b.firstName === 'string' ? b.firstName.trim() : '',
    lastName: typeof b.lastName === 'string' ? b.lastName.trim() : '',
    email: typeof b.email === 'string' ? b.email.trim() : '',
    role: b.role === 'admin' ? 'admin' : 'member',
  };
  const errors: Partial<Record<keyof NewUser, string>> = {};
  if (!user.firstName) errors.firstName = 'Enter a first name';
  else if (user.firstName.length > NAME_MAX) errors.firstName = `First name must be at most ${NAME_MAX} characters`;
  if (user.lastName.length > NAME_MAX) errors.lastName = `Last name must be at most ${NAME_MAX} characters`;
  if (user.email.length > EMAIL_MAX || !EMAIL_PATTERN.test(user.email)) errors.email = 'Enter a valid email address';
  if (b.role !== undefined && !(USER_ROLES as readonly unknown[]).includes(b.role)) errors.role = 'Choose a role';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, user };
}

// ---------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------

/** The admin plan column: the plan's name from the catalogue (Elite shows Elite), Free for none. */
export function planLabel(isPremium: unknown): string {
  return plans.find((p) => p.key === isPremium)?.name ?? 'Free';
}

export function userDisplayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** active → Active, past_due → Past due; none → "None"; anything else is shown capitalised. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'None';
  const known = STATUS_LABELS[status];
  if (known) return known;
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type StatusTone = 'good' | 'warn' | 'bad' | 'neutral';
export function statusTone(status: string | null | undefined): StatusTone {
  if (isLiveStatus(status)) return 'good';
  if (status === 'past_due') return 'warn';
  if (status === 'canceled') return 'bad';
  return 'neutral';
}

/** Subscription id column: first 8 characters. */
export const SHORT_ID_LENGTH = 8;
export function shortId(id: string | number): string {
  return String(id).slice(0, SHORT_ID_LENGTH);
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

export const MISSING = '—';

const isNum = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** US dollars: whole amounts without cents ($12,450), others with two decimals ($11.20). */
export function formatMoney(n: number | null | undefined): string {
  if (!isNum(n)) return MISSING;
  const whole = Number.isInteger(n);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(n);
}

export function formatCount(n: number | null | undefined): string {
  return isNum(n) ? new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n) : MISSING;
}

const counted = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * What the revenue figure (Monthly Revenue, MRR) is made of, so it adds up (decisions.md, "Price
 * claims"): "4 paying subscriptions at list price, annual ÷ 12 · not counted: 1 trial, 1 past due
 * · 4 test-mode included · 1 with a discount or credit, not deducted". Undefined for an older
 * server that does not send the counts.
 */
export function revenueBasis(s: AdminStats): string | undefined {
  if (!isNum(s.activeSubscriptions)) return undefined;
  const parts = [`${counted(s.activeSubscriptions, 'paying subscription')} at list price, annual ÷ 12`];
  const left = [
    isNum(s.activeTrials) && s.activeTrials > 0 && counted(s.activeTrials, 'trial'),
    s.pastDueSubscriptions && `${formatCount(s.pastDueSubscriptions)} past due`,
  ];
  if (left.some(Boolean)) parts.push(`not counted: ${left.filter(Boolean).join(', ')}`);
  if (s.activeTestSubscriptions) parts.push(`${formatCount(s.activeTestSubscriptions)} test-mode included`);
  if (s.activeDiscountedSubscriptions) parts.push(`${formatCount(s.activeDiscountedSubscriptions)} with a discount or credit, not deducted`);
  return parts.join(' · ');
}

/** What the subscriber count holds: "4 paying + 1 in trial, any plan · 5 test-mode". */
export function subscribersBasis(s: AdminStats): string | undefined {
  if (!isNum(s.activeSubscriptions) || !isNum(s.activeTrials)) return undefined;
  const base = `${formatCount(s.activeSubscriptions)} paying + ${formatCount(s.activeTrials)} in trial, any plan`;
  return s.liveTestSubscriptions ? `${base} · ${formatCount(s.liveTestSubscriptions)} test-mode` : base;
}

/** A percent value (12.5 → "12.5%"), at most one decimal. */
export function formatPercent(n: number | null | undefined): string {
  if (!isNum(n)) return MISSING;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n)}%`;
}

/** A change in percent with its sign: +12.5%, -3%, 0%. */
export function formatChange(n: number | null | undefined): string {
  if (!isNum(n)) return MISSING;
  return n > 0 ? `+${formatPercent(n)}` : formatPercent(n);
}

/** "Jan 5, 2025" from an ISO date or timestamp (the calendar day in UTC). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return MISSING;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return MISSING;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Timestamps in the viewer's zone ("Jan 5, 2025, 3:04 PM"); free text ("2 hours ago") as given. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return MISSING;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}

/** 1536 → "1.5 KB"; binary units. */
export function formatBytes(n: number | null | undefined): string {
  if (!isNum(n) || n < 0) return MISSING;
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  const digits = i === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[i]}`;
}

/** Colour of a database status word: ok/healthy/online good, degraded warn, down/error bad. */
export function databaseTone(status: string): StatusTone {
  const s = status.trim().toLowerCase();
  if (['ok', 'healthy', 'online', 'operational', 'connected', 'up'].includes(s)) return 'good';
  if (['degraded', 'slow', 'maintenance'].includes(s)) return 'warn';
  if (['down', 'error', 'offline', 'unavailable', 'failed'].includes(s)) return 'bad';
  return 'neutral';
}

export function capitalize(s: string | null | undefined): string {
  if (!s) return MISSING;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// ---------------------------------------------------------------------------
// Search, filters
// ---------------------------------------------------------------------------

function matches(query: string, fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => f?.toLowerCase().includes(q));
}

/** Case-insensitive match on name and e-mail; an empty query keeps all. */
export function filterUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  return users.filter((u) => matches(query, [userDisplayName(u), u.email, planLabel(u.isPremium), u.subscriptionStatus]));
}

/** Case-insensitive match on id, user name, plan and status; an empty query keeps all. */
export function filterSubscriptions(rows: readonly AdminSubscription[], query: string): AdminSubscription[] {
  return rows.filter((s) => matches(query, [s.id, s.userName, s.plan, s.status, s.interval]));
}

export const LOG_FILTERS = [
  { key: 'all', label: 'All Logs' },
  { key: 'error', label: 'Errors' },
  { key: 'auth', label: 'Authentication' },
  { key: 'payment', label: 'Payments' },
] as const;
export type LogFilter = (typeof LOG_FILTERS)[number]['key'];

// ---------------------------------------------------------------------------
// CSV (built in the browser for Export buttons)
// ---------------------------------------------------------------------------

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text starting with = + - @ (or tab/CR) gets a leading apostrophe so a spreadsheet does not run it
 * as a formula; plain numbers are left alone.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^[+-]?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV lines, each ending in CRLF (a streamed export writes them a page at a time). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}

/** The subscriptions export: built here, streamed by GET /api/admin/subscriptions/export. */
export const SUBSCRIPTIONS_CSV_HEADER = ['ID', 'User', 'Plan', 'Status', 'Interval', 'Amount (USD)', 'Next Billing Date'] as const;

export function subscriptionCsvRow(s: AdminSubscription): CsvCell[] {
  return [s.id, s.userName, planLabel(s.plan), statusLabel(s.status), s.interval, s.amount, s.nextBillingDate];
}

export function subscriptionsCsv(rows: readonly AdminSubscription[]): string {
  return buildCsv(SUBSCRIPTIONS_CSV_HEADER, rows.map(subscriptionCsvRow));
}

/** The log export: built here, streamed by GET /api/admin/logs/export. */
export const LOGS_CSV_HEADER = ['Time', 'Level', 'Category', 'Message', 'User'] as const;

export function logCsvRow(l: AdminLog): CsvCell[] {
  return [l.time, l.level, l.category, l.message, l.user];
}

/** subscriptions-2025-01-05.csv */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

// ---------------------------------------------------------------------------
// Content tab (static counts, spec section 9)
// ---------------------------------------------------------------------------

/** What the site's content holds, counted from the content collections and data files when the site is built. */
export interface ContentCounts {
  resources: number;
  faq: number;
  insights: number;
  resumeTemplates: number;
  occupations: number;
  jobTitles: number;
  skills: number;
  skillForms: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? one : many}`;

/**
 * The Content tab's six cards, from the real counts (the spec's static figures described content
 * this site does not have: testimonials, networking templates). Each links to where it is read.
 */
export function contentCards(c: ContentCounts): { key: string; title: string; summary: string; href: string }[] {
  return [
    { key: 'resources', title: 'Career Guides', summary: plural(c.resources, 'guide'), href: '/resources' },
    { key: 'faq', title: 'FAQ', summary: plural(c.faq, 'question'), href: '/faq' },
    { key: 'insights', title: 'Daily Insights', summary: plural(c.insights, 'insight'), href: '/' },
    { key: 'resume-templates', title: 'Resume Templates', summary: plural(c.resumeTemplates, 'resume template'), href: '/dashboard/resumes' },
    {
      key: 'job-titles',
      title: 'Sample Job Corpus',
      summary: `${plural(c.jobTitles, 'job title')} across ${plural(c.occupations, 'occupation')} (O*NET)`,
      href: '/pivotmatch',
    },
    { key: 'skills', title: 'Skills Vocabulary', summary: `${plural(c.skills, 'skill')}, ${plural(c.skillForms, 'way')} of writing them`, href: '/about' },
  ];
}

// ---------------------------------------------------------------------------
// System settings (display defaults, spec section 9; saved values take effect, decisions.md)
// ---------------------------------------------------------------------------

/** The spec's admin screen shows 14; billing grants 3 (decisions.md), and the saved value is what billing uses. */
export const DEFAULT_TRIAL_PERIOD_DAYS = BILLING_SETTING_DEFAULTS.trialDays;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
export const DEFAULT_PASSWORD_EXPIRY_DAYS = 90;
export const DEFAULT_LOCKOUT_THRESHOLD = 5;
export const DEFAULT_LOCKOUT_MINUTES = 15;
export const DEFAULT_TRIAL_REMINDER_DAYS = BILLING_SETTING_DEFAULTS.trialReminderDays;

/*
 * Every switch and number here governs something on the server (decisions.md: "each button does
 * what its label says, or is not shown"). Not shown until their features exist: IP restriction, the monthly newsletter
 * and the Career Game. The spec's "referral reward amount ($10)" is shown as the friend discount
 * (percent and months): the referrer's rewards are the catalogue's tiers, not a dollar amount.
 */
export const SECURITY_TOGGLES = [
  { key: 'loginAttemptLimit', label: 'Login attempt limit', default: true, hint: 'Lock an account after repeated failed sign-ins' },
  { key: 'sessionTimeout', label: 'Session timeout', default: true, hint: 'Sign members out after the idle time below' },
  {
    key: 'staffTwoFactor',
    label: 'Require two-factor sign-in for staff',
    default: false,
    hint: 'Admins must turn on an authenticator app or a passkey before the Admin Center opens',
  },
] as const;

export const EMAIL_TOGGLES = [
  { key: 'welcomeEmail', label: 'Welcome email', default: true, hint: 'Sent when someone creates an account' },
  { key: 'trialExpiryReminder', label: 'Trial expiry reminder', default: true, hint: 'Sent the set number of days before a trial ends' },
  { key: 'failedPaymentNotification', label: 'Failed payment notification', default: true, hint: 'Sent when a renewal payment fails' },
] as const;

export const FEATURE_FLAGS = [
  { key: 'aiResumeBuilder', label: 'AI Resume Builder', default: true, hint: 'The resume builder and the bullet assistant' },
  { key: 'referralSystem', label: 'Referral System', default: true, hint: 'Share & Save: codes, invitations and rewards' },
  { key: 'videoInterviewPractice', label: 'Video Interview Practice', default: true, hint: 'Voice and video practice answers (Premium)' },
] as const;

/** What a switched-off feature says, on its pages and in its functions' 404 (the member's data is kept). */
export const FEATURE_OFF_MESSAGES: Record<(typeof FEATURE_FLAGS)[number]['key'], string> = {
  aiResumeBuilder: 'The AI Resume Builder is turned off for now. Your saved resumes are kept.',
  referralSystem: 'Share & Save is paused for now. Codes you already shared keep their place, and rewards you earned stay yours.',
  videoInterviewPractice: 'Voice and video practice is turned off for now. Your saved recordings are kept.',
};

export const SYSTEM_PARAMETERS = [
  { key: 'trialPeriodDays', name: 'Trial period', label: 'Trial period (days)', default: DEFAULT_TRIAL_PERIOD_DAYS, min: 0, max: 90 },
  { key: 'sessionTimeoutMinutes', name: 'Session timeout', label: 'Session timeout (minutes)', default: DEFAULT_SESSION_TIMEOUT_MINUTES, min: 5, max: 1440 },
  { key: 'passwordExpiryDays', name: 'Password expiry', label: 'Password expiry (days, 0 for never)', default: DEFAULT_PASSWORD_EXPIRY_DAYS, min: 0, max: 365 },
  {
    key: 'lockoutThreshold',
    name: 'Failed logins before lock',
    label: 'Lock account after failed logins',
    default: DEFAULT_LOCKOUT_THRESHOLD,
    min: 1,
    max: 20,
  },
  { key: 'lockoutMinutes', name: 'Lock duration', label: 'Lock duration (minutes)', default: DEFAULT_LOCKOUT_MINUTES, min: 1, max: 1440 },
  { key: 'trialReminderDays', name: 'Trial reminder', label: 'Trial reminder (days before expiry)', default: DEFAULT_TRIAL_REMINDER_DAYS, min: 0, max: 30 },
  { key: 'vipFirstResponseHours', name: 'VIP first response', label: 'VIP support first response (hours)', default: 4, min: 1, max: 168 },
  { key: 'supportFirstResponseHours', name: 'Support first response', label: 'Standard support first response (hours)', default: 48, min: 1, max: 336 },
  { key: 'logRetentionDays', name: 'Log retention', label: 'Keep system logs (days)', default: 90, min: 7, max: 3650 },
  {
    key: 'friendDiscountPercent',
    name: 'Friend discount',
    label: 'Referral friend discount (%)',
    default: BILLING_SETTING_DEFAULTS.friendDiscountPercent,
    min: 1,
    max: 100,
  },
  {
    key: 'friendDiscountMonths',
    name: 'Friend discount months',
    label: 'Referral friend discount (months)',
    default: BILLING_SETTING_DEFAULTS.friendDiscountMonths,
    min: 1,
    max: 36,
  },
] as const;

type Keys<T extends readonly { key: string }[]> = T[number]['key'];
export type SecurityKey = Keys<typeof SECURITY_TOGGLES>;
export type EmailKey = Keys<typeof EMAIL_TOGGLES>;
export type FeatureKey = Keys<typeof FEATURE_FLAGS>;
export type ParameterKey = Keys<typeof SYSTEM_PARAMETERS>;

/** PUT /api/admin/settings body, and the answer of GET /api/admin/settings. */
export interface AdminSettings {
  security: Record<SecurityKey, boolean>;
  email: Record<EmailKey, boolean>;
  features: Record<FeatureKey, boolean>;
  parameters: Record<ParameterKey, number>;
}

/** Why a parameter value is not acceptable, or null when it is. */
export function parameterError(key: ParameterKey, value: unknown): string | null {
  const p = SYSTEM_PARAMETERS.find((x) => x.key === key)!;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${p.name} must be a number`;
  if (!Number.isInteger(value)) return `${p.name} must be a whole number`;
  if (value < p.min) return `${p.name} must be at least ${p.min}`;
  if (value > p.max) return `${p.name} must be at most ${p.max}`;
  return null;
}

function defaultsOf<T extends readonly { key: string; default: boolean | number }[]>(items: T) {
  return Object.fromEntries(items.map((t) => [t.key, t.default]));
}

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = Object.freeze({
  security: defaultsOf(SECURITY_TOGGLES),
  email: defaultsOf(EMAIL_TOGGLES),
  features: defaultsOf(FEATURE_FLAGS),
  parameters: defaultsOf(SYSTEM_PARAMETERS),
}) as AdminSettings;

/** A fresh copy of the defaults ("Reset to Defaults"). */
export function defaultSettings(): AdminSettings {
  return structuredClone(DEFAULT_ADMIN_SETTINGS);
}

/** Form state keeps the number inputs as typed text so a field can be cleared while editing. */
export type ParameterDraft = Record<ParameterKey, string>;

export function parameterDraft(settings: AdminSettings): ParameterDraft {
  return Object.fromEntries(SYSTEM_PARAMETERS.map((p) => [p.key, String(settings.parameters[p.key])])) as ParameterDraft;
}

export type SettingsValidation = { ok: true; settings: AdminSettings } | { ok: false; errors: Partial<Record<ParameterKey, string>> };

/** Turns the form into a settings payload, or names each number field that is not acceptable. */
export function validateSettings(toggles: Pick<AdminSettings, 'security' | 'email' | 'features'>, draft: ParameterDraft): SettingsValidation {
  const errors: Partial<Record<ParameterKey, string>> = {};
  const parameters = {} as Record<ParameterKey, number>;
  for (const p of SYSTEM_PARAMETERS) {
    const raw = draft[p.key].trim();
    const value = raw === '' ? Number.NaN : Number(raw);
    const e = parameterError(p.key, value);
    if (e) errors[p.key] = e;
    else parameters[p.key] = value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    settings: { security: { ...toggles.security }, email: { ...toggles.email }, features: { ...toggles.features }, parameters },
  };
}

/** Reads saved settings; anything missing or malformed falls back to its default. */
export function settingsOrDefaults(body: unknown): AdminSettings {
  const d = defaultSettings();
  if (!body || typeof body !== 'object') return d;
  const b = body as Record<string, Record<string, unknown> | undefined>;
  const pick = <G extends keyof AdminSettings>(group: G) => {
    const target = d[group] as Record<string, boolean | number>;
    const src = b[group];
    if (!src || typeof src !== 'object') return;
    for (const k of Object.keys(target)) {
      const v = src[k];
      if (typeof v === typeof target[k] && (typeof v !== 'number' || Number.isFinite(v))) target[k] = v as boolean | number;
    }
  };
  pick('security');
  pick('email');
  pick('features');
  pick('parameters');
  // Numbers from storage must still fit their bounds.
  for (const p of SYSTEM_PARAMETERS) {
    const v = d.parameters[p.key];
    if (!Number.isInteger(v) || v < p.min || v > p.max) d.parameters[p.key] = p.default;
  }
  return d;
}

// ---------------------------------------------------------------------------
// Error text for inline alerts and toasts
// ---------------------------------------------------------------------------

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
export const ERROR_TEXT_MAX = 200;

/**
 * "{status}: {detail}" as spec section 8 shows it, made readable: the server's JSON message when
 * there is one, the status text instead of an HTML error page, and never more than 200 characters.
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return clip(`${err.status}: ${err.serverMessage}`);
    if (/<[a-z!/]/i.test(err.message)) return `${err.status}: ${STATUS_TEXT[err.status] ?? 'Request failed'}`;
    return clip(err.message);
  }
  if (err instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (err instanceof Error && err.message) return clip(err.message);
  return 'Something went wrong. Please try again.';
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > ERROR_TEXT_MAX ? `${one.slice(0, ERROR_TEXT_MAX - 1)}…` : one;
}

export const adminNewUserSchema = z
  .object({
    firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH, nameTooLongMessage('First name')),
    lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH, nameTooLongMessage('Last name')),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter a valid e-mail address.')),
    role: z.enum(['member', 'admin']),
  })
  .strict();

/** GET /api/admin/subscriptions and its CSV export: optional search and status filter. */
export const adminSubscriptionQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  })
  .strict();
export type AdminSubscriptionQuery = z.infer<typeof adminSubscriptionQuerySchema>;

/** GET /api/admin/logs and its CSV export. */
export const adminLogQuerySchema = z
  .object({
    filter: z.enum(LOG_FILTERS.map((f) => f.key) as [LogFilter, ...LogFilter[]]).default('all'),
    /** The position the previous page answered as `next`: "ISO time|entry id". */
    before: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'not a position in the log')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** POST /api/admin/referrals/void */
export const voidReferralSchema = z.object({ id: z.uuid() }).strict();

const switches = <T extends readonly { key: string }[]>(items: T) =>
  z.object(Object.fromEntries(items.map((t) => [t.key, z.boolean()])) as Record<T[number]['key'], z.ZodBoolean>).strict();

const parameter = (key: ParameterKey) =>
  z.unknown().transform((value, ctx) => {
    const error = parameterError(key, value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
    return value as number;
  });

/** PUT /api/admin/settings: every switch and number of the System tab, numbers within their bounds. */
export const adminSettingsSchema = z
  .object({
    security: switches(SECURITY_TOGGLES),
    email: switches(EMAIL_TOGGLES),
    features: switches(FEATURE_FLAGS),
    // The form's own check (lib/admin.ts parameterError), so both say the same thing.
    parameters: z
      .object(Object.fromEntries(SYSTEM_PARAMETERS.map((p) => [p.key, parameter(p.key)])) as Record<ParameterKey, ReturnType<typeof parameter>>)
      .strict(),
  })
  .strict();
