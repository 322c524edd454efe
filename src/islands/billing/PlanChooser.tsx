import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { showToast } from '~/stores/toast';
import { ANNUAL_DISCOUNT_LABEL, annualPerMonth, annualSavingsText, formatUsd, isPlanKey, type BillingCycle, type Plan } from '~/lib/plans';
import { planTheme } from '~/lib/plan-theme';
import { checkoutUrl, referralFromSearch, rememberReferral } from '~/lib/checkout';

export default function PlanChooser({ plans }: { plans: Plan[] }) {
  const auth = useStore($auth, { ssr: 'initial' });
  const [billing, setBilling] = useState<BillingCycle>('monthly');
  const [hydrated, setHydrated] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);

  useEffect(() => {
    setHydrated(true);
    const params = new URLSearchParams(window.location.search);
    const plan = params.get('plan');
    if (isPlanKey(plan)) setHighlight(plan);
    const ref = referralFromSearch(window.location.search);
    if (ref) rememberReferral(ref);
  }, []);

  const authLoading = hydrated && auth.status === 'loading';

  function choose(event: MouseEvent<HTMLAnchorElement>, plan: Plan) {
    event.preventDefault();
    if (authLoading || processing) return;
    if (auth.user && auth.user.isPremium === plan.key) {
      showToast({ title: 'Already Subscribed', description: `You're already subscribed to the ${plan.name} plan.` });
      return;
    }
    setProcessing(plan.key);
    try {
      window.location.assign(checkoutUrl(plan.key, billing));
    } catch (error) {
      setProcessing(null);
      showToast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to initiate payment. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div>
      <div className="flex flex-col items-center gap-3">
        <div
          role="radiogroup"
          aria-label="Billing cycle"
          className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
        >
          {(['monthly', 'annual'] as const).map((cycle) => (
            <button
              key={cycle}
              type="button"
              role="radio"
              aria-checked={billing === cycle}
              onClick={() => setBilling(cycle)}
              className={`rounded-full px-5 py-2 text-sm font-semibold ${billing === cycle ? 'bg-brand-700 text-white' : 'text-slate-700 dark:text-slate-200'}`}
            >
              {cycle === 'monthly' ? 'Monthly' : 'Annual'}
              {cycle === 'annual' && (
                <span
                  className={`ml-2 rounded-full px-2 py-0.5 text-xs ${billing === cycle ? 'bg-white text-brand-800' : 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'}`}
                >
                  {ANNUAL_DISCOUNT_LABEL}
                </span>
              )}
            </button>
          ))}
        </div>
        <p className="h-5 text-sm muted" aria-live="polite">
          {authLoading && (
            <>
              <span className="spinner mr-2 align-[-2px]" role="status" aria-label="Checking your account" /> Checking your account…
            </>
          )}
        </p>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const theme = planTheme[plan.theme];
          const annual = billing === 'annual';
          const current = auth.user?.isPremium === plan.key;
          return (
            <article
              key={plan.key}
              aria-labelledby={`choose-${plan.key}`}
              data-plan={plan.key}
              className={`card relative flex flex-col border-2 ${theme.ring} ${highlight === plan.key ? 'ring-4 ring-brand-500/40' : ''}`}
            >
              {plan.popular && <p className={`absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-bold ${theme.badge}`}>Most Popular</p>}
              <h2 id={`choose-${plan.key}`} className={`text-xl font-bold ${theme.accent}`}>
                {plan.title}
              </h2>
              <p className="mt-2 text-sm muted">{plan.description}</p>
              <p className="mt-4">
                <span className="text-4xl font-extrabold" data-testid={`price-${plan.key}`}>
                  {formatUsd(annual ? annualPerMonth(plan) : plan.monthly)}
                </span>
                <span className="muted">/mo</span>
              </p>
              <p className="mt-1 h-5 text-sm muted" data-testid={`billed-${plan.key}`}>
                {annual ? `${formatUsd(plan.annualTotal)} billed annually, save ${annualSavingsText(plan)}` : 'Billed monthly'}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-green-700 dark:text-green-400">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
              <a
                href={checkoutUrl(plan.key, billing)}
                onClick={(e) => choose(e, plan)}
                aria-disabled={authLoading || processing !== null || undefined}
                className={`btn mt-6 ${theme.button} aria-disabled:opacity-60`}
              >
                {processing === plan.key ? (
                  <>
                    <span className="spinner" aria-hidden="true" /> Processing...
                  </>
                ) : current ? (
                  'Current plan'
                ) : (
                  `Choose ${plan.name}`
                )}
              </a>
            </article>
          );
        })}
      </div>
    </div>
  );
}
