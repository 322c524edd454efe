import { type SubscriptionStatus, BILLING_CYCLES, PLAN_KEYS, SUBSCRIPTION_STATUSES } from './catalogue';
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from './referral';
import { answer, defineRoute } from './route';

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

/** POST /api/checkout */
export const checkoutRequestSchema = z
  .object({
    plan: z.enum(PLAN_KEYS),
    billing: z.enum(BILLING_CYCLES),
    ref: z.string().trim().regex(REFERRAL_CODE_PATTERN, 'Not a referral code.').optional(),
    /** One id per press of the button: a retried request makes one checkout, not two. */
    attempt: z.uuid().optional(),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Its answer: test mode waits the spec's 1.5 s then goes to `url`; Stripe mode goes at once. */
export const checkoutResponseSchema = z.object({ mode: z.enum(['test', 'stripe']), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * GET /api/billing/mode: what the checkout page needs before anyone pays. The payment mode, and
 * the free trial checkout would grant this visitor now: the admin's trial setting for an account's
 * first subscription (and for someone not signed in yet), none after one.
 */
export const checkoutTermsSchema = z.object({ mode: z.enum(['test', 'stripe']), trialDays: z.number().int().min(0) });
export type CheckoutTerms = z.infer<typeof checkoutTermsSchema>;

/** POST /api/billing/test-portal: what the test-mode portal page can do. */
export const testPortalRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }).strict(),
  z.object({ action: z.literal('resume') }).strict(),
  z.object({ action: z.literal('switch'), plan: z.enum(PLAN_KEYS), billing: z.enum(BILLING_CYCLES) }).strict(),
  z.object({ action: z.literal('fail-payment') }).strict(),
  z.object({ action: z.literal('pay') }).strict(),
]);
export type TestPortalRequest = z.infer<typeof testPortalRequestSchema>;

const iso = z.string().nullable();

/** GET /api/billing/subscription: the member's current subscription as the dashboard shows it. */
export const subscriptionViewSchema = z.object({
  mode: z.enum(['test', 'stripe']),
  subscription: z
    .object({
      plan: z.enum(PLAN_KEYS),
      billing: z.enum(BILLING_CYCLES),
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** Whether it grants its plan right now. */
      live: z.boolean(),
      isTest: z.boolean(),
      amount: z.number(),
      trialEndsAt: iso,
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      canceledAt: iso,
      /** When access ends if nothing changes (trial end, period end), or null if it renews. */
      accessEndsAt: iso,
      discount: z.object({ percent: z.number(), months: z.number(), code: z.string() }).nullable(),
      /** Share & Save rewards on this subscription: credit in dollars, and percentage discounts. */
      rewards: z.object({ credit: z.number(), discounts: z.array(z.object({ percent: z.number(), months: z.number().nullable() })) }),
      refund: z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('annual-prorated'),
          requestWithinDays: z.number(),
          processedWithinBusinessDays: z.number(),
          /** Once cancelled: the last day to ask, and the prorated amount for the unused time. */
          requestBy: iso,
          estimate: z.number().nullable(),
        }),
        z.object({ kind: z.literal('ends-at-period-end') }),
      ]),
    })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** What processing one billing event did. */
export type BillingEventOutcome = 'applied' | 'stale' | 'ignored' | 'unknown-subscription' | 'duplicate';

/** Checkout, the member's subscription and its portals, and Stripe's webhook. */
export const billingRoutes = {
  /** Per visitor (signed in or not), never cached by a shared cache. */
  mode: defineRoute({ method: 'GET', path: '/api/billing/mode', access: { public: true }, answer: answer<CheckoutTerms>() }),
  subscription: defineRoute({ method: 'GET', path: '/api/billing/subscription', access: { member: true }, answer: answer<SubscriptionView>() }),
  /** Stripe's customer portal, or the test-mode page in /dashboard. */
  portal: defineRoute({ method: 'POST', path: '/api/billing/portal', access: { member: true }, answer: answer<{ url: string }>() }),
  testPortal: defineRoute({
    method: 'POST',
    path: '/api/billing/test-portal',
    access: { member: true },
    body: testPortalRequestSchema,
    answer: answer<SubscriptionView>(),
  }),
  checkout: defineRoute({ method: 'POST', path: '/api/checkout', access: { member: true }, body: checkoutRequestSchema, answer: answer<CheckoutResponse>() }),
  /** Stripe's signed events: the handler checks the signature on the raw body, so no schema reads it first. */
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    access: { public: true },
    answer: answer<{ received: true; outcome: BillingEventOutcome }>(),
    crossSite: true,
  }),
};
