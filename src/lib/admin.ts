/**
 * Admin Center logic shared by the /admin island and (later) the admin functions:
 * payload schemas, display defaults, labels and formatting (spec sections 2, 3, 9).
 * Pure: no React, no fetch.
 */
import { z } from 'zod';
import { plans, type PlanKey } from './plans';
import { ApiError } from './api';

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

const num = z.number().nullish();
const idSchema = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();

export const activityItemSchema = z.object({
  type: z.string().nullish(),
  description: z.string(),
  time: z.string().nullish(),
});

export const adminStatsSchema = z.object({
  totalUsers: num,
  newUsers: num,
  premiumUsers: num,
  /** Percent, 0-100. */
  conversionRate: num,
  /** US dollars. */
  monthlyRevenue: num,
  /** Percent change from the previous month. */
  revenueChange: num,
  activeTrials: num,
  trialConversion: num,
  recentActivity: z.array(activityItemSchema).nullish().transform((v) => v ?? []),
  mrr: num,
  mrrChange: num,
  premiumCount: num,
  premiumGrowth: num,
  pivotCount: num,
  pivotGrowth: num,
  arpu: num,
  churnRate: num,
  ltv: num,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const adminUserSchema = z.object({
  id: idSchema,
  firstName: text,
  lastName: text,
  email: z.string(),
  /** Plan key of the current subscription, or false / null for none. */
  isPremium: z.union([z.string(), z.boolean()]).nullish(),
  subscriptionStatus: text,
  createdAt: text,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminSubscriptionSchema = z.object({
  id: idSchema,
  userName: text,
  plan: text,
  status: text,
  interval: text,
  /** US dollars per interval. */
  amount: num,
  nextBillingDate: text,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminDatabaseSchema = z.object({
  sizeBytes: z.number().nonnegative(),
  status: z.string(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().nonnegative() })),
});
export type AdminDatabase = z.infer<typeof adminDatabaseSchema>;

export const LOG_LEVELS = ['info', 'warning', 'error'] as const;
export const adminLogSchema = z.object({
  id: idSchema,
  /** ISO timestamp. */
  time: z.string(),
  /** info | warning | error */
  level: z.string(),
  /** auth | payment | system | … */
  category: z.string(),
  message: z.string(),
  user: text,
});
export type AdminLog = z.infer<typeof adminLogSchema>;

function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(UNEXPECTED_RESPONSE);
  return result.data;
}

export const parseStats = (body: unknown): AdminStats => parseWith(adminStatsSchema, body);
export const parseUsers = (body: unknown): AdminUser[] => parseWith(z.array(adminUserSchema), body);
export const parseSubscriptions = (body: unknown): AdminSubscription[] =>
  parseWith(z.array(adminSubscriptionSchema), body);
export const parseDatabase = (body: unknown): AdminDatabase => parseWith(adminDatabaseSchema, body);
export const parseLogs = (body: unknown): AdminLog[] => parseWith(z.array(adminLogSchema), body);

/** POST /api/admin/users: an admin adds an account; the server e-mails a set-password link. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const newUserSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Enter a first name').max(NAME_MAX),
    lastName: z.string().trim().max(NAME_MAX),
    email: z.string().trim().max(EMAIL_MAX).pipe(z.email('Enter a valid email address')),
    role: z.enum(['member', 'admin']),
  })
  .strict();
export type NewUser = z.infer<typeof newUserSchema>;

// ---------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------

export type PlanLabel = 'Premium' | 'Pivot' | 'Free';

function planName(key: PlanKey): string {
  return plans.find((p) => p.key === key)?.name ?? key;
}

/** The admin plan column: Premium, Pivot, or Free for anything else (decisions.md, "Kept exactly"). */
export function planLabel(isPremium: unknown): string {
  if (isPremium === 'premium') return planName('premium');
  if (isPremium === 'pivot') return planName('pivot');
  return 'Free';
}

export function userDisplayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].map((s) => s?.trim()).filter(Boolean).join(' ');
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
  if (status === 'active' || status === 'trialing') return 'good';
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

export function filterLogs(logs: readonly AdminLog[], filter: LogFilter): AdminLog[] {
  switch (filter) {
    case 'error':
      return logs.filter((l) => l.level.toLowerCase() === 'error');
    case 'auth':
      return logs.filter((l) => l.category.toLowerCase() === 'auth');
    case 'payment':
      return logs.filter((l) => l.category.toLowerCase() === 'payment');
    default:
      return [...logs];
  }
}

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

export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function subscriptionsCsv(rows: readonly AdminSubscription[]): string {
  return buildCsv(
    ['ID', 'User', 'Plan', 'Status', 'Interval', 'Amount (USD)', 'Next Billing Date'],
    rows.map((s) => [s.id, s.userName, planLabel(s.plan), statusLabel(s.status), s.interval, s.amount, s.nextBillingDate]),
  );
}

export function logsCsv(rows: readonly AdminLog[]): string {
  return buildCsv(
    ['Time', 'Level', 'Category', 'Message', 'User'],
    rows.map((l) => [l.time, l.level, l.category, l.message, l.user]),
  );
}

/** subscriptions-2025-01-05.csv */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

// ---------------------------------------------------------------------------
// Content tab (static counts, spec section 9)
// ---------------------------------------------------------------------------

export const CONTENT_SECTIONS = [
  { key: 'resources', title: 'Resources', summary: '88 resources in 12 categories', href: '/resources' },
  { key: 'resume-templates', title: 'Resume Templates', summary: '24 resume templates' },
  { key: 'testimonials', title: 'Testimonials', summary: '36 testimonials' },
  { key: 'interview-questions', title: 'Interview Questions', summary: '500+ interview questions in 42 job categories' },
  { key: 'networking-templates', title: 'Networking Templates', summary: '36 networking templates' },
  { key: 'job-titles', title: 'Job Titles', summary: '120+ job titles across 18 industries' },
] as const satisfies readonly { key: string; title: string; summary: string; href?: string }[];

export const FEATURED_CONTENT = [
  { key: 'success-stories', label: 'Career Change Success Stories', featured: true },
  { key: 'resume-guide', label: 'Resume Guide for Career Changers', featured: true },
  { key: 'interview-prep', label: 'Interview Preparation Checklist', featured: true },
  { key: 'networking-strategies', label: 'Networking Strategies for Career Pivots', featured: false },
] as const;

// ---------------------------------------------------------------------------
// System settings (display defaults, spec section 9; saved values take effect, decisions.md)
// ---------------------------------------------------------------------------

export const DEFAULT_TRIAL_PERIOD_DAYS = 14;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
export const DEFAULT_PASSWORD_EXPIRY_DAYS = 90;
export const DEFAULT_REFERRAL_REWARD_USD = 10;
export const DEFAULT_LOCKOUT_THRESHOLD = 5;
export const DEFAULT_TRIAL_REMINDER_DAYS = 3;

export const SECURITY_TOGGLES = [
  { key: 'adminTwoFactor', label: 'Two-factor authentication for admins', default: true },
  { key: 'loginAttemptLimit', label: 'Login attempt limit', default: true },
  { key: 'sessionTimeout', label: 'Session timeout', default: true },
  { key: 'ipRestriction', label: 'IP restriction', default: false },
] as const;

/** The spec lists the e-mail toggles without states; all start on. */
export const EMAIL_TOGGLES = [
  { key: 'welcomeEmail', label: 'Welcome email', default: true },
  { key: 'trialExpiryReminder', label: 'Trial expiry reminder', default: true },
  { key: 'failedPaymentNotification', label: 'Failed payment notification', default: true },
  { key: 'monthlyNewsletter', label: 'Monthly newsletter', default: true },
] as const;

export const FEATURE_FLAGS = [
  { key: 'aiResumeBuilder', label: 'AI Resume Builder', default: true },
  { key: 'videoInterviewPractice', label: 'Video Interview Practice', default: true },
  { key: 'referralSystem', label: 'Referral System', default: true },
  { key: 'careerGame', label: 'Career Game (BETA)', default: false },
] as const;

export const SYSTEM_PARAMETERS = [
  { key: 'trialPeriodDays', name: 'Trial period', label: 'Trial period (days)', default: DEFAULT_TRIAL_PERIOD_DAYS, min: 0, max: 90 },
  { key: 'sessionTimeoutMinutes', name: 'Session timeout', label: 'Session timeout (minutes)', default: DEFAULT_SESSION_TIMEOUT_MINUTES, min: 5, max: 1440 },
  { key: 'passwordExpiryDays', name: 'Password expiry', label: 'Password expiry (days)', default: DEFAULT_PASSWORD_EXPIRY_DAYS, min: 0, max: 365 },
  { key: 'referralRewardUsd', name: 'Referral reward amount', label: 'Referral reward amount ($)', default: DEFAULT_REFERRAL_REWARD_USD, min: 0, max: 1000 },
  { key: 'lockoutThreshold', name: 'Failed logins before lock', label: 'Lock account after failed logins', default: DEFAULT_LOCKOUT_THRESHOLD, min: 1, max: 20 },
  { key: 'trialReminderDays', name: 'Trial reminder', label: 'Trial reminder (days before expiry)', default: DEFAULT_TRIAL_REMINDER_DAYS, min: 0, max: 30 },
] as const;

type Keys<T extends readonly { key: string }[]> = T[number]['key'];
export type SecurityKey = Keys<typeof SECURITY_TOGGLES>;
export type EmailKey = Keys<typeof EMAIL_TOGGLES>;
export type FeatureKey = Keys<typeof FEATURE_FLAGS>;
export type ParameterKey = Keys<typeof SYSTEM_PARAMETERS>;

function toggleShape<T extends readonly { key: string }[]>(list: T) {
  return z.object(Object.fromEntries(list.map((t) => [t.key, z.boolean()])) as Record<Keys<T>, z.ZodBoolean>).strict();
}

const parameterShape = z
  .object(
    Object.fromEntries(
      SYSTEM_PARAMETERS.map((p) => [
        p.key,
        z
          .number({ error: `${p.name} must be a number` })
          .int(`${p.name} must be a whole number`)
          .min(p.min, `${p.name} must be at least ${p.min}`)
          .max(p.max, `${p.name} must be at most ${p.max}`),
      ]),
    ) as Record<ParameterKey, z.ZodNumber>,
  )
  .strict();

/** PUT /api/admin/settings body, and the answer of GET /api/admin/settings. */
export const adminSettingsSchema = z
  .object({
    security: toggleShape(SECURITY_TOGGLES),
    email: toggleShape(EMAIL_TOGGLES),
    features: toggleShape(FEATURE_FLAGS),
    parameters: parameterShape,
  })
  .strict();
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

function defaultsOf<T extends readonly { key: string; default: boolean | number }[]>(list: T) {
  return Object.fromEntries(list.map((t) => [t.key, t.default]));
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

export type SettingsValidation =
  | { ok: true; settings: AdminSettings }
  | { ok: false; errors: Partial<Record<ParameterKey, string>> };

/** Turns the form into a settings payload, or names each number field that is not acceptable. */
export function validateSettings(
  toggles: Pick<AdminSettings, 'security' | 'email' | 'features'>,
  draft: ParameterDraft,
): SettingsValidation {
  const parameters = Object.fromEntries(
    SYSTEM_PARAMETERS.map((p) => {
      const raw = draft[p.key].trim();
      return [p.key, raw === '' ? Number.NaN : Number(raw)];
    }),
  );
  const result = adminSettingsSchema.safeParse({ ...toggles, parameters });
  if (result.success) return { ok: true, settings: result.data };
  const errors: Partial<Record<ParameterKey, string>> = {};
  for (const issue of result.error.issues) {
    const [group, key] = issue.path;
    if (group === 'parameters' && typeof key === 'string' && !(key in errors)) {
      const p = SYSTEM_PARAMETERS.find((x) => x.key === key);
      errors[key as ParameterKey] = Number.isNaN(parameters[key]) && p ? `${p.name} must be a number` : issue.message;
    }
  }
  return { ok: false, errors };
}

/** Reads saved settings; anything missing or malformed falls back to its default. */
export function settingsOrDefaults(body: unknown): AdminSettings {
  const parsed = adminSettingsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
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
