import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { COACHING_REMINDER_HOURS } from '~/lib/catalogue';
import { coachingBookings, coachingSlots } from '~/server/db/schema';
import { mailBooking, type CoachingDeps } from './common';
import { reminderEmail } from './emails';

const HOUR = 3_600_000;

/**
 * The hourly coaching reminders: each booked session that starts within COACHING_REMINDER_HOURS
 * gets one e-mail. A booking is claimed by the UPDATE that sets reminded_at (only where it is
 * still unset), so two runs at once cannot both send it; a send that fails releases the claim
 * and the next run tries again. Moving a booking clears reminded_at, so the new time is reminded.
 */
export async function sendCoachingReminders(deps: CoachingDeps, now: Date): Promise<number> {
  const { db } = deps;
  const soon = db
    .select({ id: coachingSlots.id })
    .from(coachingSlots)
    .where(
      and(
        isNull(coachingSlots.withdrawnAt),
        gt(coachingSlots.startsAt, now),
        lte(coachingSlots.startsAt, new Date(now.getTime() + COACHING_REMINDER_HOURS * HOUR)),
      ),
    );
  const claimed = await db
    .update(coachingBookings)
    .set({ remindedAt: now })
    .where(and(eq(coachingBookings.status, 'booked'), isNull(coachingBookings.remindedAt), inArray(coachingBookings.slotId, soon)))
    .returning();
  let sent = 0;
  for (const booking of claimed) {
    const [slot] = await db.select().from(coachingSlots).where(eq(coachingSlots.id, booking.slotId)).limit(1);
    const ok = slot ? await mailBooking(deps, booking, slot, reminderEmail, null) : false;
    if (ok) {
      sent++;
      continue;
    }
    // Not sent, so not reminded: release this run's claim (unless the booking moved meanwhile).
    await db
      .update(coachingBookings)
      .set({ remindedAt: null })
      .where(and(eq(coachingBookings.id, booking.id), eq(coachingBookings.remindedAt, now), eq(coachingBookings.slotId, booking.slotId)));
  }
  return sent;
}
