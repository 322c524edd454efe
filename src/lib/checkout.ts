import { REFERRAL_ATTRIBUTION_DAYS, REFERRAL_CODE_PATTERN, REFERRAL_STORAGE_KEY } from './referral';
import type { BillingCycle, PlanKey } from './plans';

export function checkoutUrl(plan: PlanKey, billing: BillingCycle): string {
  return `/checkout?plan=${plan}&billing=${billing}`;
}

export function successUrl(plan: PlanKey): string {
  return `/subscription-success?plan=${plan}`;
}

/** A `?ref=` code from a referral link, if it looks like one of ours. */
export function referralFromSearch(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref && REFERRAL_CODE_PATTERN.test(ref) ? ref : null;
}

const DAY = 24 * 3600_000;

/** The remembered code and when it was first seen; a bare string is an older browser's entry. */
function readRemembered(): { code: string; at: number } | null {
  const raw = localStorage.getItem(REFERRAL_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'code' in value && 'at' in value && typeof value.code === 'string' && typeof value.at === 'number') {
      return { code: value.code, at: value.at };
    }
  } catch {
    /* a bare code */
  }
  return { code: raw, at: Date.now() };
}

/**
 * Remember a referral code until checkout applies it: the first link a visitor
 * followed wins for 30 days, and it survives signing up in the same browser.
 */
export function rememberReferral(code: string, now = Date.now()): void {
  try {
    if (rememberedReferral(now)) return;
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, at: now }));
  } catch {
    /* storage blocked: the code is lost, the purchase still works */
  }
}

export function rememberedReferral(now = Date.now()): string | null {
  try {
    const found = readRemembered();
    if (!found) return null;
    if (now - found.at > REFERRAL_ATTRIBUTION_DAYS * DAY || !REFERRAL_CODE_PATTERN.test(found.code)) {
      localStorage.removeItem(REFERRAL_STORAGE_KEY);
      return null;
    }
    return found.code;
  } catch {
    return null;
  }
}

/** After a subscription the code has done its job (or the member chose to drop it). */
export function forgetReferral(): void {
  try {
    localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    /* nothing to forget */
  }
}
