import { atom } from 'nanostores';

/** Kept in session storage under this key: the preview lasts as long as the tab. */
export const PREMIUM_PREVIEW_KEY = 'premiumPreview';

function readPreview(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(PREMIUM_PREVIEW_KEY) === 'true';
  } catch {
    return false;
  }
}

export const $premiumPreview = atom<boolean>(readPreview());

export function setPremiumPreview(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(PREMIUM_PREVIEW_KEY, 'true');
    else sessionStorage.removeItem(PREMIUM_PREVIEW_KEY);
  } catch {
    /* storage blocked: the flag lives for this page only */
  }
  $premiumPreview.set(on);
}
