import type { Db } from '~/server/db/client';
import { HttpError } from '~/server/http/errors';
import { interviewCalendar } from './ics';
import { ownedJob } from './owned';

/** The calendar file of a job's interview, named after the company; 409 when no date is set. */
export async function interviewFile(db: Db, userId: string, jobId: string, { siteUrl, now }: { siteUrl: string; now: Date }) {
  const job = await ownedJob(db, userId, jobId);
  if (!job.interviewAt) throw new HttpError(409, 'Set the interview date and time first.');
  const host = new URL(siteUrl).hostname;
  const text = interviewCalendar({
    uid: `interview-${job.id}@${host}`,
    start: job.interviewAt,
    stamp: now,
    title: job.title,
    company: job.company,
    location: job.location,
    link: job.link,
  });
  const slug =
    job.company
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'job';
  return { text, fileName: `interview-${slug}.ics` };
}
