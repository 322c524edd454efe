import { REFERRAL_CODE_PATTERN, REFERRAL_STORAGE_KEY } from './referral';
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

/** Remember a referral code until checkout applies it (decisions.md). */
export function rememberReferral(code: string): void {
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    /* storage blocked: the code is lost, the purchase still works */
  }
}

export function rememberedReferral(): string | null {
  try {
    const code = localStorage.getItem(REFERRAL_STORAGE_KEY);
    return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
  } catch {
    return null;
  }
}
