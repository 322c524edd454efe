import { and, gt, isNull } from 'drizzle-orm';
import demo from '@content/coaching/demo-slots.json';
import { addDays, parseWallTime, zonedToUtc } from '~/lib/coaching';
import type { Db } from '~/server/db/client';
import { coachingSlots } from '~/server/db/schema';

/**
 * Open coaching slots for `npm start`, so the Elite member's coaching page has times to book:
 * each demo coach's local time on a few days from `now` on (content/coaching/demo-slots.json),
 * always in the future and past the 24-hour notice. Run by the local stack, not by `seed`, and
 * only when no slot is still to come: running it twice adds them once, and a stack started
 * weeks later gets new ones.
 */
export async function seedDemoCoachingSlots(db: Db, now: Date): Promise<number> {
  const [upcoming] = await db
    .select({ id: coachingSlots.id })
    .from(coachingSlots)
    .where(and(isNull(coachingSlots.withdrawnAt), gt(coachingSlots.startsAt, now)))
    .limit(1);
  if (upcoming) return 0;
  const today = now.toISOString().slice(0, 10);
  const rows = demo.coaches.flatMap(({ time, ...coach }) =>
    demo.days.flatMap((days) => {
      const found = zonedToUtc(parseWallTime(addDays(today, days), time)!, coach.timeZone);
      return found.kind === 'skipped' ? [] : [{ ...coach, startsAt: found.instant, createdAt: now }];
    }),
  );
  if (rows.length > 0) await db.insert(coachingSlots).values(rows);
  return rows.length;
}
