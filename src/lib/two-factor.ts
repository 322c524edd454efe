import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './account-rules';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { secondFactorCodeSchema, type PasskeyView } from './account';
import { answer, defineRoute } from './route';

/**
 * Two-factor sign-in and passkeys (issue 16): the payloads shared by the security section, the
 * login form and their functions.
 */
const password = z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH);

/** POST /api/account/two-factor/totp: the password again, to start setting up an authenticator app. */
export const startTotpSchema = z.object({ password }).strict();
/** POST /api/account/two-factor/totp/confirm: the first code from the app. */
export const confirmTotpSchema = z.object({ code: secondFactorCodeSchema }).strict();
/** DELETE /api/account/two-factor/totp and POST /api/account/two-factor/recovery-codes. */
export const passwordAndCodeSchema = z.object({ password, code: secondFactorCodeSchema }).strict();

/** POST /api/login answers this instead of a session when the member has two-factor sign-in on. */
export interface SecondFactorRequired {
  secondFactorRequired: true;
  challenge: string;
}
/** POST /api/login/second-factor. */
export const secondFactorSignInSchema = z.object({ challenge: z.string().min(20).max(200), code: secondFactorCodeSchema }).strict();

/** POST /api/account/two-factor/totp: shown once. */
export interface TotpEnrolmentView {
  secret: string;
  uri: string;
  qrSvg: string;
}
/** The recovery codes, shown once ("abcde-12345"). */
export interface RecoveryCodesView {
  recoveryCodes: string[];
}

/** A WebAuthn response as @simplewebauthn/browser gives it; the library checks every field. */
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});
/** A WebAuthn response as the browser sends it. */
export type CredentialJson = z.input<typeof credentialJson>;
/** POST /api/account/passkeys. */
export const registerPasskeySchema = z
  .object({ response: credentialJson, name: z.string().trim().min(1, 'Give the passkey a name.').max(PASSKEY_NAME_MAX_LENGTH) })
  .strict();
/** POST /api/login/passkey. */
export const passkeySignInSchema = z.object({ response: credentialJson, challenge: z.string().min(20).max(200) }).strict();

// "options" is the one POST of /api/account/passkeys/:id (the registration options): any other is not found.
const passkeyOptionsId = z.object({ id: z.literal('options', { error: 'Not found.' }) });

/** Two-factor sign-in and passkeys on the account page (any signed-in member). */
export const twoFactorRoutes = {
  /** The state of two-factor sign-in, as AccountView.twoFactor. */
  status: defineRoute({
    method: 'GET',
    path: '/api/account/two-factor/totp',
    access: { member: true },
    answer: answer<{ totp: boolean; recoveryCodesLeft: number; passkeys: PasskeyView[] }>(),
  }),
  /** Start setting up an authenticator app: its secret, shown once. */
  startTotp: defineRoute({
    method: 'POST',
    path: '/api/account/two-factor/totp',
    access: { member: true },
    body: startTotpSchema,
    answer: answer<TotpEnrolmentView>(),
  }),
  disableTotp: defineRoute({
    method: 'DELETE',
    path: '/api/account/two-factor/totp',
    access: { member: true },
    body: passwordAndCodeSchema,
    answer: answer<{ ok: true }>(),
  }),
  /** The app's first code turns it on; the recovery codes, shown once. */
  confirmTotp: defineRoute({
    method: 'POST',
    path: '/api/account/two-factor/totp/confirm',
    access: { member: true },
    body: confirmTotpSchema,
    answer: answer<RecoveryCodesView>(),
  }),
  recoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/account/two-factor/recovery-codes',
    access: { member: true },
    body: passwordAndCodeSchema,
    answer: answer<RecoveryCodesView>(),
  }),
  passkeys: defineRoute({ method: 'GET', path: '/api/account/passkeys', access: { member: true }, answer: answer<{ passkeys: PasskeyView[] }>() }),
  addPasskey: defineRoute({
    method: 'POST',
    path: '/api/account/passkeys',
    access: { member: true },
    body: registerPasskeySchema,
    answer: answer<PasskeyView>(),
    status: 201,
  }),
  /** Registration options for a new passkey (called with id "options"; the challenge stays on the server). */
  passkeyOptions: defineRoute({
    method: 'POST',
    path: '/api/account/passkeys/:id',
    access: { member: true },
    params: passkeyOptionsId,
    answer: answer<PublicKeyCredentialCreationOptionsJSON>(),
  }),
  removePasskey: defineRoute({ method: 'DELETE', path: '/api/account/passkeys/:id', access: { member: true }, answer: answer<{ ok: true }>() }),
};

/** What the passkey sign-in starts with: options for any passkey of this site, and the challenge's name. */
export interface PasskeySignInOptions {
  options: PublicKeyCredentialRequestOptionsJSON;
  challenge: string;
}
