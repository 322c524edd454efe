import type { Config } from '@netlify/functions';
import { purgeEvents } from '~/server/audit/log';
import { runtime } from '~/server/runtime';
import { readSettings } from '~/server/settings/store';

/** Daily: log entries older than the System tab's log retention are deleted. */
export default async function auditLogPurge(): Promise<void> {
  const rt = await runtime();
  const days = (await readSettings(rt.db)).parameters.logRetentionDays;
  const purged = await purgeEvents(rt.db, days, rt.now());
  console.log(`[audit-log-purge] ${purged} entries older than ${days} days deleted`);
}

export const config: Config = { schedule: '@daily' };
