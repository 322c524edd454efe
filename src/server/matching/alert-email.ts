import type { MatchSummary } from '~/lib/pivotmatch';
import { escapeHtml } from '~/server/mail/templates';

/** A job's link as an e-mail can open it: the corpus's own pages are relative to the site. */
export function absoluteLink(link: string, siteUrl: string): string {
  return link.startsWith('/') ? `${siteUrl.replace(/\/$/, '')}${link}` : link;
}

/** The daily alert of one saved search: the jobs that newly match it, and where to manage alerts. */
export function savedSearchAlertEmail({
  brand,
  firstName,
  searchName,
  matches,
  siteUrl,
}: {
  brand: string;
  firstName: string;
  searchName: string;
  matches: MatchSummary[];
  siteUrl: string;
}) {
  const manage = `${siteUrl.replace(/\/$/, '')}/dashboard/matches`;
  const n = matches.length;
  const intro = n === 1 ? `One new job matches your saved search "${searchName}":` : `${n} new jobs match your saved search "${searchName}":`;
  const kind = (m: MatchSummary) => (m.occupation ? ` (${m.occupation.title})` : '');
  const line = (m: MatchSummary) => `${m.title}${kind(m)} at ${m.company}, ${m.location}: ${m.match_percentage}% match`;
  const text = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    ...matches.flatMap((m) => [`- ${line(m)}`, `  ${absoluteLink(m.link, siteUrl)}`]),
    '',
    `Turn this alert off, rename or delete the search in your saved searches: ${manage}`,
    '',
    `The ${brand} team`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${matches
    .map(
      (m) =>
        `<li><a href="${escapeHtml(absoluteLink(m.link, siteUrl))}">${escapeHtml(m.title)}</a>${escapeHtml(kind(m))} at ${escapeHtml(m.company)}, ${escapeHtml(m.location)}: ${m.match_percentage}% match</li>`,
    )
    .join('')}</ul>
<p><a href="${escapeHtml(manage)}">Manage your saved searches and alerts</a></p>
<p>The ${escapeHtml(brand)} team</p>`;
  const subject = n === 1 ? `New match for "${searchName}": ${matches[0]!.title} at ${matches[0]!.company}` : `${n} new matches for "${searchName}"`;
  return { subject, text, html };
}
