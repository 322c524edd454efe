export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** The dialog waits this long after first paint. */
export const CONSENT_PROMPT_DELAY_MS = 1000;

export const ACCEPT_ALL: CookieConsent = { necessary: true, analytics: true, marketing: true, preferences: true };
/** Defaults shown under Customize: analytics and preferences on, marketing off. */
export const CUSTOMIZE_DEFAULTS: CookieConsent = {
  necessary: true,
  analytics: true,
  marketing: false,
  preferences: true,
};

/**
 * A stored choice, or null when there is none or it cannot be read: in both cases the
 * visitor is asked again.
 */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const keys = ['analytics', 'marketing', 'preferences'] as const;
  if (!keys.every((k) => typeof v[k] === 'boolean')) return null;
  return {
    necessary: true,
    analytics: v.analytics as boolean,
    marketing: v.marketing as boolean,
    preferences: v.preferences as boolean,
  };
}

export function serializeConsent(consent: CookieConsent): string {
  return JSON.stringify({ ...consent, necessary: true });
}
