import { eq } from 'drizzle-orm';
import type { BillingSettings } from '~/lib/catalogue';
import { SYSTEM_PARAMETERS, settingsOrDefaults, type AdminSettings, type SettingChange } from '~/lib/admin/settings';
import { allowListText } from '~/lib/admin/ip-restriction';
import type { Db } from '~/server/db/client';
import { appSettings } from '~/server/db/schema';
import { recordEvent } from '~/server/audit/log';

/** Keys of app_settings: the admin System tab's settings. */
export const SETTINGS_KEYS = { admin: 'admin' } as const;

/**
 * How long a function instance trusts the settings it read. A save is seen at once by the
 * instance that made it and within this time by every other (the issue's bar: within a minute,
 * without a restart).
 */
export const SETTINGS_CACHE_MS = 30_000;

const cache = new WeakMap<Db, { at: number; value: Promise<AdminSettings> }>();

/** The settings in force: saved values where valid, the defaults otherwise; read once per SETTINGS_CACHE_MS. */
export function readSettings(db: Db): Promise<AdminSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < SETTINGS_CACHE_MS) return hit.value;
  const value = db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS_KEYS.admin))
    .then(([row]) => settingsOrDefaults(row?.value));
  // A failed read is not kept: the next call tries again.
  value.catch(() => cache.delete(db));
  cache.set(db, { at: Date.now(), value });
  return value;
}

/** Drops this process's cached settings (after a save, and in tests that write the table directly). */
export function forgetSettings(db: Db): void {
  cache.delete(db);
}

/** How many failed sign-ins lock an account, and for how long: the System tab's lockout settings. */
export interface LockoutSettings {
  maxFailures: number;
  lockMinutes: number;
}

/** The lockout the settings ask for, or null when the login attempt limit is off. */
export function lockoutOf(s: AdminSettings): LockoutSettings | null {
  return s.security.loginAttemptLimit ? { maxFailures: s.parameters.lockoutThreshold, lockMinutes: s.parameters.lockoutMinutes } : null;
}

/** Minutes of no use that end a session, or null when the session timeout is off (the 12-hour limit still holds). */
export function idleMinutesOf(s: AdminSettings): number | null {
  return s.security.sessionTimeout ? s.parameters.sessionTimeoutMinutes : null;
}

/** Whether a password set at `changedAt` is older than the password expiry (0: never expires). */
export function passwordExpired(changedAt: Date, s: AdminSettings, now: Date): boolean {
  const days = s.parameters.passwordExpiryDays;
  return days > 0 && now.getTime() - changedAt.getTime() > days * 86_400_000;
}

/** The billing facts the settings govern: the trial reminder, the friend discount, billing e-mails. */
export async function readBillingSettings(db: Db): Promise<BillingSettings & { emails: AdminSettings['email']; referralsOn: boolean }> {
  const { parameters: p, email, features } = await readSettings(db);
  return {
    // With the Referral System off, a code at checkout gives nothing.
    referralsOn: features.referralSystem,
    trialReminderDays: p.trialReminderDays,
    friendDiscountPercent: p.friendDiscountPercent,
    friendDiscountMonths: p.friendDiscountMonths,
    emails: email,
  };
}

function changesBetween(before: AdminSettings, after: AdminSettings): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const group of ['security', 'email', 'features', 'parameters'] as const) {
    const a = before[group] as Record<string, boolean | number>;
    const b = after[group] as Record<string, boolean | number>;
    for (const key of Object.keys(b)) if (a[key] !== b[key]) changes.push({ setting: `${group}.${key}`, from: a[key]!, to: b[key]! });
  }
  // The allow list as one value, its entries comma-separated ("none" while empty).
  const list = (l: string[]) => (l.length ? allowListText(l).replaceAll('\n', ', ') : 'none');
  if (list(before.ipAllowList) !== list(after.ipAllowList))
    changes.push({ setting: 'ipAllowList', from: list(before.ipAllowList), to: list(after.ipAllowList) });
  return changes;
}

const nameOf = (setting: string) => {
  if (setting === 'ipAllowList') return 'IP allow list';
  const key = setting.split('.')[1];
  return SYSTEM_PARAMETERS.find((p) => p.key === key)?.name ?? key;
};

/** Saves the System tab's settings and logs each change with its old and new value. */
export async function saveSettings(db: Db, next: AdminSettings, actor: { id: string | null; email: string }, now = new Date()): Promise<SettingChange[]> {
  const changes = await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTINGS_KEYS.admin)).for('update');
    const before = settingsOrDefaults(row?.value);
    await tx
      .insert(appSettings)
      .values({ key: SETTINGS_KEYS.admin, value: next, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: now } });
    const changes = changesBetween(before, next);
    if (changes.length)
      await recordEvent(tx, {
        category: 'admin',
        action: 'settings.update',
        message: `Settings changed: ${changes.map((c) => `${nameOf(c.setting)} ${c.from} → ${c.to}`).join(', ')}`,
        actor,
        detail: { changes },
        at: now,
      });
    return changes;
  });
  forgetSettings(db);
  return changes;
}

/** Saves one settings value as is (tests and scripts); the cache is dropped so it applies at once. */
export async function saveSetting(db: Db, key: string, value: unknown, now = new Date()): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  forgetSettings(db);
}
