import type { Config } from '@netlify/functions';
import { sendCoachingReminders } from '~/server/coaching/reminders';
import { runtime } from '~/server/runtime';

/** Hourly: one reminder e-mail per booked coaching session, a day before it starts. */
export default async function reminders(): Promise<void> {
  const rt = await runtime();
  const sent = await sendCoachingReminders(rt, rt.now());
  console.log(`[coaching-reminders] sent ${sent} coaching reminder(s)`);
}

export const config: Config = { schedule: '@hourly' };
