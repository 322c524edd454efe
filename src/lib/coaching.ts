/**
 * Executive coaching's pure rules, shared by the server and the islands (no zod values here):
 * a coach's wall-clock time in their IANA zone to a UTC instant and back (Intl only, DST aware),
 * the notice rule, and how a session's time is written for people.
 */
import { COACHING_BOOKINGS_MAX, COACHING_NOTICE_HOURS, type CoachingBookingState } from './catalogue';
import { z } from 'zod';
import { answer, defineRoute, file } from './route';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session lasts between these, in steps of COACHING_DURATION_STEP minutes. */
export const COACHING_DURATION_MIN = 15;
export const COACHING_DURATION_MAX = 240;
export const COACHING_DURATION_STEP = 15;
export const COACHING_DURATION_DEFAULT = 60;
/** "Repeat weekly": at most this many sessions published at once. */
export const COACHING_REPEAT_WEEKS_MAX = 12;
export const COACHING_TOPIC_MAX = 500;
export const COACHING_COACH_NAME_MAX = 120;
export const COACHING_MEETING_MAX = 500;

// ---------------------------------------------------------------------------
// Time zones
// ---------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a zone this runtime's Intl knows ("Europe/Berlin", "UTC"); false for anything else. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zones to choose from: the runtime's list (Intl), with UTC, sorted. */
export function timeZoneChoices(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported, 'UTC'])].sort();
}

/** The zone this browser or server runs in ("UTC" when it cannot tell). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** What a clock in `timeZone` shows at `instant` (seconds dropped). */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of wallClock(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** Minutes the zone is ahead of UTC at `instant` (New York in winter: -300). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const w = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const floored = Math.floor(instant.getTime() / MINUTE) * MINUTE;
  return Math.round((asUtc - floored) / MINUTE);
}

const sameWall = (a: WallTime, b: WallTime) => a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** "2026-03-08" and "02:30" as numbers; null when either is not a real date or time. */
export function parseWallTime(date: string, time: string): WallTime | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const w = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) };
  const check = new Date(Date.UTC(w.year, w.month - 1, w.day));
  if (check.getUTCFullYear() !== w.year || check.getUTCMonth() !== w.month - 1 || check.getUTCDate() !== w.day) return null;
  if (w.hour > 23 || w.minute > 59) return null;
  return w;
}

export type ZonedResult =
  | { kind: 'exact'; instant: Date }
  /** The clocks went back: the time happened twice; the first one is taken. */
  | { kind: 'repeated'; instant: Date; later: Date }
  /** The clocks went forward: the time never happened on that day. */
  | { kind: 'skipped' };

/**
 * The UTC instant at which a clock in `timeZone` shows `wall`. Two candidates come from the zone's
 * offsets a day before and a day after (a zone changes its offset at most once in that span); each
 * is kept when the zone's clock really shows `wall` then. None: the time fell in a spring-forward
 * gap. Two: it fell in the repeated hour of a fall-back.
 */
export function zonedToUtc(wall: WallTime, timeZone: string): ZonedResult {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsets = new Set([offsetMinutesAt(new Date(local - DAY), timeZone), offsetMinutesAt(new Date(local + DAY), timeZone)]);
  const found = [...offsets]
    .map((offset) => new Date(local - offset * MINUTE))
    .filter((instant) => sameWall(wallTimeAt(instant, timeZone), wall))
    .sort((a, b) => a.getTime() - b.getTime());
  if (found.length === 0) return { kind: 'skipped' };
  if (found.length === 1) return { kind: 'exact', instant: found[0]! };
  return { kind: 'repeated', instant: found[0]!, later: found[1]! };
}

/** The calendar date `days` days after "2026-12-01" (calendar days, not 24-hour spans). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The date `weeks` weeks later: with the same wall-clock time, a weekly session keeps its local hour across a change of clocks. */
export const addWeeks = (date: string, weeks: number): string => addDays(date, 7 * weeks);

