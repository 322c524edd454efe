import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { REFUND_TERMS, TRIAL_DAYS, accessEndsAt, livePlan, type PlanKey } from '~/lib/catalogue';
import { checkoutUrl, successUrl } from '~/lib/checkout';
import { planOrDefault, priceFor } from '~/lib/plans';
import type { CheckoutRequest, CheckoutResponse, CheckoutTerms, SubscriptionView, TestPortalRequest } from '~/lib/billing';
import type { Db } from '~/server/db/client';
import { subscriptions, type Subscription, type User } from '~/server/db/schema';
import { HttpError, tooManyRequests } from '~/server/http/errors';
import { allowAttempt } from '~/server/rate-limit';
import type { Mailer } from '~/server/mail/mailer';
import { readBillingSettings } from '~/server/settings/store';
import { checkReferralCode } from '~/server/referrals/codes';
import { applyBillingEvent, type Applied } from './apply';
import type { BillingEvent } from './events';
import { sendBillingNotices } from './notices';
import type { BillingProvider } from './provider';
import { testPortalEvent } from './test-provider';

export interface BillingDeps {
  db: Db;
  billing: BillingProvider;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
  now(): Date;
}

const DAY = 24 * 3600_000;
/** Each attempt may open a hosted checkout at the provider: enough for any person, not for a script. */
export const CHECKOUT_LIMIT_PER_HOUR = 20;
const planName = (key: PlanKey) => planOrDefault(key).name;
const absolute = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;

/** The user's current subscription: the most recent one. */
export async function currentSubscription(db: Db, userId: string): Promise<Subscription | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(1);
  return row;
}

/** The free trial checkout grants: the catalogue's trial on an account's first subscription, none after. */
export function trialDaysFor(previous: Subscription | undefined): number {
  return previous ? 0 : TRIAL_DAYS;
}

/**
 * What the checkout page states before payment (GET /api/billing/mode): the payment mode and the
 * trial `startCheckout` would grant this visitor, by the same rule. Not signed in yet: the trial of
 * a first subscription (paying asks them to sign in, and the page asks again when they are back).
 */
export async function checkoutTerms(deps: Pick<BillingDeps, 'db' | 'billing'>, user: User | null): Promise<CheckoutTerms> {
  const previous = user ? await currentSubscription(deps.db, user.id) : undefined;
  return { mode: deps.billing.mode, trialDays: trialDaysFor(previous) };
}

/** Applies events and sends the e-mails they cause once their transaction has committed. */
export async function processBillingEvents(deps: BillingDeps, events: BillingEvent[]): Promise<Applied[]> {
  const results: Applied[] = [];
  for (const event of events) {
    const applied = await applyBillingEvent(deps.db, event);
    results.push(applied);
    await sendBillingNotices(deps, applied.notices);
  }
  return results;
}

/**
 * Starts a checkout for a signed-in member. One live subscription per member: the same plan is
 * refused ("Already Subscribed"), another plan is changed through Manage billing, not a second
 * subscription. The trial is for an account's first subscription only.
 */
export async function startCheckout(deps: BillingDeps, user: User, input: CheckoutRequest): Promise<CheckoutResponse> {
  const now = deps.now();
  if (!(await allowAttempt(deps.db, `checkout:${user.id}`, CHECKOUT_LIMIT_PER_HOUR, 3600_000, now))) {
    throw tooManyRequests('Too many checkout attempts. Please wait a few minutes and try again.', 600);
  }
  const current = await currentSubscription(deps.db, user.id);
  const held = livePlan(current, now);
  if (held === input.plan) throw new HttpError(409, `You're already subscribed to the ${planName(held)} plan.`);
  if (held) {
    throw new HttpError(409, `You already have the ${planName(held)} plan. Use Manage billing on your dashboard to switch to ${planName(input.plan)}.`);
  }
  const settings = await readBillingSettings(deps.db);
  const plan = planOrDefault(input.plan);
  // A code that gives nothing (unknown, own, not a first subscription) is dropped, not an error:
  // the order summary has already said so, and the member still subscribes at the full price.
  const referral = input.ref && settings.referralsOn ? await checkReferralCode(deps.db, input.ref, user.id, settings) : null;
  const discount = referral?.valid ? { ...referral.discount, code: referral.code } : null;
  const attempt = input.attempt ?? randomUUID();
  const { url, events } = await deps.billing.startCheckout(
    {
      userId: user.id,
      email: user.email,
      plan: plan.key,
      cycle: input.billing,
      amountCents: priceFor(plan, input.billing) * 100,
      trialDays: trialDaysFor(current),
      discount,
      idempotencyKey: `checkout:${user.id}:${attempt}`,
      successUrl: absolute(deps.siteUrl, successUrl(plan.key)),
      cancelUrl: absolute(deps.siteUrl, checkoutUrl(plan.key, input.billing)),
      customerId: current?.providerCustomerId ?? null,
    },
    now,
  );
  await processBillingEvents(deps, events);
  return { mode: deps.billing.mode, url: deps.billing.mode === 'test' ? successUrl(plan.key) : url };
}

