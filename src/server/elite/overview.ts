/**
 * The Elite dashboard's figures: what is waiting in each Elite service for this member, so the
 * page says where to go next instead of listing links.
 */
import { and, asc, count, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { EliteOverview } from '~/lib/elite';
import type { Db } from '~/server/db/client';
import { coachingBookings, coachingSlots, introductionRequests, savedSearches, supportRequests } from '~/server/db/schema';
import { supportTarget } from '~/server/support/requests';

export async function eliteOverview(db: Db, userId: string, now: Date): Promise<EliteOverview> {
  const [[searches], [alerts], [introductions], [support], [next], target] = await Promise.all([
    db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
    db
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.alertsOn, true))),
    db
      .select({ n: count() })
      .from(introductionRequests)
      .where(and(eq(introductionRequests.userId, userId), inArray(introductionRequests.status, ['requested', 'in_progress']))),
    db
      .select({ n: count() })
      .from(supportRequests)
      .where(and(eq(supportRequests.userId, userId), ne(supportRequests.status, 'closed'))),
    db
      .select({ startsAt: coachingSlots.startsAt, coachName: coachingSlots.coachName })
      .from(coachingBookings)
      .innerJoin(coachingSlots, eq(coachingSlots.id, coachingBookings.slotId))
      .where(
        and(eq(coachingBookings.userId, userId), eq(coachingBookings.status, 'booked'), gt(coachingSlots.startsAt, now), isNull(coachingSlots.withdrawnAt)),
      )
      .orderBy(asc(coachingSlots.startsAt))
      .limit(1),
    supportTarget(db, 'vip'),
  ]);
  return {
    savedSearches: searches?.n ?? 0,
    alertsOn: alerts?.n ?? 0,
    openIntroductions: introductions?.n ?? 0,
    openSupport: support?.n ?? 0,
    nextCoaching: next ? { startsAt: next.startsAt.toISOString(), coachName: next.coachName } : null,
    vipSupportTarget: target.text,
  };
}
