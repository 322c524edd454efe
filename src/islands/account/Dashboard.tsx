import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth';
import { hasEliteAccess, subscriptionLevel } from '../../lib/access';
import { plans } from '../../lib/plans';
import { planTheme } from '../../lib/plan-theme';

const STATUS_LABEL: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment past due',
  canceled: 'Canceled',
};

export default function Dashboard() {
  const auth = useStore($auth);

  useEffect(() => {
    if (auth.status === 'ready' && !auth.user) window.location.replace('/login?next=/dashboard');
  }, [auth]);

  if (!auth.user)
    return (
      <p role="status" className="muted">
        Loading your dashboard...
      </p>
    );
  const user = auth.user;
  const plan = plans.find((p) => p.key === user.isPremium);
  const level = subscriptionLevel(user);

  return (
    <div className="space-y-8">
      <h1 className="heading-1">Welcome back, {user.firstName}</h1>
      <section className={`card border-2 ${plan ? planTheme[plan.theme].ring : ''}`} aria-labelledby="your-plan">
        <h2 id="your-plan" className="text-lg font-semibold">
          Your toolkit
        </h2>
        {plan ? (
          <>
            <p className={`mt-2 text-2xl font-bold ${planTheme[plan.theme].accent}`} data-testid="dashboard-plan">
              {plan.title}
            </p>
            <p className="mt-1 text-sm muted">Status: {STATUS_LABEL[user.subscriptionStatus ?? ''] ?? user.subscriptionStatus}</p>
            <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden="true">✓</span>
                  {f}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className="mt-2" data-testid="dashboard-plan">
              {level === 'admin' ? 'Staff account (all toolkits)' : 'No active toolkit yet.'}
            </p>
            {user.subscriptionStatus && (
              <p className="mt-1 text-sm muted">Last subscription: {STATUS_LABEL[user.subscriptionStatus] ?? user.subscriptionStatus}</p>
            )}
            {level !== 'admin' && (
              <a href="/subscribe" className="btn-primary mt-4">
                Choose a toolkit
              </a>
            )}
          </>
        )}
      </section>
      <nav aria-label="Dashboard" className="grid gap-4 sm:grid-cols-3">
        <a href="/pivotmatch" className="card block font-semibold hover:border-brand-500">
          PivotMatch job finder
        </a>
        <a href="/refer" className="card block font-semibold hover:border-brand-500">
          Share &amp; Save
        </a>
        <a href="/toolkits" className="card block font-semibold hover:border-brand-500">
          Compare toolkits
        </a>
        {hasEliteAccess(user) && (
          <a href="/elite-dashboard" className="card block font-semibold hover:border-brand-500">
            Elite Dashboard
          </a>
        )}
        {user.role === 'admin' && (
          <a href="/admin" className="card block font-semibold hover:border-brand-500">
            Admin Center
          </a>
        )}
      </nav>
      <p>
        <a href="/api/logout" className="btn-secondary">
          Log out
        </a>
      </p>
    </div>
  );
}
