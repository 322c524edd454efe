/**
 * The System tab's settings catalogue: every switch and number, its default and
 * bounds, the form's check and the function's schema. Saved values take effect on the server (decision 0014).
 */
import { z } from 'zod';
import { BILLING_SETTING_DEFAULTS } from '~/lib/catalogue';
import { FEATURE_FLAGS, type FeatureKey } from '~/lib/features';
import { ipAllowListSchema, storedAllowList } from './ip-restriction';

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
export const DEFAULT_PASSWORD_EXPIRY_DAYS = 90;
export const DEFAULT_LOCKOUT_THRESHOLD = 5;
export const DEFAULT_LOCKOUT_MINUTES = 15;
export const DEFAULT_TRIAL_REMINDER_DAYS = BILLING_SETTING_DEFAULTS.trialReminderDays;

/*
 * Every switch and number here governs something on the server (decision 0014: "each button does
 * what its label says, or is not shown"). Every switch the spec names now acts: the Career Game is
 * a feature flag (lib/features.ts, decision 0028), the monthly newsletter's switch governs scheduled
 * sending only (decision 0026), and IP restriction keeps the Admin Center to the addresses of
 * `ipAllowList` (decision 0027). The spec's trial period is not a setting: pages built in advance state the
 * trial, so its length is the catalogue's TRIAL_DAYS (decision 0023). The spec's "referral reward amount ($10)" is shown as the friend discount
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
  {
    key: 'ipRestriction',
    label: 'IP restriction',
    default: false,
    hint: 'Open the Admin Center only from the addresses and ranges listed below',
  },
] as const;

export const EMAIL_TOGGLES = [
  { key: 'welcomeEmail', label: 'Welcome email', default: true, hint: 'Sent when someone creates an account' },
  { key: 'trialExpiryReminder', label: 'Trial expiry reminder', default: true, hint: 'Sent the set number of days before a trial ends' },
  { key: 'failedPaymentNotification', label: 'Failed payment notification', default: true, hint: 'Sent when a renewal payment fails' },
  {
    key: 'monthlyNewsletter',
    label: 'Monthly newsletter',
    default: true,
    hint: 'A drafted issue may be scheduled for the first of the month. Off: nothing is sent on a schedule (Send to members in Content still works)',
  },
] as const;

export const SYSTEM_PARAMETERS = [
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
export type ParameterKey = Keys<typeof SYSTEM_PARAMETERS>;

/** PUT /api/admin/settings body, and the answer of GET /api/admin/settings. */
export interface AdminSettings {
  security: Record<SecurityKey, boolean>;
  email: Record<EmailKey, boolean>;
  features: Record<FeatureKey, boolean>;
  parameters: Record<ParameterKey, number>;
  /** The addresses and CIDR ranges the Admin Center answers while IP restriction is on, normalised. */
  ipAllowList: string[];
}

/** GET /api/admin/settings: the settings, and the caller's own address as the server sees it (to add to the list). */
export interface AdminSettingsView extends AdminSettings {
  yourAddress: string | null;
}

/** One changed value, as the audit log records it (and the save answers). */
export interface SettingChange {
  setting: string;
  from: boolean | number | string;
  to: boolean | number | string;
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
  ipAllowList: [] as string[],
}) as unknown as AdminSettings;

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

/** Turns the form into a settings payload, or names each number field that is not acceptable (the allow list is checked on its own, see ip-restriction.ts). */
export function validateSettings(
  toggles: Pick<AdminSettings, 'security' | 'email' | 'features'>,
  draft: ParameterDraft,
  ipAllowList: string[] = [],
): SettingsValidation {
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
    settings: { security: { ...toggles.security }, email: { ...toggles.email }, features: { ...toggles.features }, parameters, ipAllowList: [...ipAllowList] },
  };
}

/** Reads saved settings; anything missing or malformed falls back to its default. */
export function settingsOrDefaults(body: unknown): AdminSettings {
  const d = defaultSettings();
  if (!body || typeof body !== 'object') return d;
  const b = body as Record<string, Record<string, unknown> | undefined>;
  const pick = (group: 'security' | 'email' | 'features' | 'parameters') => {
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
  d.ipAllowList = storedAllowList((body as { ipAllowList?: unknown }).ipAllowList);
  // Numbers from storage must still fit their bounds.
  for (const p of SYSTEM_PARAMETERS) {
    const v = d.parameters[p.key];
    if (!Number.isInteger(v) || v < p.min || v > p.max) d.parameters[p.key] = p.default;
  }
  return d;
}

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
    // The form's own check (parameterError), so both say the same thing.
    parameters: z
      .object(Object.fromEntries(SYSTEM_PARAMETERS.map((p) => [p.key, parameter(p.key)])) as Record<ParameterKey, ReturnType<typeof parameter>>)
      .strict(),
    ipAllowList: ipAllowListSchema,
  })
  .strict();
