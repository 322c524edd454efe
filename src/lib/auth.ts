import type { CurrentUser } from './access';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema, type MessageAnswer } from './account';
import { answer, defineRoute } from './route';
import { passkeySignInSchema, secondFactorSignInSchema, type PasskeySignInOptions, type SecondFactorRequired } from './two-factor';

/** A sign-in that opened a session (its cookies come with the answer). */
export interface SignedIn {
  ok: true;
  user: CurrentUser;
}

/**
 * Signing up, in and out, and the password links: open to visitors (each reads the session it
 * needs itself), so the sign-in steps set the session cookies.
 */
export const authRoutes = {
  /** 201 with the new member, signed in. */
  signup: defineRoute({ method: 'POST', path: '/api/signup', access: { public: true }, body: signupSchema, answer: answer<CurrentUser>(), status: 201 }),
  /** Sign in by navigation: a redirect to the login page, keeping where to return. */
  loginPage: defineRoute({ method: 'GET', path: '/api/login', access: { public: true }, answer: answer<never>() }),
  /** The password; with two-factor sign-in on, a challenge for the code instead of a session. */
  login: defineRoute({ method: 'POST', path: '/api/login', access: { public: true }, body: loginSchema, answer: answer<SignedIn | SecondFactorRequired>() }),
  secondFactor: defineRoute({
    method: 'POST',
    path: '/api/login/second-factor',
    access: { public: true },
    body: secondFactorSignInSchema,
    answer: answer<SignedIn>(),
  }),
  passkeyOptions: defineRoute({ method: 'POST', path: '/api/login/passkey/options', access: { public: true }, answer: answer<PasskeySignInOptions>() }),
  passkey: defineRoute({ method: 'POST', path: '/api/login/passkey', access: { public: true }, body: passkeySignInSchema, answer: answer<SignedIn>() }),
  /** Log out by navigation: a redirect home. */
  logoutPage: defineRoute({ method: 'GET', path: '/api/logout', access: { public: true }, answer: answer<never>() }),
  logout: defineRoute({ method: 'POST', path: '/api/logout', access: { public: true }, answer: answer<{ ok: true }>() }),
  /** 202, the same whether or not the account exists. */
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/forgot-password',
    access: { public: true },
    body: forgotPasswordSchema,
    answer: answer<MessageAnswer>(),
    status: 202,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/reset-password',
    access: { public: true },
    body: resetPasswordSchema,
    answer: answer<MessageAnswer>(),
  }),
  /** The signed-in user; 401 (and the signed-in hint cleared) without a session. */
  user: defineRoute({ method: 'GET', path: '/api/auth/user', access: { public: true }, answer: answer<CurrentUser>() }),
};
