import { lt } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { authChallenges, emailTokens, passwordResetTokens } from '~/server/db/schema';

/**
 * The hourly clean-up of sign-in state (Privacy page, "What we keep and for how long"): sign-in
 * challenges, e-mail verification and change links, and password reset links are deleted once
 * they have expired, used or not. What each removed, for the log.
 */
export async function deleteExpiredAuthState(db: Db, now: Date): Promise<{ challenges: number; emailLinks: number; resetLinks: number }> {
  const [challenges, emailLinks, resetLinks] = await Promise.all([
    db.delete(authChallenges).where(lt(authChallenges.expiresAt, now)).returning({ id: authChallenges.id }),
    db.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).returning({ id: emailTokens.id }),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now)).returning({ id: passwordResetTokens.id }),
  ]);
  return { challenges: challenges.length, emailLinks: emailLinks.length, resetLinks: resetLinks.length };
}
