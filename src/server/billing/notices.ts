import { eq } from 'drizzle-orm';
import { REFUND_TERMS, accessEndsAt } from '~/lib/catalogue';
import { billingLabel, formatUsd, planOrDefault } from '~/lib/plans';
import type { Db } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import type { Mailer } from '~/server/mail/mailer';
import { cancellationEmail, paymentFailedEmail, trialEndingEmail } from '~/server/mail/templates';
import { readBillingSettings } from '~/server/settings/store';
import type { BillingNotice } from './events';

interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

/**
 * Sends the e-mails billing events cause. A failure is logged, not thrown: the event is already
 * applied, and the payment provider must not be told to redeliver it.
 */
export async function sendBillingNotices(deps: NoticeDeps, notices: readonly BillingNotice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const { emails } = await readBillingSettings(deps.db);
  let sent = 0;
  for (const notice of notices) {
    if (notice.kind === 'payment-failed' && !emails.failedPaymentNotification) continue;
    if (notice.kind === 'trial-ending' && !emails.trialExpiryReminder) continue;
    try {
      const [found] = await deps.db
        .select({ sub: subscriptions, email: users.email, firstName: users.firstName })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.id, notice.subscriptionId))
        .limit(1);
      if (!found) continue;
      const { sub } = found;
      const base = {
        brand: deps.brand,
        firstName: found.firstName,
        planName: planOrDefault(sub.plan).name,
        link: `${deps.siteUrl.replace(/\/$/, '')}/dashboard`,
      };
      const amount = formatUsd(sub.amountCents / 100);
      const message =
        notice.kind === 'payment-failed'
          ? paymentFailedEmail({ ...base, amount })
          : notice.kind === 'trial-ending'
            ? trialEndingEmail({ ...base, trialEndsAt: sub.trialEndsAt ?? sub.currentPeriodEnd, amount, billing: billingLabel(sub.interval) })
            : cancellationEmail({
                ...base,
                endsAt: sub.status === 'canceled' ? null : accessEndsAt(sub),
                refund:
                  sub.interval === 'annual' && sub.status !== 'trialing'
                    ? `Annual plans can ask for a prorated refund of the unused months within ${REFUND_TERMS.annual.requestWithinDays} days of cancelling; refunds are processed within ${REFUND_TERMS.annual.processedWithinBusinessDays} business days.`
                    : null,
              });
      await deps.mailer.send({ to: found.email, ...message });
      sent++;
    } catch (error) {
      console.error(`[billing] could not send the ${notice.kind} e-mail`, error);
    }
  }
  return sent;
}
