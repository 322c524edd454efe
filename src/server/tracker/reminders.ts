import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { effectivePlan, planAllows } from '~/lib/access';
import type { Db } from '~/server/db/client';
import { trackedJobs, users } from '~/server/db/schema';
import type { Mailer } from '~/server/mail/mailer';
import { currentSubscription } from '~/server/billing/subscriptions';
import { followUpReminderEmail, type DueFollowUp } from './reminder-email';

/** Due: a follow-up date today or past, on a job still open, not yet reminded for that date. */
const due = (today: string) =>
  and(
    isNotNull(trackedJobs.followUpOn),
    lte(trackedJobs.followUpOn, today),
    ne(trackedJobs.stage, 'closed'),
    or(isNull(trackedJobs.followUpRemindedOn), ne(trackedJobs.followUpRemindedOn, trackedJobs.followUpOn)),
  );

/**
 * The advanced tracker's follow-up reminders (Premium): one e-mail per member listing every job
 * whose follow-up date has come, once per date. Claiming a row sets follow_up_reminded_on to its
 * follow-up date in the same UPDATE that selects it, so two runs at once cannot both send it;
 * moving the date makes the job due again. Days are UTC days.
 */
export async function sendFollowUpReminders(deps: { db: Db; mailer: Mailer; siteUrl: string; brand: string }, now: Date): Promise<number> {
  const { db } = deps;
  const today = now.toISOString().slice(0, 10);
  const candidates = await db
    .selectDistinct({ userId: trackedJobs.userId, role: users.role })
    .from(trackedJobs)
    .innerJoin(users, eq(users.id, trackedJobs.userId))
    .where(due(today));
  const premium: string[] = [];
  for (const c of candidates) {
    if (planAllows(effectivePlan(c, await currentSubscription(db, c.userId), now), 'premium')) premium.push(c.userId);
  }
  if (premium.length === 0) return 0;
  const claimed = await db
    .update(trackedJobs)
    .set({ followUpRemindedOn: sql`${trackedJobs.followUpOn}` })
    .where(and(due(today), inArray(trackedJobs.userId, premium)))
    .returning({ id: trackedJobs.id, userId: trackedJobs.userId, title: trackedJobs.title, company: trackedJobs.company, followUpOn: trackedJobs.followUpOn });
  const byMember = new Map<string, (DueFollowUp & { id: string })[]>();
  for (const row of claimed) {
    const list = byMember.get(row.userId) ?? [];
    list.push({ id: row.id, title: row.title, company: row.company, followUpOn: row.followUpOn! });
    byMember.set(row.userId, list);
  }
  let sent = 0;
  for (const [userId, jobs] of byMember) {
    const [member] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
    if (!member) continue;
    jobs.sort((a, b) => a.followUpOn.localeCompare(b.followUpOn));
    try {
      await deps.mailer.send({ to: member.email, ...followUpReminderEmail({ brand: deps.brand, firstName: member.firstName, jobs, siteUrl: deps.siteUrl }) });
      sent++;
    } catch (error) {
      // Not sent, so not reminded: release the claim (unless the date moved meanwhile) and the next run tries again.
      console.error('[tracker-reminders] could not e-mail', userId, error);
      await db
        .update(trackedJobs)
        .set({ followUpRemindedOn: null })
        .where(
          and(
            inArray(
              trackedJobs.id,
              jobs.map((j) => j.id),
            ),
            eq(trackedJobs.followUpRemindedOn, trackedJobs.followUpOn),
          ),
        );
    }
  }
  return sent;
}
