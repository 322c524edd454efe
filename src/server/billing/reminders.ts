import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { subscriptions } from '~/server/db/schema';
import { readBillingSettings } from '~/server/settings/store';
import { applyBillingEvent } from './apply';
import { sendBillingNotices } from './notices';
import { trialEndedEvent } from './test-provider';
import type { BillingDeps } from './subscriptions';

const HOUR = 3600_000;

/**
 * The trial reminder: an e-mail a set number of days (default 3) before a
 * free trial ends, once per subscription however often the job runs. A trial shorter than the
 * window is reminded after its first day rather than minutes after checkout.
 */
export async function sendTrialReminders(deps: Pick<BillingDeps, 'db' | 'mailer' | 'siteUrl' | 'brand'>, now: Date): Promise<number> {
  const { trialReminderDays } = await readBillingSettings(deps.db);
  if (trialReminderDays <= 0) return 0;
  const windowEnd = new Date(now.getTime() + trialReminderDays * 24 * HOUR);
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const dayAhead = new Date(now.getTime() + 24 * HOUR);
  // Claiming with an update is what makes it once: two runs cannot both set the timestamp.
  const due = await deps.db
    .update(subscriptions)
    .set({ trialReminderSentAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.trialReminderSentAt),
        gt(subscriptions.trialEndsAt, now),
        lte(subscriptions.trialEndsAt, windowEnd),
        or(lte(subscriptions.createdAt, dayAgo), lte(subscriptions.trialEndsAt, dayAhead)),
      ),
    )
    .returning({ id: subscriptions.id });
  return sendBillingNotices(
    deps,
    due.map((d) => ({ kind: 'trial-ending' as const, subscriptionId: d.id })),
  );
}

/**
 * Ends the test-mode trials that are past their end and were never paid: they become canceled, so
 * the member's status says what their access already does (none), the dashboard offers a new
 * checkout, and a referral their trial made is void. Stripe ends its own trials by webhook. No
 * e-mail: the trial reminder has already said when the trial ends.
 */
export async function endUnpaidTrials(deps: Pick<BillingDeps, 'db'>, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        eq(subscriptions.status, 'trialing'),
        isNotNull(subscriptions.providerSubscriptionId),
        lte(subscriptions.trialEndsAt, now),
      ),
    );
  let ended = 0;
  for (const row of due) {
    const { outcome } = await applyBillingEvent(deps.db, trialEndedEvent(row, now));
    if (outcome === 'applied') ended++;
  }
  return ended;
}
