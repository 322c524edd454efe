/** Plain, readable e-mails; every one has a text part. */
export function passwordResetEmail({ brand, firstName, link }: { brand: string; firstName: string; link: string }) {
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${brand} account.`,
    'Open this link within one hour to choose a new password. It works once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
    `The ${brand} team`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(brand)} account.
Open this link within one hour to choose a new password. It works once:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>
<p>The ${escapeHtml(brand)} team</p>`;
  return { subject: `Reset your ${brand} password`, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
