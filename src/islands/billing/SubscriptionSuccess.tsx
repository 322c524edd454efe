import { useState } from 'react';
import { TRIAL_DAYS, planOrDefault } from '../../lib/plans';
import { planTheme } from '../../lib/plan-theme';

export default function SubscriptionSuccess() {
  const [plan] = useState(() => planOrDefault(new URLSearchParams(window.location.search).get('plan')));
  const theme = planTheme[plan.theme];
  return (
    <div className={`card mx-auto max-w-2xl border-2 ${theme.ring}`} data-plan={plan.key}>
      <div className={`-m-6 mb-6 rounded-t-2xl p-6 ${theme.soft}`}>
        <p className={`text-sm font-semibold uppercase tracking-wide ${theme.accent}`}>Subscription confirmed</p>
        <h1 className="mt-2 text-3xl font-extrabold">Welcome to Your {plan.name} Toolkit</h1>
      </div>
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
