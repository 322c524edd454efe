import type { Config } from '@netlify/functions';
import { deleteExpiredAuthState } from '~/server/auth/cleanup';
import { deleteExpiredSessions } from '~/server/resumes/sessions';
import { runtime } from '~/server/runtime';

/**
 * Hourly: signed-out visitors' resumes are deleted once their 24 hours are up, and expired
 * sign-in challenges and e-mail links go (the retention rules of the Privacy page).
 */
export default async function cleanup(): Promise<void> {
  const rt = await runtime();
  const removed = await deleteExpiredSessions(rt.db, rt.resumeFiles(), rt.now());
  console.log(`[pivotmatch-cleanup] deleted ${removed} expired resume session(s)`);
  const auth = await deleteExpiredAuthState(rt.db, rt.now());
  console.log(
    `[pivotmatch-cleanup] deleted ${auth.challenges} sign-in challenge(s), ${auth.emailLinks} e-mail link(s), ${auth.resetLinks} password reset link(s)`,
  );
}

export const config: Config = { schedule: '@hourly' };
