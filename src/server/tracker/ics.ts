/**
 * An interview as an iCalendar file (RFC 5545) that any calendar imports: one VEVENT in UTC,
 * text escaped, CRLF line endings, long lines folded at 75 octets.
 */

export const INTERVIEW_MINUTES = 60;

export interface InterviewEvent {
  /** Stable per job, so importing it again updates the same event. */
  uid: string;
  start: Date;
  stamp: Date;
  title: string;
  company: string;
  location: string | null;
  link: string | null;
  minutes?: number;
}

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261201T143000Z */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** Splits a content line into 75-octet lines, each continuation starting with a space, never inside a character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

export function interviewCalendar(event: InterviewEvent): string {
  const minutes = event.minutes ?? INTERVIEW_MINUTES;
  const summary = `Interview: ${event.title} at ${event.company}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CareerPivot//Job tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DURATION:PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.link ? [`URL:${event.link}`, `DESCRIPTION:${escapeText(`The job posting: ${event.link}`)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(summary)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