/** Where Manage billing goes: Stripe's portal, or the test-mode page of the dashboard. */
export async function billingPortalUrl(deps: BillingDeps, user: User): Promise<string> {
  const current = await currentSubscription(deps.db, user.id);
  if (!current) throw new HttpError(404, 'You have no subscription to manage yet. Choose a toolkit first.');
  if (deps.billing.mode === 'stripe' && (current.provider !== 'stripe' || !current.providerCustomerId)) {
    throw new HttpError(409, 'This subscription was made in test mode and cannot be managed in Stripe.');
  }
  return deps.billing.portalUrl({ customerId: current.providerCustomerId, returnUrl: absolute(deps.siteUrl, '/dashboard') });
}

/** The test-mode portal's actions on the member's own test subscription. */
export async function changeTestSubscription(deps: BillingDeps, user: User, request: TestPortalRequest): Promise<SubscriptionView> {
  if (deps.billing.mode !== 'test') throw new HttpError(404, 'Billing is managed in Stripe: use Manage billing on your dashboard.');
  const now = deps.now();
  const row = await currentSubscription(deps.db, user.id);
  if (!row || row.status === 'canceled' || !row.providerSubscriptionId || row.provider !== 'test') {
    throw new HttpError(404, 'You have no subscription to manage. Choose a toolkit first.');
  }
  const live = Boolean(livePlan(row, now));
  // A past-due member can still pay, cancel or resume; only an ended subscription is closed.
  if (!live && row.status !== 'past_due' && request.action !== 'pay')
    throw new HttpError(409, 'This subscription has ended. Choose a toolkit to start a new one.');
  if (request.action === 'switch' && !live) throw new HttpError(409, 'Pay the overdue amount first, then switch plans.');
  if (request.action === 'cancel' && row.cancelAtPeriodEnd) throw new HttpError(409, 'This subscription is already set to end.');
  if (request.action === 'resume' && !row.cancelAtPeriodEnd) throw new HttpError(409, 'This subscription is not set to end.');
  if (request.action === 'switch' && request.plan === row.plan && request.billing === row.interval) {
    throw new HttpError(409, `You're already on the ${planName(row.plan)} plan with this billing.`);
  }
  const change = request.action === 'switch' ? { ...request, amountCents: priceFor(planOrDefault(request.plan), request.billing) * 100 } : request;
  await processBillingEvents(deps, [testPortalEvent(row, change, now)]);
  return subscriptionView(deps, (await currentSubscription(deps.db, user.id))!);
}

/** Last day to ask for an annual refund, and what the unused part of the year is worth. */
function refundFor(row: Subscription): NonNullable<SubscriptionView['subscription']>['refund'] {
  const terms = row.refundTerms ?? REFUND_TERMS[row.interval];
  if (terms.kind !== 'annual-prorated') return { kind: 'ends-at-period-end' };
  const canceledAt = row.cancelAtPeriodEnd || row.status === 'canceled' ? row.canceledAt : null;
  let estimate: number | null = null;
  if (canceledAt && row.status !== 'trialing' && row.currentPeriodStart) {
    const whole = row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime();
    const unused = Math.max(0, row.currentPeriodEnd.getTime() - canceledAt.getTime());
    estimate = whole > 0 ? Math.floor((row.amountCents * unused) / whole) / 100 : null;
  }
  return {
    kind: 'annual-prorated',
    requestWithinDays: terms.requestWithinDays,
    processedWithinBusinessDays: terms.processedWithinBusinessDays,
    requestBy: canceledAt ? new Date(canceledAt.getTime() + terms.requestWithinDays * DAY).toISOString() : null,
    estimate,
  };
}

export function subscriptionView(deps: Pick<BillingDeps, 'billing' | 'now'>, row: Subscription | undefined): SubscriptionView {
  if (!row) return { mode: deps.billing.mode, subscription: null };
  const now = deps.now();
  const ends = accessEndsAt(row);
  return {
    mode: deps.billing.mode,
    subscription: {
      plan: row.plan,
      billing: row.interval,
      status: row.status,
      live: Boolean(livePlan(row, now)),
      isTest: row.isTest,
      amount: row.amountCents / 100,
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: row.canceledAt?.toISOString() ?? null,
      accessEndsAt: row.status === 'trialing' || row.cancelAtPeriodEnd ? (ends?.toISOString() ?? null) : null,
      discount: row.discount ?? null,
      rewards: { credit: row.rewardCreditCents / 100, discounts: row.rewardDiscounts },
      refund: refundFor(row),
    },
  };
}
