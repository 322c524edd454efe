import type { IntroductionState } from '~/lib/catalogue';
import { escapeHtml } from '~/server/mail/templates';

/** The e-mail that tells a member the outcome of their introduction request, with a link to their room. */
export function introductionOutcomeEmail(m: {
  brand: string;
  firstName: string;
  company: string;
  role: string;
  status: Extract<IntroductionState, 'introduced' | 'declined'>;
  outcome: string;
  link: string;
}) {
  const what = `${m.role} at ${m.company}`;
  const subject = m.status === 'introduced' ? `Your introduction for ${what} is made` : `Your introduction request for ${what}`;
  const lead =
    m.status === 'introduced'
      ? `Good news: we made the introduction you asked for, for the ${what} role. Here is how:`
      : `We could not make the introduction you asked for, for the ${what} role. Here is why:`;
  const text = [`Hi ${m.firstName},`, '', lead, '', m.outcome, '', `Your introduction requests: ${m.link}`, '', `The ${m.brand} team`].join('\n');
  const html = `<p>Hi ${escapeHtml(m.firstName)},</p>
<p>${escapeHtml(lead)}</p>
<blockquote style="white-space:pre-line">${escapeHtml(m.outcome)}</blockquote>
<p><a href="${escapeHtml(m.link)}">Your introduction requests</a></p>
<p>The ${escapeHtml(m.brand)} team</p>`;
  return { subject, text, html };
}
