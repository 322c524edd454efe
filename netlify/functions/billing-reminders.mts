import type { Config } from '@netlify/functions';
import { sendTrialReminders } from '../../src/server/billing/reminders';
import { runtime } from '../../src/server/runtime';

/** Hourly: the trial reminder e-mail, a set number of days before each trial ends. */
export default async function reminders(): Promise<void> {
  const rt = await runtime();
  const sent = await sendTrialReminders(rt, rt.now());
  console.log(`[billing-reminders] sent ${sent} trial reminder(s)`);
}

export const config: Config = { schedule: '@hourly' };
