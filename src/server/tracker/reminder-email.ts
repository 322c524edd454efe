import { escapeHtml } from '~/server/mail/templates';

export interface DueFollowUp {
  title: string;
  company: string;
  followUpOn: string;
}

const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The advanced tracker's follow-up reminder: the jobs whose follow-up date has come, and the way to the board. */
export function followUpReminderEmail({ brand, firstName, jobs, siteUrl }: { brand: string; firstName: string; jobs: DueFollowUp[]; siteUrl: string }) {
  const base = siteUrl.replace(/\/$/, '');
  const board = `${base}/dashboard/tracker`;
  const helper = `${base}/dashboard/networking`;
  const line = (j: DueFollowUp) => `${j.title} at ${j.company} (follow up on ${longDay(j.followUpOn)})`;
  const intro = jobs.length === 1 ? 'It is time to follow up on this application:' : `It is time to follow up on these ${jobs.length} applications:`;
  const text = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    ...jobs.map((j) => `- ${line(j)}`),
    '',
    `A short, friendly note keeps you in mind. The networking helper drafts one for you: ${helper}`,
    '',
    `Your job tracker: ${board}`,
    '',
    `The ${brand} team`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${jobs.map((j) => `<li>${escapeHtml(line(j))}</li>`).join('')}</ul>
<p>A short, friendly note keeps you in mind. <a href="${escapeHtml(helper)}">The networking helper drafts one for you</a>.</p>
<p><a href="${escapeHtml(board)}">Open your job tracker</a></p>
<p>The ${escapeHtml(brand)} team</p>`;
  const subject = jobs.length === 1 ? `Follow up on ${jobs[0]!.title} at ${jobs[0]!.company}` : `Follow up on ${jobs.length} job applications`;
  return { subject, text, html };
}