/** "Mon, Dec 7, 2026, 10:00 AM" as a clock in `timeZone` shows it. */
export function formatInZone(instant: Date | string, timeZone: string): string {
  return new Date(instant).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "10:00 AM" as a clock in `timeZone` shows it. */
export function formatTimeInZone(instant: Date | string, timeZone: string): string {
  return new Date(instant).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** "New York (EST)": the zone's city and its short name at that instant. */
export function zoneLabel(timeZone: string, at: Date | string = new Date()): string {
  const city = timeZone.split('/').pop()!.replace(/_/g, ' ');
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value;
  return short && short !== city ? `${city} (${short})` : city;
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

/** Booking, moving or cancelling is allowed until this moment before a session starts. */
export function changeDeadline(startsAt: Date | string): Date {
  return new Date(new Date(startsAt).getTime() - COACHING_NOTICE_HOURS * HOUR);
}

/** At least COACHING_NOTICE_HOURS before the start: a session can still be booked, moved or cancelled. */
export function hasNotice(startsAt: Date | string, now: Date): boolean {
  return now.getTime() <= changeDeadline(startsAt).getTime();
}

export const NOTICE_RULE = `Sessions can be booked, moved or cancelled up to ${COACHING_NOTICE_HOURS} hours before they start.`;
export const BOOK_TOO_LATE = `This session starts in less than ${COACHING_NOTICE_HOURS} hours. Sessions are booked at least ${COACHING_NOTICE_HOURS} hours ahead: pick a later time.`;
export const CHANGE_TOO_LATE = `Your session starts in less than ${COACHING_NOTICE_HOURS} hours, so it can no longer be moved or cancelled here. Write to support if something has come up.`;
export const SLOT_TAKEN = 'Someone has just booked this slot. Pick another time.';
export const BOOKINGS_FULL = `You already have ${COACHING_BOOKINGS_MAX} upcoming sessions, the most you can hold at once. Cancel one, or book again after one has taken place.`;

// ---------------------------------------------------------------------------
// What the functions answer (types only, so islands can import them)
// ---------------------------------------------------------------------------

export interface CoachingSlotView {
  id: string;
  coachName: string;
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
  /** The coach's zone. */
  timeZone: string;
  /** False within the notice period: shown, but it cannot be booked. */
  bookable: boolean;
}

export interface CoachingBookingView {
  id: string;
  status: CoachingBookingState;
  topic: string;
  /** Withdrawn by staff: the booking ended without the member. */
  withdrawn: boolean;
  /** Moving or cancelling is still allowed (booked, and the notice period has not begun). */
  changeable: boolean;
  slot: Omit<CoachingSlotView, 'bookable'> & { meetingUrl: string };
  createdAt: string;
  endedAt: string | null;
}

/** GET /api/coaching/slots */
export interface CoachingOverview {
  slots: CoachingSlotView[];
  upcoming: CoachingBookingView[];
  past: CoachingBookingView[];
  noticeHours: number;
  maxBookings: number;
}

/** The 404 of a slot id that is not published (or was withdrawn): the route's id schema says it too. */
export const SLOT_NOT_FOUND = 'That coaching slot was not found, or it was already withdrawn.';

/** GET /api/admin/coaching/slots: upcoming published slots, with who booked them. */
export interface AdminCoachingSlot {
  id: string;
  coachName: string;
  startsAt: string;
  durationMinutes: number;
  timeZone: string;
  meetingUrl: string;
  booking: { id: string; memberName: string; memberEmail: string; topic: string; bookedAt: string } | null;
}

/** A video link (http or https) or a phone number to call. */
function isMeetingPlace(value: string): boolean {
  if (/^\+?[\d\s().-]{6,}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** POST /api/admin/coaching/slots: one slot in the coach's own time, or the same time weekly. */
export const publishSlotSchema = z
  .object({
    coachName: z.string().trim().min(1, "Enter the coach's name.").max(COACHING_COACH_NAME_MAX, `A name can be at most ${COACHING_COACH_NAME_MAX} characters.`),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date like 2026-12-01.'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter the start time like 14:30.'),
    durationMinutes: z
      .number('Enter the length in minutes.')
      .int()
      .min(COACHING_DURATION_MIN, `A session lasts at least ${COACHING_DURATION_MIN} minutes.`)
      .max(COACHING_DURATION_MAX, `A session lasts at most ${COACHING_DURATION_MAX} minutes.`)
      .multipleOf(COACHING_DURATION_STEP, `Use steps of ${COACHING_DURATION_STEP} minutes.`),
    timeZone: z.string().refine(isTimeZone, "Choose the coach's time zone from the list."),
    meetingUrl: z
      .string()
      .trim()
      .min(1, 'Enter the meeting link (or a phone number).')
      .max(COACHING_MEETING_MAX, `The meeting link can be at most ${COACHING_MEETING_MAX} characters.`)
      .refine(isMeetingPlace, 'Enter the meeting link starting with https://, or a phone number.'),
    weeks: z
      .number()
      .int()
      .min(1, 'Publish at least one session.')
      .max(COACHING_REPEAT_WEEKS_MAX, `Repeat for at most ${COACHING_REPEAT_WEEKS_MAX} weeks.`)
      .optional()
      .default(1),
  })
  .strict()
  .refine((v) => parseWallTime(v.date, v.time) !== null, { message: 'Enter a real date and time.', path: ['date'] });
export type PublishSlot = z.infer<typeof publishSlotSchema>;

/** POST /api/coaching/bookings */
export const bookSlotSchema = z
  .object({
    slotId: z.uuid('Pick a session time.'),
    topic: z.string().trim().max(COACHING_TOPIC_MAX, `Keep the topic to ${COACHING_TOPIC_MAX} characters.`).optional().default(''),
  })
  .strict();
export type BookSlot = z.infer<typeof bookSlotSchema>;

/** PATCH /api/coaching/bookings/:id: move the booking to another open slot. */
export const rescheduleSchema = z.object({ slotId: z.uuid('Pick the new session time.') }).strict();
export type Reschedule = z.infer<typeof rescheduleSchema>;

export const BOOKING_NOT_FOUND = 'That coaching session is not in your account.';

// Anything not a uuid is a booking that does not exist.
const bookingId = z.object({ id: z.uuid(BOOKING_NOT_FOUND) });

/** Executive coaching (Elite). */
export const coachingRoutes = {
  /** The open session times and the member's own sessions. */
  overview: defineRoute({ method: 'GET', path: '/api/coaching/slots', access: { tool: 'coaching' }, answer: answer<CoachingOverview>() }),
  /** Books an open slot and e-mails the invite; 409 when someone was faster. */
  book: defineRoute({
    method: 'POST',
    path: '/api/coaching/bookings',
    access: { tool: 'coaching' },
    body: bookSlotSchema,
    answer: answer<CoachingBookingView>(),
    status: 201,
  }),
  reschedule: defineRoute({
    method: 'PATCH',
    path: '/api/coaching/bookings/:id',
    access: { tool: 'coaching' },
    params: bookingId,
    body: rescheduleSchema,
    answer: answer<CoachingBookingView>(),
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/api/coaching/bookings/:id',
    access: { tool: 'coaching' },
    params: bookingId,
    answer: answer<CoachingBookingView>(),
  }),
  /** The session as a calendar file: a link in the room, not a JSON answer. */
  ics: defineRoute({ method: 'GET', path: '/api/coaching/bookings/:id/ics', access: { tool: 'coaching' }, params: bookingId, answer: file() }),
};
