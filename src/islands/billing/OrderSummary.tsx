import { TRIAL_DAYS, annualPerMonth, billingLabel, chargeSchedule, formatUsd, type BillingCycle, type Plan } from '~/lib/plans';
import { longDate } from '~/lib/billing';
import { planTheme } from '~/lib/plan-theme';
import { discountText, discountedPrice, type ReferralCheck } from '~/lib/referral';

/** A remembered referral code, while it is checked and once the server has said what it gives. */
export type ReferralState = { code: string; check: ReferralCheck | null } | null;

interface Props {
  plan: Plan;
  billing: BillingCycle;
  referral: ReferralState;
  processing?: boolean;
  /** Absent in the static HTML of /checkout: paying waits for the island, so the button says so by being disabled. */
  onContinue?: () => void;
  /** Payments run in the built-in test mode (no Stripe key): said before anyone presses pay. */
  testMode?: boolean;
  /**
   * The free trial checkout grants this visitor and when the order is placed (the server's answer,
   * GET /api/billing/mode). Absent until known: the card states the catalogue's trial without
   * dates, as the static HTML does (it is built once, so it cannot know today's date).
   */
  terms?: { trialDays: number; now: Date } | null;
}

/**
 * The /checkout order summary card. The page renders it as static HTML for the default plan,
 * so it reads before hydration and with JavaScript off; the Checkout island renders the same
 * card for the plan in the URL, in the same box, so nothing moves when it takes over.
 */
export function OrderSummary({ plan, billing, referral, processing = false, onContinue, testMode = false, terms = null }: Props) {
  const theme = planTheme[plan.theme];
  const discount = referral?.check?.valid ? referral.check.discount : null;
  const trialDays = terms?.trialDays ?? TRIAL_DAYS;
  // Today's date only when the page runs: the dates are left out of the static HTML.
  const schedule = chargeSchedule(plan, billing, { trialDays, now: terms?.now ?? new Date(), discount });
  const per = billing === 'annual' ? 'year' : 'month';
  const when = terms
    ? `Charged on ${longDate(schedule.next.on.toISOString())}`
    : trialDays > 0
      ? `Charged when the ${trialDays}-day trial ends`
      : `Charged again in a ${per}`;
  return (
    <div className="card mx-auto max-w-lg">
      {/* Same height either way, so nothing moves when the mode is known. */}
      <p
        className={`min-h-8 rounded-lg px-3 py-2 text-xs font-semibold ${testMode ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' : ''}`}
        role={testMode ? 'note' : undefined}
        data-testid="test-mode-note"
      >
        {testMode ? 'Test mode: no card is charged.' : ''}
      </p>
      <h1 className="mt-4 text-2xl font-bold">Order summary</h1>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="muted">Plan</dt>
          <dd className={`font-semibold ${theme.accent}`} data-testid="summary-plan">
            {plan.title}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="muted">Billing</dt>
          <dd className="font-semibold" data-testid="summary-billing">
            {billingLabel(billing)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="muted">Price</dt>
          <dd className="font-semibold" data-testid="summary-price">
            {billing === 'annual' ? `${formatUsd(plan.annualTotal)}/year (${formatUsd(annualPerMonth(plan))}/mo)` : `${formatUsd(plan.monthly)}/month`}
          </dd>
        </div>
        {referral && (
          <div className="flex justify-between gap-4">
            <dt className="muted">Referral code</dt>
            <dd className="font-semibold">{referral.code}</dd>
          </div>
        )}
        {referral?.check?.valid && (
          <div className="flex justify-between gap-4 text-green-800 dark:text-green-300" data-testid="summary-discount">
            <dt>Friend discount</dt>
            <dd className="text-right font-semibold">
              {discountText(referral.check.discount)}
              {billing === 'monthly' && <> ({formatUsd(discountedPrice(plan.monthly, referral.check.discount.percent))}/month)</>}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base dark:border-slate-700">
          <dt className="font-semibold">Total due today</dt>
          <dd className="font-extrabold" data-testid="summary-total">
            {formatUsd(schedule.dueToday)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="muted" data-testid="summary-next-date">
            {when}
          </dt>
          <dd className="font-semibold" data-testid="summary-next-amount">
            {formatUsd(schedule.next.amount)}
          </dd>
        </div>
      </dl>
      {referral?.check && !referral.check.valid && (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800" role="status" data-testid="summary-referral-note">
          {referral.check.message}
        </p>
      )}
      <p className="mt-4 text-sm muted" data-testid="summary-trial">
        {trialDays > 0
          ? `Your ${trialDays}-day free trial starts today. Cancel anytime before it ends and you pay nothing.`
          : `No free trial on this order: your plan starts today and renews every ${per} until you cancel.`}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" className="btn-primary flex-1" disabled={processing || !onContinue} onClick={onContinue}>
          {processing ? (
            <>
              <span className="spinner" aria-hidden="true" /> Processing...
            </>
          ) : (
            'Continue to Payment'
          )}
        </button>
        <a href="/subscribe" className="btn-secondary flex-1">
          Back to plans
        </a>
      </div>
    </div>
  );
}
