import type { Config } from '@netlify/functions';
import { deleteExpiredSessions } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

/** Hourly: signed-out visitors' resumes are deleted once their 24 hours are up. */
export default async function cleanup(): Promise<void> {
  const rt = await runtime();
  const removed = await deleteExpiredSessions(rt.db, rt.resumeFiles(), rt.now());
  console.log(`[pivotmatch-cleanup] deleted ${removed} expired resume session(s)`);
}

export const config: Config = { schedule: '@hourly' };
