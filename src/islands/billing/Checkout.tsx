import { useState } from 'react';
import { showToast } from '../../stores/toast';
import {
  CHECKOUT_DELAY_MS,
  TRIAL_DAYS,
  annualPerMonth,
  billingLabel,
  billingOrDefault,
  formatUsd,
  planOrDefault,
  priceFor,
} from '../../lib/plans';
import { planTheme } from '../../lib/plan-theme';
import { rememberedReferral, successUrl } from '../../lib/checkout';

/**
 * Order summary and payment start. With no payment key configured this is the labelled
 * test mode of decisions.md: the spec's 1.5 s wait, then the success page.
 */
export default function Checkout() {
  const [{ plan, billing, referral }] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return {
      plan: planOrDefault(params.get('plan')),
      billing: billingOrDefault(params.get('billing')),
      referral: rememberedReferral(),
    };
  });
  const [processing, setProcessing] = useState(false);
  const theme = planTheme[plan.theme];
  const total = priceFor(plan, billing);

  async function startCheckout() {
    setProcessing(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CHECKOUT_DELAY_MS));
      window.location.assign(successUrl(plan.key));
    } catch (error) {
      setProcessing(false);
      showToast({
        title: 'Checkout Failed',
        description: error instanceof Error && error.message ? error.message : 'An error occurred during checkout. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="card mx-auto max-w-lg">
      <p className="rounded-lg bg-amber-100 px-3 py-2 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100" role="note">
        Test mode: no card is charged.
      </p>
      <h1 className="mt-4 text-2xl font-bold">Order summary</h1>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="muted">Plan</dt>
          <dd className={`font-semibold ${theme.accent}`} data-testid="summary-plan">{plan.title}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="muted">Billing</dt>
          <dd className="font-semibold" data-testid="summary-billing">{billingLabel(billing)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="muted">Price</dt>
          <dd className="font-semibold" data-testid="summary-price">
            {billing === 'annual'
              ? `${formatUsd(plan.annualTotal)}/year (${formatUsd(annualPerMonth(plan))}/mo)`
              : `${formatUsd(plan.monthly)}/month`}
          </dd>
        </div>
        {referral && (
          <div className="flex justify-between gap-4">
            <dt className="muted">Referral code</dt>
            <dd className="font-semibold">{referral}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base dark:border-slate-700">
          <dt className="font-semibold">Total due today</dt>
          <dd className="font-extrabold" data-testid="summary-total">{formatUsd(total)}</dd>
        </div>
      </dl>
      {plan.key === 'pivot' && (
        <p className="mt-4 text-sm muted">Your {TRIAL_DAYS}-day free trial starts today. Cancel anytime before it ends.</p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" className="btn-primary flex-1" disabled={processing} onClick={startCheckout}>
          {processing ? (<><span className="spinner" aria-hidden="true" /> Processing...</>) : 'Continue to Payment'}
        </button>
        <a href="/subscribe" className="btn-secondary flex-1">Back to plans</a>
      </div>
    </div>
  );
}
