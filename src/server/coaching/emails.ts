import { COACHING_NOTICE_HOURS } from '~/lib/catalogue';
import { formatDuration, zoneLabel } from '~/lib/coaching';
import { escapeHtml } from '~/server/mail/templates';

/** What every coaching e-mail says about the session. */
export interface SessionFacts {
  brand: string;
  siteUrl: string;
  firstName: string;
  coachName: string;
  start: Date;
  minutes: number;
  /** The coach's zone: the e-mail gives the time there and in UTC (the invite shows the reader's own). */
  timeZone: string;
  meeting: string;
  topic: string;
}

/** "Monday, December 7, 2026 at 10:00 AM New York time (EST), 15:00 UTC" */
export function sessionWhen(start: Date, timeZone: string): string {
  const local = start.toLocaleString('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' });
  const city = zoneLabel(timeZone, start).replace(/ \((.+)\)$/, ' time ($1)');
  const utc = start.toISOString().slice(11, 16);
  return timeZone === 'UTC' ? `${local} UTC` : `${local} ${city}, ${utc} UTC`;
}

const roomOf = (siteUrl: string) => `${siteUrl.replace(/\/$/, '')}/dashboard/coaching`;

function compose(subject: string, intro: string[], facts: SessionFacts, { details = true, outro = [] as string[] } = {}) {
  const room = roomOf(facts.siteUrl);
  const rows: [string, string][] = details
    ? [
        ['When', `${sessionWhen(facts.start, facts.timeZone)} (${formatDuration(facts.minutes)})`],
        ['Coach', facts.coachName],
        [/^https?:\/\//i.test(facts.meeting) ? 'Join' : 'Call', facts.meeting],
        ...(facts.topic ? ([['Your topic', facts.topic]] as [string, string][]) : []),
      ]
    : [
        ['When', sessionWhen(facts.start, facts.timeZone)],
        ['Coach', facts.coachName],
      ];
  const text = [
    `Hi ${facts.firstName},`,
    '',
    ...intro.flatMap((p) => [p, '']),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...outro.flatMap((p) => [p, '']),
    `Your coaching sessions: ${room}`,
    '',
    `The ${facts.brand} team`,
  ].join('\n');
  const cell = (v: string) => (/^https?:\/\//i.test(v) ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v));
  const html = `<p>Hi ${escapeHtml(facts.firstName)},</p>
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<ul>${rows.map(([k, v]) => `<li><strong>${escapeHtml(k)}:</strong> ${cell(v)}</li>`).join('')}</ul>
${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(room)}">Your coaching sessions</a></p>
<p>The ${escapeHtml(facts.brand)} team</p>`;
  return { subject, text, html };
}

const RULE = `You can move or cancel it from your coaching page up to ${COACHING_NOTICE_HOURS} hours before it starts.`;
const INVITE = 'The attached invite (invite.ics) adds it to your calendar in your own time zone.';

export function bookedEmail(facts: SessionFacts) {
  return compose(`Booked: coaching with ${facts.coachName}`, ['Your executive coaching session is booked.'], facts, { outro: [INVITE, RULE] });
}

export function movedEmail(facts: SessionFacts) {
  return compose(`Moved: coaching with ${facts.coachName}`, ['Your executive coaching session has moved to a new time.'], facts, {
    outro: ['The attached invite (invite.ics) updates the event in your calendar.', RULE],
  });
}

export function cancelledEmail(facts: SessionFacts) {
  return compose(`Cancelled: coaching with ${facts.coachName}`, ['You cancelled this executive coaching session.'], facts, {
    details: false,
    outro: ['The attached file (invite.ics) removes it from your calendar. Book another time whenever you like.'],
  });
}

export function withdrawnEmail(facts: SessionFacts) {
  return compose(
    `Cancelled: coaching with ${facts.coachName}`,
    [`We are sorry: ${facts.coachName} can no longer hold this session, so it is cancelled.`],
    facts,
    { details: false, outro: ['The attached file (invite.ics) removes it from your calendar. Please pick another time on your coaching page.'] },
  );
}

export function reminderEmail(facts: SessionFacts) {
  return compose(`Reminder: coaching with ${facts.coachName}`, ['Your executive coaching session is coming up.'], facts);
}
