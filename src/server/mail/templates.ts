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

/** Sent on sign-up while the System tab's "Welcome email" is on. */
export function welcomeEmail({ brand, firstName, siteUrl }: { brand: string; firstName: string; siteUrl: string }) {
  const base = siteUrl.replace(/\/$/, '');
  const steps = [
    ['Upload your resume to PivotMatch and see the jobs your skills already fit', `${base}/pivotmatch`],
    ['Compare the toolkits when you want a plan, a resume builder and a job tracker', `${base}/toolkits`],
    ['Read the questions career changers ask most', `${base}/faq`],
  ] as const;
  const text = [
    `Hi ${firstName},`,
    '',
    `Welcome to ${brand}. Three places to start:`,
    '',
    ...steps.map(([what, link]) => `- ${what}: ${link}`),
    '',
    `The ${brand} team`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Welcome to ${escapeHtml(brand)}. Three places to start:</p>
<ul>${steps.map(([what, link]) => `<li><a href="${escapeHtml(link)}">${escapeHtml(what)}</a></li>`).join('')}</ul>
<p>The ${escapeHtml(brand)} team</p>`;
  return { subject: `Welcome to ${brand}`, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface BillingMail {
  brand: string;
  firstName: string;
  planName: string;
  /** The dashboard, where Manage billing is. */
  link: string;
}

const longDate = (d: Date) => d.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function mail(subject: string, paragraphs: string[], { brand, firstName, link }: BillingMail, linkLabel: string) {
  const text = [`Hi ${firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), `${linkLabel}: ${link}`, '', `The ${brand} team`].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>
<p>The ${escapeHtml(brand)} team</p>`;
  return { subject, text, html };
}

/** Sent the spec's "trial reminder" days before a free trial ends. */
export function trialEndingEmail(m: BillingMail & { trialEndsAt: Date; amount: string; billing: string }) {
  return mail(
    `Your ${m.brand} ${m.planName} trial ends on ${longDate(m.trialEndsAt)}`,
    [
      `Your free trial of the ${m.planName} toolkit ends on ${longDate(m.trialEndsAt)}.`,
      `Keep going and nothing changes: ${m.amount} (${m.billing.toLowerCase()}) starts then. If it is not for you, cancel before that date from your dashboard and you will not be charged.`,
    ],
    m,
    'Manage billing',
  );
}

export function paymentFailedEmail(m: BillingMail & { amount: string }) {
  return mail(
    `Your ${m.brand} payment did not go through`,
    [
      `We could not take the ${m.amount} payment for your ${m.planName} toolkit, so your subscription is past due.`,
      'Update your card from your dashboard (Manage billing) to keep your toolkit; we will try the payment again.',
    ],
    m,
    'Update your card',
  );
}

export function cancellationEmail(m: BillingMail & { endsAt: Date | null; refund: string | null }) {
  return mail(
    `Your ${m.brand} ${m.planName} subscription is cancelled`,
    [
      m.endsAt
        ? `Your ${m.planName} subscription will not renew. You keep your toolkit until ${longDate(m.endsAt)}.`
        : `Your ${m.planName} subscription has ended.`,
      ...(m.refund ? [m.refund] : []),
      'Changed your mind? You can resume from your dashboard before then.',
    ],
    m,
    'Open your dashboard',
  );
}

/** A member's invitation to a friend, with their referral link and optional note. */
export function invitationEmail({
  brand,
  inviterName,
  link,
  note,
  discount,
}: {
  brand: string;
  inviterName: string;
  link: string;
  note: string;
  discount: string;
}) {
  const paragraphs = [
    `${inviterName} thinks ${brand} could help with your career change, and invited you to try it.`,
    ...(note ? [`${inviterName} wrote: “${note}”`] : []),
    `Subscribe through this link and you get ${discount} on your toolkit.`,
  ];
  const text = ['Hi,', '', ...paragraphs.flatMap((p) => [p, '']), link, '', `The ${brand} team`].join('\n');
  const html = `<p>Hi,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>The ${escapeHtml(brand)} team</p>`;
  return { subject: `${inviterName} invited you to ${brand}`, text, html };
}

/** Sent once per Share & Save reward: what was earned, and what it did to the subscription. */
export function referralRewardEmail(m: {
  brand: string;
  firstName: string;
  /** The referral page, where rewards are listed. */
  link: string;
  referralCount: number;
  tierTitle: string | null;
  /** "3 months free plus a Premium upgrade" */
  reward: string;
  /** What was put on the subscription, or null while the reward waits for one. */
  applied: string[] | null;
  planName: string | null;
}) {
  const friends = `${m.referralCount} friend${m.referralCount === 1 ? '' : 's'}`;
  const paragraphs = [
    `${friends} you referred ${m.referralCount === 1 ? 'has' : 'have'} stayed with ${m.brand} for 30 days. Thank you for spreading the word!`,
    m.tierTitle ? `You are now a ${m.tierTitle}: ${m.reward}.` : `Your reward: ${m.reward}.`,
    m.applied && m.planName
      ? `It is on your ${m.planName} subscription now: ${m.applied.join(', ')}. Credit is taken off your next payments before your card is charged.`
      : 'It is waiting for you: it applies as soon as you subscribe to a toolkit.',
  ];
  return mail(
    `You earned a Share & Save reward: ${m.reward}`,
    paragraphs,
    { brand: m.brand, firstName: m.firstName, planName: m.planName ?? '', link: m.link },
    'See your rewards',
  );
}

// ---------------------------------------------------------------------------
// The account page (issue 16): verification, e-mail change and password change.
// ---------------------------------------------------------------------------

/** Subject line of the verification e-mail (tests tell it apart from the mail they are about). */
export const VERIFY_EMAIL_SUBJECT = (brand: string) => `Confirm your e-mail address for ${brand}`;

function accountMail(
  subject: string,
  { brand, firstName }: { brand: string; firstName: string },
  paragraphs: string[],
  action?: { label: string; link: string },
) {
  const text = [`Hi ${firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [action.link, ''] : []), `The ${brand} team`].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>\n` : ''}<p>The ${escapeHtml(brand)} team</p>`;
  return { subject, text, html };
}

