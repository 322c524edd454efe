/** Limits on account fields, shared by forms (native validation) and server schemas. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
/** What the form and the server say about a name over the limit: it is refused, never cut. */
export const nameTooLongMessage = (label: string) => `${label} can be at most ${NAME_MAX_LENGTH} characters.`;
export const EMAIL_MAX_LENGTH = 254;

/** Sign-in's answer when a password is older than the System tab's password expiry. */
export function passwordExpiredMessage(days: number): string {
  return `Your password is more than ${days} days old. We have e-mailed you a link to choose a new one.`;
}

/** An e-mail address in the loose shape forms check before the server's own validation. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest name a member may give a passkey ("Work laptop"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** The Admin Center's refusal while staff must use two-factor sign-in and this admin has none. */
export const STAFF_TWO_FACTOR_MESSAGE = 'Turn on two-factor sign-in in your account settings to open the Admin Center.';
