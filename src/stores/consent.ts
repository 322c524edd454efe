import { atom } from 'nanostores';
import { CONSENT_STORAGE_KEY, parseConsent, serializeConsent, type CookieConsent } from '~/lib/consent';

/** The stored choice; null until the visitor decides (or when the stored value is unreadable). */
export const $consent = atom<CookieConsent | null>(null);
/** Whether the dialog is open; the floating Cookie Settings button reopens it. */
export const $consentDialogOpen = atom<boolean>(false);

export function readStoredConsent(): CookieConsent | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consent));
  } catch {
    /* storage blocked: the choice holds for this page */
  }
  $consent.set(consent);
  $consentDialogOpen.set(false);
}
