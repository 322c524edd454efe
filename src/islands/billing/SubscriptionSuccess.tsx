import { useEffect, useState } from 'react';
import { TRIAL_DAYS, planOrDefault, type Plan } from '~/lib/plans';
import { planTheme } from '~/lib/plan-theme';
import { call } from '~/lib/api';
import { forgetReferral } from '~/lib/checkout';
import { billingRoutes } from '~/lib/billing';

/** How long to wait for Stripe's webhook before telling the member it will show up shortly. */
const CONFIRM_POLL_MS = 1500;
const CONFIRM_GIVE_UP_MS = 20_000;
type Confirmation = 'none' | 'waiting' | 'confirmed' | 'slow';

/**
 * Back from Stripe's hosted checkout (`session_id` in the URL) the subscription is recorded by a
 * webhook, usually within a second or two: say so until our server has it.
 */
function useStripeConfirmation(plan: Plan): Confirmation {
  const [state, setState] = useState<Confirmation>(() => (new URLSearchParams(window.location.search).has('session_id') ? 'waiting' : 'none'));
  useEffect(() => {
    if (state !== 'waiting') return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const view = await call(billingRoutes.subscription).catch(() => null);
      if (view?.subscription?.live && view.subscription.plan === plan.key) return setState('confirmed');
      if (Date.now() - started > CONFIRM_GIVE_UP_MS) return setState('slow');
      timer = setTimeout(check, CONFIRM_POLL_MS);
    };
    void check();
    return () => clearTimeout(timer);
  }, [state, plan.key]);
  return state;
}

const CONFIRMATION_TEXT: Record<Exclude<Confirmation, 'none'>, string> = {
  waiting: 'Confirming your subscription with our payment provider…',
  confirmed: 'Your subscription is recorded. Manage it any time from your dashboard.',
  slow: 'Your payment went through; your toolkit will show on your dashboard within a minute.',
};

export default function SubscriptionSuccess() {
  const [plan] = useState(() => planOrDefault(new URLSearchParams(window.location.search).get('plan')));
  const confirmation = useStripeConfirmation(plan);
  // The referral code has done its job only now: someone who backs out of Stripe's page keeps it.
  useEffect(() => forgetReferral(), []);
  const theme = planTheme[plan.theme];
  return (
    <div className={`card mx-auto max-w-2xl border-2 ${theme.ring}`} data-plan={plan.key}>
      <div className={`-m-6 mb-6 rounded-t-2xl p-6 ${theme.soft}`}>
        <p className={`text-sm font-semibold uppercase tracking-wide ${theme.accent}`}>Subscription confirmed</p>
        <h1 className="mt-2 text-3xl font-extrabold">Welcome to Your {plan.name} Toolkit</h1>
      </div>
      <p role="status" className="mb-4 text-sm" data-testid="stripe-confirmation">
        {confirmation === 'waiting' && <span className="spinner mr-2 align-[-2px]" aria-hidden="true" />}
        {confirmation !== 'none' && CONFIRMATION_TEXT[confirmation]}
      </p>
      {plan.key === 'pivot' && <p className={`mb-4 rounded-lg px-3 py-2 text-sm font-medium ${theme.badge}`}>Your {TRIAL_DAYS}-day free trial starts now.</p>}
      <h2 className="font-semibold">Your toolkit includes</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className={theme.accent}>
              ✓
            </span>
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/pivotmatch" className={`btn flex-1 ${theme.button}`}>
          Start Using Your Toolkit
        </a>
        <a href="/" className="btn-secondary flex-1">
          Back to Home
        </a>
      </div>
    </div>
  );
}
