import type { Config } from '@netlify/functions';
import { dueNewsletterWork } from '~/server/newsletter/send';
import { runtime } from '~/server/runtime';

/**
 * Hourly: with the System tab's "Monthly newsletter" on, an issue scheduled for the first of the
 * month starts sending once that day has come (off: scheduled issues wait); a send that stopped
 * part-way is started again.
 */
export default async function monthlyNewsletter(): Promise<void> {
  const rt = await runtime();
  const { started, resumed } = await dueNewsletterWork(rt.db, rt.now());
  for (const id of [...started, ...resumed]) await rt.dispatchNewsletter(id);
  if (started.length || resumed.length) console.log(`[newsletter-monthly] started ${started.length}, resumed ${resumed.length}`);
}

export const config: Config = { schedule: '@hourly' };
