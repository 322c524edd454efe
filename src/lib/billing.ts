import type { SubscriptionStatus } from './catalogue';
import type { SubscriptionView } from './schemas/billing';

/** How a member reads their subscription's status (the admin tables use their own labels). */
export const MEMBER_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment past due',
  canceled: 'Canceled',
};

export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

type MemberSubscription = NonNullable<SubscriptionView['subscription']>;

/** The one line that says what happens next: trial end, renewal or end of access. */
export function subscriptionTimeline(sub: MemberSubscription): string {
  if (sub.status === 'canceled') return 'This subscription has ended.';
  if (sub.status === 'past_due') return 'Your last payment did not go through, so your toolkit is paused until it is paid.';
  if (!sub.live)
    return sub.status === 'trialing' && sub.trialEndsAt ? `Your free trial ended on ${longDate(sub.trialEndsAt)}.` : 'This subscription has ended.';
  if (sub.cancelAtPeriodEnd && sub.accessEndsAt) return `Canceled: your toolkit stays open until ${longDate(sub.accessEndsAt)}, then ends.`;
  if (sub.status === 'trialing' && sub.trialEndsAt) return `Your free trial ends on ${longDate(sub.trialEndsAt)}.`;
  return `Renews on ${longDate(sub.currentPeriodEnd)}.`;
}
