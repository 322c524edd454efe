import { escapeText, foldLine, utcStamp } from '~/server/tracker/ics';

/**
 * A coaching session as an iCalendar file (RFC 5545, with iTIP's methods of RFC 5546): one UID
 * per booking, kept when the booking moves, with SEQUENCE counting the moves, so a calendar
 * updates the one event instead of adding another. REQUEST invites (the e-mails), CANCEL removes
 * it, PUBLISH is the same event for a calendar to import (the download).
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface CoachingEvent {
  uid: string;
  sequence: number;
  method: CalendarMethod;
  start: Date;
  minutes: number;
  stamp: Date;
  coachName: string;
  brand: string;
  /** The video link or phone number. */
  meeting: string;
  topic: string;
  /** Who sends the invite (the site's support address) and who it is for. */
  organizer: string;
  attendee: { name: string; email: string };
}

const duration = (minutes: number) => `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
/** A parameter value in quotes, where quotes themselves cannot appear (RFC 5545 3.2). */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

export function coachingCalendar(event: CoachingEvent): string {
  const summary = `Coaching session with ${event.coachName} (${event.brand})`;
  const isLink = /^https?:\/\//i.test(event.meeting);
  const description = [isLink ? `Join: ${event.meeting}` : `Call: ${event.meeting}`, ...(event.topic ? [`Your topic: ${event.topic}`] : [])].join('\n');
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${event.brand}//Executive coaching//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DURATION:${duration(event.minutes)}`,
    `SUMMARY:${escapeText(cancelled ? `Cancelled: ${summary}` : summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(event.meeting)}`,
    ...(isLink ? [`URL:${event.meeting}`] : []),
    `ORGANIZER;CN=${param(event.brand)}:mailto:${event.organizer}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(cancelled ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(summary)}`, 'TRIGGER:-PT1H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
