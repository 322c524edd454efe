import type { Config } from '@netlify/functions';
import { endUnpaidTrials, sendTrialReminders } from '~/server/billing/reminders';
import { runtime } from '~/server/runtime';

/** Hourly: the trial reminder e-mail a set number of days before each trial ends; test-mode trials past their end unpaid end. */
export default async function reminders(): Promise<void> {
  const rt = await runtime();
  const now = rt.now();
  const sent = await sendTrialReminders(rt, now);
  const ended = await endUnpaidTrials(rt, now);
  console.log(`[billing-reminders] sent ${sent} trial reminder(s), ended ${ended} unpaid test-mode trial(s)`);
}

export const config: Config = { schedule: '@hourly' };
