/** POST /api/admin/users: an admin adds an account; the dialog's check and the function's schema. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, nameTooLongMessage } from '~/lib/account-rules';

/** The same limits as sign-up. */
export const NAME_MAX = NAME_MAX_LENGTH;
export const EMAIL_MAX = EMAIL_MAX_LENGTH;
export const USER_ROLES = ['member', 'admin'] as const;
export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  role: (typeof USER_ROLES)[number];
}

export type NewUserCheck = { ok: true; user: NewUser } | { ok: false; errors: Partial<Record<keyof NewUser, string>> };

/** Trims the fields and names each one that is not acceptable. */
export function checkNewUser(input: unknown): NewUserCheck {
  const b = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const user: NewUser = {
    firstName: typeof b.firstName === 'string' ? b.firstName.trim() : '',
    lastName: typeof b.lastName === 'string' ? b.lastName.trim() : '',
    email: typeof b.email === 'string' ? b.email.trim() : '',
    role: b.role === 'admin' ? 'admin' : 'member',
  };
  const errors: Partial<Record<keyof NewUser, string>> = {};
  if (!user.firstName) errors.firstName = 'Enter a first name';
  else if (user.firstName.length > NAME_MAX) errors.firstName = `First name must be at most ${NAME_MAX} characters`;
  if (user.lastName.length > NAME_MAX) errors.lastName = `Last name must be at most ${NAME_MAX} characters`;
  if (user.email.length > EMAIL_MAX || !EMAIL_PATTERN.test(user.email)) errors.email = 'Enter a valid email address';
  if (b.role !== undefined && !(USER_ROLES as readonly unknown[]).includes(b.role)) errors.role = 'Choose a role';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, user };
}

export const adminNewUserSchema = z
  .object({
    firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH, nameTooLongMessage('First name')),
    lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH, nameTooLongMessage('Last name')),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter a valid e-mail address.')),
    role: z.enum(['member', 'admin']),
  })
  .strict();
