import type { Config } from '@netlify/functions';
import { sendFollowUpReminders } from '~/server/tracker/reminders';
import { runtime } from '~/server/runtime';

/** Hourly: the advanced tracker's follow-up reminders, one e-mail per member per follow-up date. */
export default async function reminders(): Promise<void> {
  const rt = await runtime();
  const sent = await sendFollowUpReminders(rt, rt.now());
  console.log(`[tracker-reminders] sent ${sent} follow-up reminder(s)`);
}

export const config: Config = { schedule: '@hourly' };
