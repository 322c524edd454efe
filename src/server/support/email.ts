import { escapeHtml } from '~/server/mail/templates';

/** Staff's reply to a member's support request, with the link to the whole thread. */
export function supportReplyEmail(m: { brand: string; firstName: string; subject: string; reply: string; link: string }) {
  const text = [
    `Hi ${m.firstName},`,
    '',
    `Our team answered your support request "${m.subject}":`,
    '',
    m.reply,
    '',
    `Read the whole conversation and reply: ${m.link}`,
    '',
    `The ${m.brand} team`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(m.firstName)},</p>
<p>Our team answered your support request "${escapeHtml(m.subject)}":</p>
<blockquote style="white-space:pre-line">${escapeHtml(m.reply)}</blockquote>
<p><a href="${escapeHtml(m.link)}">Read the whole conversation and reply</a></p>
<p>The ${escapeHtml(m.brand)} team</p>`;
  return { subject: `Re: ${m.subject}`, text, html };
}
