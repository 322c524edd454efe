import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, interviewCalendar } from './ics';

const event = {
  uid: 'job-1@careerpivot.test',
  start: new Date('2026-12-01T14:30:00Z'),
  stamp: new Date('2026-11-25T09:00:05.123Z'),
  title: 'Customer Success Manager',
  company: 'Acme, Inc.',
  location: 'Denver; CO',
  link: null,
};

describe('the interview calendar file', () => {
  it('is one VEVENT in UTC with a one-hour default, CRLF everywhere', () => {
    const ics = interviewCalendar(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nUID:job-1@careerpivot.test\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261125T090005Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261201T143000Z\r\n');
    expect(ics).toContain('\r\nDURATION:PT1H\r\n');
    expect(ics).toContain('\r\nSUMMARY:Interview: Customer Success Manager at Acme\\, Inc.\r\n');
    expect(ics).toContain('\r\nLOCATION:Denver\\; CO\r\n');
    expect(interviewCalendar({ ...event, minutes: 90 })).toContain('\r\nDURATION:PT1H30M\r\n');
  });

  it('escapes backslashes, separators and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    // Unfolding (drop CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds a long job title in the file itself', () => {
    const ics = interviewCalendar({ ...event, title: 'Senior Principal Customer Success and Implementation Manager, Enterprise Accounts' });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Interview: Senior Principal Customer Success and Implementation Manager\\, Enterprise Accounts at Acme\\, Inc.',
    );
  });
});
