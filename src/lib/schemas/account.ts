import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account-rules';

const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter a valid e-mail address.'));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
const name = z.string().trim().min(1, 'Required.').max(NAME_MAX_LENGTH);

export const signupSchema = z.object({ email, password, firstName: name, lastName: name }).strict();
/** POST /api/login as spec section 7: the username is the e-mail address. */
export const loginSchema = z
  .object({ username: z.string().trim().min(1, 'Required.').max(EMAIL_MAX_LENGTH), password: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH) })
  .strict();
export const forgotPasswordSchema = z.object({ email }).strict();
export const resetPasswordSchema = z.object({ token: z.string().min(20).max(200), password }).strict();

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
