import { describe, expect, it } from 'vitest';
import { COACHING_NOTICE_HOURS } from './catalogue';
import { addWeeks, changeDeadline, hasNotice, isTimeZone, offsetMinutesAt, parseWallTime, wallTimeAt, zoneLabel, zonedToUtc, type WallTime } from './coaching';

const wall = (date: string, time: string): WallTime => parseWallTime(date, time)!;
const utc = (date: string, time: string, zone: string) => {
  const r = zonedToUtc(wall(date, time), zone);
  if (r.kind === 'skipped') throw new Error('skipped');
  return r.instant.toISOString();
};

describe("a coach's local time as UTC", () => {
  it('uses the offset in force on that day, winter and summer', () => {
    expect(utc('2026-12-07', '10:00', 'America/New_York')).toBe('2026-12-07T15:00:00.000Z');
    expect(utc('2026-07-07', '10:00', 'America/New_York')).toBe('2026-07-07T14:00:00.000Z');
    expect(utc('2026-12-07', '10:00', 'Europe/Berlin')).toBe('2026-12-07T09:00:00.000Z');
    expect(utc('2026-12-07', '10:00', 'Asia/Kolkata')).toBe('2026-12-07T04:30:00.000Z');
    expect(utc('2026-12-07', '10:00', 'Australia/Sydney')).toBe('2026-12-06T23:00:00.000Z');
    expect(utc('2026-12-07', '10:00', 'UTC')).toBe('2026-12-07T10:00:00.000Z');
  });

  it('changes offset across a DST boundary: the same 10:00 is an hour apart in UTC the day before and after', () => {
    // New York springs forward on Sunday 8 March 2026 at 02:00.
    expect(utc('2026-03-07', '10:00', 'America/New_York')).toBe('2026-03-07T15:00:00.000Z');
    expect(utc('2026-03-08', '10:00', 'America/New_York')).toBe('2026-03-08T14:00:00.000Z');
    expect(utc('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(utc('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    // Sydney falls back on Sunday 5 April 2026 at 03:00 (southern hemisphere).
    expect(utc('2026-04-04', '09:00', 'Australia/Sydney')).toBe('2026-04-03T22:00:00.000Z');
    expect(utc('2026-04-05', '09:00', 'Australia/Sydney')).toBe('2026-04-04T23:00:00.000Z');
  });

  it('says when a time never happened (spring forward) and takes the first of a repeated time (fall back)', () => {
    expect(zonedToUtc(wall('2026-03-08', '02:30'), 'America/New_York')).toEqual({ kind: 'skipped' });
    // London's clocks go from 01:00 to 02:00 on 29 March 2026.
    expect(zonedToUtc(wall('2026-03-29', '01:30'), 'Europe/London')).toEqual({ kind: 'skipped' });
    // New York falls back on 1 November 2026: 01:30 happens in EDT, then again in EST.
    const repeated = zonedToUtc(wall('2026-11-01', '01:30'), 'America/New_York');
    expect(repeated).toEqual({ kind: 'repeated', instant: new Date('2026-11-01T05:30:00Z'), later: new Date('2026-11-01T06:30:00Z') });
  });

  it('round-trips: the UTC instant shows the same wall time in the zone', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Paris', 'Asia/Tokyo', 'America/St_Johns', 'Pacific/Chatham']) {
      for (const date of ['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15']) {
        const r = zonedToUtc(wall(date, '09:45'), zone);
        expect(r.kind, `${zone} ${date}`).toBe('exact');
        if (r.kind === 'exact') expect(wallTimeAt(r.instant, zone)).toEqual(wall(date, '09:45'));
      }
    }
    expect(offsetMinutesAt(new Date('2026-07-01T00:00:00Z'), 'America/St_Johns')).toBe(-150);
  });

  it('repeats weekly on the calendar, keeping the local time across the change of clocks', () => {
    expect(addWeeks('2026-02-26', 1)).toBe('2026-03-05');
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
    const weeks = [0, 1, 2].map((n) => utc(addWeeks('2026-02-26', n), '10:00', 'America/New_York'));
    expect(weeks).toEqual(['2026-02-26T15:00:00.000Z', '2026-03-05T15:00:00.000Z', '2026-03-12T14:00:00.000Z']);
  });

  it('rejects dates and times that do not exist on any calendar, and unknown zones', () => {
    expect(parseWallTime('2026-02-30', '10:00')).toBeNull();
    expect(parseWallTime('2026-12-01', '24:00')).toBeNull();
    expect(parseWallTime('1.12.2026', '10:00')).toBeNull();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('names a zone by its city and short name', () => {
    expect(zoneLabel('America/New_York', '2026-12-01T12:00:00Z')).toBe('New York (EST)');
    expect(zoneLabel('America/New_York', '2026-07-01T12:00:00Z')).toBe('New York (EDT)');
  });
});

describe('the notice rule', () => {
  const start = new Date('2026-12-10T15:00:00Z');
  it(`allows a change until ${COACHING_NOTICE_HOURS} hours before the start, not after`, () => {
    expect(changeDeadline(start).toISOString()).toBe('2026-12-09T15:00:00.000Z');
    expect(hasNotice(start, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(hasNotice(start, new Date('2026-12-09T15:00:00Z'))).toBe(true);
    expect(hasNotice(start, new Date('2026-12-09T15:00:01Z'))).toBe(false);
    expect(hasNotice(start, new Date('2026-12-10T16:00:00Z'))).toBe(false);
  });
});
