import type { Config } from '@netlify/functions';
import { sendSavedSearchAlerts } from '~/server/matching/alerts';
import { runtime } from '~/server/runtime';

/** Daily: each Elite saved search with alerts on is run again; new matches are e-mailed once. */
export default async function savedSearchAlerts(): Promise<void> {
  const rt = await runtime();
  const { checked, sent } = await sendSavedSearchAlerts(rt, rt.now());
  console.log(`[saved-search-alerts] checked ${checked} saved search(es), sent ${sent} alert(s)`);
}

export const config: Config = { schedule: '@daily' };
