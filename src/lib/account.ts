import { z } from 'zod';
import { answer, defineRoute, file } from './route';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, nameTooLongMessage } from './account-rules';

const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter a valid e-mail address.'));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
const name = (label: string) => z.string().trim().min(1, 'Required.').max(NAME_MAX_LENGTH, nameTooLongMessage(label));

export const signupSchema = z
  .object({
    email,
    password,
    firstName: name('First name'),
    lastName: name('Last name'),
    /** The newsletter's consent box, unticked unless the person ticks it (issue 32). */
    newsletter: z.boolean().optional(),
  })
  .strict();
/** POST /api/login takes { username, password }: the username is the e-mail address. */
export const loginSchema = z
  .object({ username: z.string().trim().min(1, 'Required.').max(EMAIL_MAX_LENGTH), password: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH) })
  .strict();
export const forgotPasswordSchema = z.object({ email }).strict();
export const resetPasswordSchema = z.object({ token: z.string().min(20).max(200), password }).strict();

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

// ---------------------------------------------------------------------------
// The account page's contracts (issue 16), shared by the /account island and its functions.
// ---------------------------------------------------------------------------

/** PATCH /api/account: the names to change; at least one. */
export const updateProfileSchema = z
  .object({ firstName: name('First name').optional(), lastName: name('Last name').optional() })
  .strict()
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined, { message: 'Give a first or last name to change.' });

/** POST /api/account/password: the current password proves it is the owner. */
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH), newPassword: password }).strict();

/** POST /api/account/email: a confirmation link goes to the new address; nothing changes until it is used. */
export const changeEmailSchema = z.object({ newEmail: email, password: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH) }).strict();

/** A one-time code: six digits from an authenticator app, or a recovery code ("abcde-12345"). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(6, 'Enter the six-digit code or a recovery code.')
  .max(32, 'Enter the six-digit code or a recovery code.');

/** DELETE /api/account: the password, and the second factor when one is on. */
export const deleteAccountSchema = z
  .object({ password: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH), code: secondFactorCodeSchema.optional() })
  .strict();

/** POST /api/account/verify-email and /api/account/email/confirm: the token from the link. */
export const emailTokenSchema = z.object({ token: z.string().min(20).max(200) }).strict();

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** One signed-in browser as the account page lists it. */
export interface AccountSessionView {
  id: string;
  /** "Chrome on macOS", read from the User-Agent; "Unknown browser" when there is none. */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/account. */
export interface AccountView {
  profile: { firstName: string; lastName: string; email: string; createdAt: string };
  emailVerified: boolean;
  /** A new address waiting for its confirmation link, if any. */
  pendingEmail: string | null;
  plan: { key: string | false; name: string | null; status: string | null; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
  sessions: AccountSessionView[];
  twoFactor: { totp: boolean; recoveryCodesLeft: number; passkeys: PasskeyView[] };
}

/** DELETE /api/account/sessions/:id for a session that is not (or no longer) the member's. */
export const SESSION_NOT_FOUND = 'That session was not found. It may have ended already.';

// A session id is 32 url-safe characters: anything else is a session that does not exist.
const sessionId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{32}$/, SESSION_NOT_FOUND) });

/** What a change answers when it says what happened. */
export interface MessageAnswer {
  message: string;
}

/** The account page's endpoints: any signed-in member, and the e-mail links that work signed out. */
export const accountRoutes = {
  /** Everything the account page shows. */
  view: defineRoute({ method: 'GET', path: '/api/account', access: { member: true }, answer: answer<AccountView>() }),
  updateProfile: defineRoute({ method: 'PATCH', path: '/api/account', access: { member: true }, body: updateProfileSchema, answer: answer<AccountView>() }),
  /** Delete my account (clears the session cookies). */
  remove: defineRoute({ method: 'DELETE', path: '/api/account', access: { member: true }, body: deleteAccountSchema, answer: answer<{ ok: true }>() }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    access: { member: true },
    body: changePasswordSchema,
    answer: answer<MessageAnswer & { otherSessionsEnded: number }>(),
  }),
  /** 202: the address moves when the link sent there is opened. */
  changeEmail: defineRoute({
    method: 'POST',
    path: '/api/account/email',
    access: { member: true },
    body: changeEmailSchema,
    answer: answer<MessageAnswer & { pendingEmail: string }>(),
    status: 202,
  }),
  /** The link mailed to the new address; opened signed in or not. */
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/account/email/confirm',
    access: { public: true },
    body: emailTokenSchema,
    answer: answer<MessageAnswer & { email: string; otherSessionsEnded: number }>(),
  }),
  /** The verification link; works signed in or not, in any browser. */
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/account/verify-email',
    access: { public: true },
    body: emailTokenSchema,
    answer: answer<MessageAnswer & { email: string }>(),
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/account/verify-email/resend',
    access: { member: true },
    answer: answer<MessageAnswer>(),
    status: 202,
  }),
  /** Sign out everywhere else: how many sessions ended. */
  endOtherSessions: defineRoute({ method: 'DELETE', path: '/api/account/sessions', access: { member: true }, answer: answer<{ ended: number }>() }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: { member: true },
    params: sessionId,
    answer: answer<{ ended: string }>(),
  }),
  /** Download my data: a ZIP file, not JSON (a link, never called with fetch). */
  export: defineRoute({ method: 'GET', path: '/api/account/export', access: { member: true }, answer: file() }),
};
