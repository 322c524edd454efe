import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  COACHING_DURATION_MAX,
  SLOT_NOT_FOUND,
  addWeeks,
  formatInZone,
  parseWallTime,
  zonedToUtc,
  type AdminCoachingSlot,
  type PublishSlot,
} from '~/lib/coaching';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { coachingBookings, coachingSlots, users } from '~/server/db/schema';
import { HttpError, badRequest, notFound } from '~/server/http/errors';
import { mailBooking, movesOf, type CoachingDeps } from './common';
import { withdrawnEmail } from './emails';

/** Sessions stay on staff's list until they have ended: look back as far as the longest lasts. */
const LIST_LOOKBACK_MS = COACHING_DURATION_MAX * 60_000;

type Actor = { id: string; email: string };

/** The slots' start instants: the coach's date and time, in their zone, once a week for `weeks` weeks. */
export function slotStarts(input: Pick<PublishSlot, 'date' | 'time' | 'timeZone' | 'weeks'>): Date[] {
  const starts: Date[] = [];
  for (let n = 0; n < input.weeks; n++) {
    const date = addWeeks(input.date, n);
    const found = zonedToUtc(parseWallTime(date, input.time)!, input.timeZone);
    if (found.kind === 'skipped') {
      throw badRequest(`time: ${input.time} does not exist in ${input.timeZone} on ${date}: the clocks go forward that night. Pick another time.`);
    }
    starts.push(found.instant);
  }
  return starts;
}

/** Publishes one slot, or the same local time weekly; refuses times past and a coach booked twice. */
export async function publishSlots(db: Db, actor: Actor, input: PublishSlot, now: Date): Promise<AdminCoachingSlot[]> {
  const starts = slotStarts(input);
  if (starts[0]! <= now) throw badRequest('date: Pick a date and time in the future.');
  const minutes = input.durationMinutes;
  return db.transaction(async (tx) => {
    for (const start of starts) {
      const end = new Date(start.getTime() + minutes * 60_000);
      const [clash] = await tx
        .select({ startsAt: coachingSlots.startsAt })
        .from(coachingSlots)
        .where(
          and(
            isNull(coachingSlots.withdrawnAt),
            sql`lower(${coachingSlots.coachName}) = lower(${input.coachName})`,
            sql`${coachingSlots.startsAt} < ${end.toISOString()}::timestamptz`,
            sql`${coachingSlots.startsAt} + make_interval(mins => ${coachingSlots.durationMinutes}) > ${start.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      if (clash) {
        throw new HttpError(
          409,
          `${input.coachName} already has a session at ${formatInZone(clash.startsAt, input.timeZone)} (${input.timeZone}). Pick another time.`,
        );
      }
    }
    const rows = await tx
      .insert(coachingSlots)
      .values(
        starts.map((startsAt) => ({
          coachName: input.coachName,
          startsAt,
          durationMinutes: minutes,
          timeZone: input.timeZone,
          meetingUrl: input.meetingUrl,
          createdBy: actor.id,
          createdAt: now,
        })),
      )
      .returning();
    await recordEvent(tx, {
      category: 'admin',
      action: 'coaching.publish',
      message:
        rows.length === 1
          ? `Coaching slot with ${input.coachName} published for ${formatInZone(starts[0]!, input.timeZone)} (${input.timeZone})`
          : `${rows.length} weekly coaching slots with ${input.coachName} published from ${formatInZone(starts[0]!, input.timeZone)} (${input.timeZone})`,
      actor,
      detail: { slotIds: rows.map((r) => r.id), coachName: input.coachName, timeZone: input.timeZone, durationMinutes: minutes },
      at: now,
    });
    return rows.map((r) => ({
      id: r.id,
      coachName: r.coachName,
      startsAt: r.startsAt.toISOString(),
      durationMinutes: r.durationMinutes,
      timeZone: r.timeZone,
      meetingUrl: r.meetingUrl,
      booking: null,
    }));
  });
}

/** Staff's list: published slots that have not ended, with the member who holds each. */
export async function adminSlots(db: Db, now: Date): Promise<AdminCoachingSlot[]> {
  const rows = await db
    .select({
      s: coachingSlots,
      bookingId: coachingBookings.id,
      topic: coachingBookings.topic,
      bookedAt: coachingBookings.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(coachingSlots)
    .leftJoin(coachingBookings, and(eq(coachingBookings.slotId, coachingSlots.id), eq(coachingBookings.status, 'booked')))
    .leftJoin(users, eq(users.id, coachingBookings.userId))
    .where(and(isNull(coachingSlots.withdrawnAt), gt(coachingSlots.startsAt, new Date(now.getTime() - LIST_LOOKBACK_MS))))
    .orderBy(asc(coachingSlots.startsAt), asc(coachingSlots.id))
    .limit(500);
  return rows
    .filter(({ s }) => s.startsAt.getTime() + s.durationMinutes * 60_000 > now.getTime())
    .map(({ s, bookingId, topic, bookedAt, firstName, lastName, email }) => ({
      id: s.id,
      coachName: s.coachName,
      startsAt: s.startsAt.toISOString(),
      durationMinutes: s.durationMinutes,
      timeZone: s.timeZone,
      meetingUrl: s.meetingUrl,
      booking:
        bookingId && email
          ? {
              id: bookingId,
              memberName: `${firstName ?? ''} ${lastName ?? ''}`.trim(),
              memberEmail: email,
              topic: topic ?? '',
              bookedAt: bookedAt!.toISOString(),
            }
          : null,
    }));
}

/**
 * Withdraws a slot that has not started: it can no longer be booked, its live booking (if any)
 * ends, and that member is e-mailed with a calendar cancellation. One transaction for the change
 * and its audit entry; the e-mail follows.
 */
export async function withdrawSlot(deps: CoachingDeps, actor: Actor, id: string, now: Date): Promise<{ withdrawn: string; memberNotified: boolean }> {
  const { slot, ended } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(coachingSlots).where(eq(coachingSlots.id, id)).for('update');
    if (!current || current.withdrawnAt) throw notFound(SLOT_NOT_FOUND);
    if (current.startsAt <= now) throw new HttpError(409, 'This session has already started, so it cannot be withdrawn.');
    const [slot] = await tx.update(coachingSlots).set({ withdrawnAt: now }).where(eq(coachingSlots.id, id)).returning();
    const [ended] = await tx
      .update(coachingBookings)
      .set({ status: 'cancelled', endedAt: now })
      .where(and(eq(coachingBookings.slotId, id), eq(coachingBookings.status, 'booked')))
      .returning();
    await recordEvent(tx, {
      category: 'admin',
      action: 'coaching.withdraw',
      message: `Coaching slot with ${current.coachName} on ${formatInZone(current.startsAt, current.timeZone)} (${current.timeZone}) withdrawn${ended ? ', its booking cancelled' : ''}`,
      actor,
      detail: { slotId: id, bookingId: ended?.id ?? null, memberId: ended?.userId ?? null },
      at: now,
    });
    return { slot: slot!, ended: ended ?? null };
  });
  let memberNotified = false;
  if (ended) {
    const sequence = (await movesOf(deps.db, ended)) + 1;
    memberNotified = await mailBooking(deps, ended, slot, withdrawnEmail, { method: 'CANCEL', sequence, stamp: now });
  }
  return { withdrawn: id, memberNotified };
}
