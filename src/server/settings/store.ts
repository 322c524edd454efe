import { inArray } from 'drizzle-orm';
import { BILLING_SETTING_DEFAULTS, type BillingSettings } from '../../lib/catalogue';
import { settingsOrDefaults, type AdminSettings } from '../../lib/admin';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/** Keys of app_settings: the admin System tab's settings, and billing's own (friend discount). */
export const SETTINGS_KEYS = { admin: 'admin', billing: 'billing' } as const;

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The billing settings in force: saved values where they are valid, the catalogue's defaults
 * otherwise. Trial length and reminder come from the admin System tab's parameters.
 */
export async function readBillingSettings(db: Db): Promise<BillingSettings & { emails: AdminSettings['email'] }> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [SETTINGS_KEYS.admin, SETTINGS_KEYS.billing]));
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const admin = settingsOrDefaults(saved.get(SETTINGS_KEYS.admin));
  const billing = (saved.get(SETTINGS_KEYS.billing) ?? {}) as Record<string, unknown>;
  return {
    trialDays: admin.parameters.trialPeriodDays,
    trialReminderDays: admin.parameters.trialReminderDays,
    friendDiscountPercent: wholeIn(billing.friendDiscountPercent, 1, 100) ? billing.friendDiscountPercent : BILLING_SETTING_DEFAULTS.friendDiscountPercent,
    friendDiscountMonths: wholeIn(billing.friendDiscountMonths, 1, 36) ? billing.friendDiscountMonths : BILLING_SETTING_DEFAULTS.friendDiscountMonths,
    // The System tab's e-mail switches (trial expiry reminder, failed payment notification).
    emails: admin.email,
  };
}

/** Saves one settings value (used by the admin settings function and tests). */
export async function saveSetting(db: Db, key: string, value: unknown, now = new Date()): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}
