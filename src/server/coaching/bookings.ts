import { and, asc, desc, eq, gt, isNull, lt, ne, notInArray } from 'drizzle-orm';
import { COACHING_BOOKINGS_MAX, COACHING_NOTICE_HOURS } from '~/lib/catalogue';
import {
  BOOKING_NOT_FOUND,
  BOOKINGS_FULL,
  BOOK_TOO_LATE,
  CHANGE_TOO_LATE,
  SLOT_TAKEN,
  hasNotice,
  type CoachingBookingView,
  type CoachingOverview,
  type CoachingSlotView,
  type BookSlot,
} from '~/lib/coaching';
import type { Db } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { coachingBookings, coachingSlots, users, type CoachingBooking, type CoachingSlot } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { bookingView, calendarFor, mailBooking, memberOf, movesOf, type CoachingDeps, type Tx } from './common';
import { bookedEmail, cancelledEmail, movedEmail } from './emails';

const DAY = 86_400_000;
/** Open slots are listed this far ahead. */
const OPEN_SLOTS_DAYS = 90;
const PAST_SHOWN = 20;

const SLOT_NOT_FOUND = 'That session time is no longer offered. Pick another time.';
const NOT_LIVE = 'This session is no longer booked.';

const conflict = (message: string) => new HttpError(409, message);

/** The open, future slots (without anyone's live booking) and the member's own sessions. */
export async function coachingOverview(db: Db, userId: string, now: Date): Promise<CoachingOverview> {
  const live = db.select({ slotId: coachingBookings.slotId }).from(coachingBookings).where(eq(coachingBookings.status, 'booked'));
  const open = await db
    .select()
    .from(coachingSlots)
    .where(
      and(
        isNull(coachingSlots.withdrawnAt),
        gt(coachingSlots.startsAt, now),
        lt(coachingSlots.startsAt, new Date(now.getTime() + OPEN_SLOTS_DAYS * DAY)),
        notInArray(coachingSlots.id, live),
      ),
    )
    .orderBy(asc(coachingSlots.startsAt), asc(coachingSlots.id))
    .limit(200);
  const slots: CoachingSlotView[] = open.map((s) => ({
    id: s.id,
    coachName: s.coachName,
    startsAt: s.startsAt.toISOString(),
    durationMinutes: s.durationMinutes,
    timeZone: s.timeZone,
    bookable: hasNotice(s.startsAt, now),
  }));

  const mine = await db
    .select({ b: coachingBookings, s: coachingSlots })
    .from(coachingBookings)
    .innerJoin(coachingSlots, eq(coachingSlots.id, coachingBookings.slotId))
    .where(and(eq(coachingBookings.userId, userId), ne(coachingBookings.status, 'rescheduled')))
    .orderBy(desc(coachingSlots.startsAt));
  const ended = (s: CoachingSlot) => s.startsAt.getTime() + s.durationMinutes * 60_000 <= now.getTime();
  const upcoming: CoachingBookingView[] = [];
  const past: CoachingBookingView[] = [];
  for (const { b, s } of mine) {
    if (b.status === 'booked' && !ended(s)) upcoming.unshift(bookingView(b, s, now));
    else if (past.length < PAST_SHOWN) past.push(bookingView(b, s, now));
  }
  return { slots, upcoming, past, noticeHours: COACHING_NOTICE_HOURS, maxBookings: COACHING_BOOKINGS_MAX };
}

/** One member's bookings change one at a time (the limit on upcoming sessions is counted, then kept). */
async function lockMember(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A slot that can still be booked: published, not withdrawn, not yet held by anyone. */
async function openSlot(tx: Tx, slotId: string, userId: string, now: Date): Promise<CoachingSlot> {
  // Shared lock: bookers of one slot proceed together (the unique index picks one), while a
  // withdrawal (which locks the slot for update) waits for them, or they for it.
  const [slot] = await tx.select().from(coachingSlots).where(eq(coachingSlots.id, slotId)).limit(1).for('share');
  if (!slot || slot.withdrawnAt || slot.startsAt <= now) throw notFound(SLOT_NOT_FOUND);
  if (!hasNotice(slot.startsAt, now)) throw conflict(BOOK_TOO_LATE);
  const [held] = await tx
    .select({ userId: coachingBookings.userId })
    .from(coachingBookings)
    .where(and(eq(coachingBookings.slotId, slotId), eq(coachingBookings.status, 'booked')))
    .limit(1);
  if (held) throw conflict(held.userId === userId ? 'You have already booked this session.' : SLOT_TAKEN);
  return slot;
}

/**
 * Two members may pass the checks for the same slot at once; the database's partial unique
 * index (one 'booked' row per slot) lets exactly one insert through, and the other is told.
 */
async function slotRace<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
    throw error;
  }
}

