import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The one check of a second factor wherever the password alone is not enough (sign-in, deleting
 * the account): nothing to do when two-factor sign-in is off; otherwise `code` must be a current
 * authenticator code or an unused recovery code. Throws 403 with a clear message when it is not.
 */
export async function assertSecondFactor(_db: Db, user: User, code: string | undefined, _now: Date): Promise<void> {
  if (!user.totpEnabledAt) return;
  if (!code) throw new HttpError(403, 'Enter the code from your authenticator app, or a recovery code.');
  // Replaced by the TOTP and recovery-code check (issue 16, two-factor sign-in).
  throw new HttpError(403, 'That code is not valid.');
}