/** Sent at sign-up and on "Resend the link": proves the address is the member's. */
export function verifyEmailEmail(m: { brand: string; firstName: string; link: string; hours: number }) {
  return accountMail(
    VERIFY_EMAIL_SUBJECT(m.brand),
    m,
    [
      `Please confirm that this is your e-mail address, so account notices and password reset links reach you.`,
      `Open this link within ${m.hours} hours. It works once:`,
    ],
    { label: 'Confirm my e-mail address', link: m.link },
  );
}

/** To the NEW address of an e-mail change: nothing changes until this link is used. */
export function confirmEmailChangeEmail(m: { brand: string; firstName: string; link: string; hours: number }) {
  return accountMail(
    `Confirm your new e-mail address for ${m.brand}`,
    m,
    [
      `You asked to use this address for your ${m.brand} account. Open this link within ${m.hours} hours to confirm it. It works once:`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
    { label: 'Confirm my new e-mail address', link: m.link },
  );
}

/** To the OLD address when a change is asked for: the owner hears of it before it happens. */
export function emailChangeRequestedEmail(m: { brand: string; firstName: string; newEmail: string; siteUrl: string }) {
  return accountMail(`Your ${m.brand} e-mail address is about to change`, m, [
    `Someone signed in to your ${m.brand} account asked to change its e-mail address to ${m.newEmail}. It changes only when the link we sent to that address is used.`,
    `If this was not you, change your password now at ${m.siteUrl.replace(/\/$/, '')}/account: that signs out every other session.`,
  ]);
}

/** To the OLD address once the change is confirmed. */
export function emailChangedEmail(m: { brand: string; firstName: string; newEmail: string }) {
  return accountMail(`Your ${m.brand} e-mail address was changed`, m, [
    `The e-mail address of your ${m.brand} account is now ${m.newEmail}. Sign in with that address from now on.`,
    'If you did not make this change, reply to this e-mail and we will help you get your account back.',
  ]);
}

/** After a password change on the account page. */
export function passwordChangedEmail(m: { brand: string; firstName: string; siteUrl: string }) {
  return accountMail(`Your ${m.brand} password was changed`, m, [
    `The password of your ${m.brand} account was just changed, and every other session was signed out.`,
    `If this was not you, reset your password now at ${m.siteUrl.replace(/\/$/, '')}/forgot-password and reply to this e-mail.`,
  ]);
}

/** The last e-mail to a deleted account's address: what was erased and what accounting keeps. */
export function accountDeletedEmail({ brand, firstName, byAdmin, siteUrl }: { brand: string; firstName: string; byAdmin: boolean; siteUrl: string }) {
  return accountMail(`Your ${brand} account was deleted`, { brand, firstName }, [
    byAdmin ? `Your ${brand} account was deleted by our staff.` : `Your ${brand} account was deleted, as you asked.`,
    'Your profile, resumes, cover letters, tracker, interview practice and recordings, uploaded files and every signed-in session are erased. Any subscription was cancelled at once: you will not be charged again.',
    'The facts of past payments (plan, amounts and dates) are kept for as long as tax law requires, up to ten years, with your name and e-mail address removed.',
    `You are welcome back at any time: you can sign up again with this address at ${siteUrl.replace(/\/$/, '')}/signup.`,
    'If you did not ask for this, reply to this e-mail.',
  ]);
}

/** A change to how an account signs in (two-factor sign-in, recovery codes, passkeys). */
export type SecurityChange =
  | { kind: 'totp-on' }
  | { kind: 'totp-off' }
  | { kind: 'totp-reset-by-staff' }
  | { kind: 'recovery-codes' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string };

/** Sent at once after a security change, so a change made by someone else does not go unnoticed. */
export function securityChangeEmail(m: { brand: string; firstName: string; siteUrl: string; change: SecurityChange }) {
  const { brand, change } = m;
  const [subject, what] = ((): [string, string] => {
    switch (change.kind) {
      case 'totp-on':
        return [
          `Two-factor sign-in is on for your ${brand} account`,
          'Signing in now asks for a code from your authenticator app. Keep your recovery codes somewhere safe.',
        ];
      case 'totp-off':
        return [`Two-factor sign-in was turned off for your ${brand} account`, 'Signing in now needs only your password (or a passkey).'];
      case 'totp-reset-by-staff':
        return [
          `Our staff turned off two-factor sign-in for your ${brand} account`,
          'Signing in now needs only your password (or a passkey). This is what we do when an authenticator app and its recovery codes are lost. Turn it on again from your account page.',
        ];
      case 'recovery-codes':
        return [`New recovery codes for your ${brand} account`, 'New recovery codes were made for your account; the old ones no longer work.'];
      case 'passkey-added':
        return [`A passkey was added to your ${brand} account`, `A passkey named "${change.name}" can now sign in to your account without a password.`];
      case 'passkey-removed':
        return [`A passkey was removed from your ${brand} account`, `The passkey named "${change.name}" can no longer sign in to your account.`];
    }
  })();
  const site = m.siteUrl.replace(/\/$/, '');
  return accountMail(subject, m, [
    what,
    `If this was not you, reset your password now at ${site}/forgot-password, check "Sign-in security" at ${site}/account#security, and reply to this e-mail.`,
  ]);
}
