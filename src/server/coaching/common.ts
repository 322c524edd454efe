import { and, count, eq, sql } from 'drizzle-orm';
import { site } from '~/config/site';
import { hasNotice, type CoachingBookingView } from '~/lib/coaching';
import type { Db } from '~/server/db/client';
import { coachingBookings, users, type CoachingBooking, type CoachingSlot } from '~/server/db/schema';
import type { Mailer } from '~/server/mail/mailer';
import { coachingCalendar, type CalendarMethod } from './ics';
import type { SessionFacts } from './emails';

/** What the coaching domain needs from the runtime. */
export interface CoachingDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

/** The database or a transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export function bookingView(b: CoachingBooking, s: CoachingSlot, now: Date): CoachingBookingView {
  return {
    id: b.id,
    status: b.status,
    topic: b.topic,
    withdrawn: s.withdrawnAt !== null,
    changeable: b.status === 'booked' && hasNotice(s.startsAt, now),
    slot: {
      id: s.id,
      coachName: s.coachName,
      startsAt: s.startsAt.toISOString(),
      durationMinutes: s.durationMinutes,
      timeZone: s.timeZone,
      meetingUrl: s.meetingUrl,
    },
    createdAt: b.createdAt.toISOString(),
    endedAt: b.endedAt?.toISOString() ?? null,
  };
}

/**
 * How many times a booking has moved: a move keeps the booking's row (and so its id, the
 * calendar UID) and leaves behind a 'rescheduled' copy of it at the old slot, with the same
 * member and the same createdAt. The calendar's SEQUENCE is that count.
 */
export async function movesOf(db: Tx, b: Pick<CoachingBooking, 'userId' | 'createdAt'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coachingBookings)
    .where(
      and(
        eq(coachingBookings.userId, b.userId),
        // Compared at the millisecond a JavaScript Date keeps.
        sql`date_trunc('milliseconds', ${coachingBookings.createdAt}) = ${b.createdAt.toISOString()}::timestamptz`,
        eq(coachingBookings.status, 'rescheduled'),
      ),
    );
  return row?.n ?? 0;
}

export async function memberOf(db: Tx, userId: string) {
  const [m] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  return m ?? null;
}

type Member = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

export function calendarUid(bookingId: string, siteUrl: string): string {
  let host = 'careerpivot';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    /* a bare name is still a unique enough right-hand side */
  }
  return `coaching-${bookingId}@${host}`;
}

export function calendarFor(
  deps: Pick<CoachingDeps, 'siteUrl' | 'brand'>,
  b: CoachingBooking,
  s: CoachingSlot,
  member: Member,
  { method, sequence, stamp }: { method: CalendarMethod; sequence: number; stamp: Date },
): string {
  return coachingCalendar({
    uid: calendarUid(b.id, deps.siteUrl),
    sequence,
    method,
    start: s.startsAt,
    minutes: s.durationMinutes,
    stamp,
    coachName: s.coachName,
    brand: deps.brand,
    meeting: s.meetingUrl,
    topic: b.topic,
    organizer: site.supportEmail,
    attendee: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
  });
}

export function factsOf(deps: Pick<CoachingDeps, 'siteUrl' | 'brand'>, b: CoachingBooking, s: CoachingSlot, member: Member): SessionFacts {
  return {
    brand: deps.brand,
    siteUrl: deps.siteUrl,
    firstName: member.firstName,
    coachName: s.coachName,
    start: s.startsAt,
    minutes: s.durationMinutes,
    timeZone: s.timeZone,
    meeting: s.meetingUrl,
    topic: b.topic,
  };
}

/**
 * E-mails the member about their booking with the calendar file attached. The booking has
 * already changed: a failed send is logged, not undone (the room shows the booking and offers
 * the same file).
 */
export async function mailBooking(
  deps: CoachingDeps,
  b: CoachingBooking,
  s: CoachingSlot,
  compose: (facts: SessionFacts) => { subject: string; text: string; html: string },
  /** The invite to attach; null sends none (the reminder). */
  calendar: { method: CalendarMethod; sequence: number; stamp: Date } | null,
): Promise<boolean> {
  const member = await memberOf(deps.db, b.userId);
  if (!member) return false;
  try {
    await deps.mailer.send({
      to: member.email,
      ...compose(factsOf(deps, b, s, member)),
      ...(calendar && {
        attachments: [
          {
            filename: 'invite.ics',
            content: calendarFor(deps, b, s, member, calendar),
            contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
          },
        ],
      }),
    });
    return true;
  } catch (error) {
    console.error('[coaching] could not e-mail booking', b.id, error);
    return false;
  }
}