async function upcomingCount(tx: Tx, userId: string, now: Date): Promise<number> {
  const rows = await tx
    .select({ id: coachingBookings.id })
    .from(coachingBookings)
    .innerJoin(coachingSlots, eq(coachingSlots.id, coachingBookings.slotId))
    .where(and(eq(coachingBookings.userId, userId), eq(coachingBookings.status, 'booked'), gt(coachingSlots.startsAt, now)));
  return rows.length;
}

export async function bookSlot(deps: CoachingDeps, userId: string, input: BookSlot, now: Date): Promise<CoachingBookingView> {
  const { booking, slot } = await slotRace(
    deps.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const slot = await openSlot(tx, input.slotId, userId, now);
      if ((await upcomingCount(tx, userId, now)) >= COACHING_BOOKINGS_MAX) throw conflict(BOOKINGS_FULL);
      const [booking] = await tx.insert(coachingBookings).values({ slotId: slot.id, userId, topic: input.topic, createdAt: now }).returning();
      return { booking: booking!, slot };
    }),
  );
  await mailBooking(deps, booking, slot, bookedEmail, { method: 'REQUEST', sequence: 0, stamp: now });
  return bookingView(booking, slot, now);
}

async function liveBooking(tx: Tx, userId: string, id: string): Promise<{ b: CoachingBooking; s: CoachingSlot }> {
  const [row] = await tx
    .select({ b: coachingBookings, s: coachingSlots })
    .from(coachingBookings)
    .innerJoin(coachingSlots, eq(coachingSlots.id, coachingBookings.slotId))
    .where(and(eq(coachingBookings.id, id), eq(coachingBookings.userId, userId), ne(coachingBookings.status, 'rescheduled')))
    .limit(1);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  if (row.b.status !== 'booked') throw conflict(NOT_LIVE);
  return row;
}

/**
 * Moves a booking to another open slot, in one transaction: the booking's row moves to the new
 * slot (keeping its id, so the calendar updates the same event) and a 'rescheduled' copy is left
 * at the old slot, which is free again. If the new slot is taken meanwhile, nothing changes.
 */
export async function rescheduleBooking(deps: CoachingDeps, userId: string, id: string, slotId: string, now: Date): Promise<CoachingBookingView> {
  const { booking, slot } = await slotRace(
    deps.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const { b, s } = await liveBooking(tx, userId, id);
      if (!hasNotice(s.startsAt, now)) throw conflict(CHANGE_TOO_LATE);
      if (slotId === s.id) throw conflict('That is already the time of your session.');
      const target = await openSlot(tx, slotId, userId, now);
      await tx.insert(coachingBookings).values({
        slotId: s.id,
        userId,
        status: 'rescheduled',
        topic: b.topic,
        remindedAt: b.remindedAt,
        endedAt: now,
        createdAt: b.createdAt,
      });
      const [moved] = await tx
        .update(coachingBookings)
        .set({ slotId: target.id, remindedAt: null })
        .where(and(eq(coachingBookings.id, b.id), eq(coachingBookings.status, 'booked')))
        .returning();
      if (!moved) throw conflict(NOT_LIVE);
      return { booking: moved, slot: target };
    }),
  );
  const sequence = await movesOf(deps.db, booking);
  await mailBooking(deps, booking, slot, movedEmail, { method: 'REQUEST', sequence, stamp: now });
  return bookingView(booking, slot, now);
}

export async function cancelBooking(deps: CoachingDeps, userId: string, id: string, now: Date): Promise<CoachingBookingView> {
  const { b, s } = await liveBooking(deps.db, userId, id);
  if (!hasNotice(s.startsAt, now)) throw conflict(CHANGE_TOO_LATE);
  const [cancelled] = await deps.db
    .update(coachingBookings)
    .set({ status: 'cancelled', endedAt: now })
    .where(and(eq(coachingBookings.id, b.id), eq(coachingBookings.status, 'booked')))
    .returning();
  if (!cancelled) throw conflict(NOT_LIVE);
  const sequence = (await movesOf(deps.db, cancelled)) + 1;
  await mailBooking(deps, cancelled, s, cancelledEmail, { method: 'CANCEL', sequence, stamp: now });
  return bookingView(cancelled, s, now);
}

/** The member's booked session as a calendar file to import (PUBLISH: the same UID and SEQUENCE as the invites). */
export async function bookingCalendarFile(deps: Pick<CoachingDeps, 'db' | 'siteUrl' | 'brand'>, userId: string, id: string, now: Date) {
  const { b, s } = await liveBooking(deps.db, userId, id);
  const member = await memberOf(deps.db, userId);
  if (!member) throw notFound(BOOKING_NOT_FOUND);
  const text = calendarFor(deps, b, s, member, { method: 'PUBLISH', sequence: await movesOf(deps.db, b), stamp: now });
  const day = s.startsAt.toISOString().slice(0, 10);
  return { text, fileName: `coaching-${day}.ics` };
}
