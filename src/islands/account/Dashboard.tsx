import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { $premiumPreview } from '~/stores/preview';
import { showToast } from '~/stores/toast';
import { hasEliteAccess, subscriptionLevel, viewedAs } from '~/lib/access';
import { useBillingPortal } from '~/islands/billing/useBillingPortal';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { MEMBER_STATUS_LABELS, billingRoutes, subscriptionTimeline } from '~/lib/billing';
import { PIVOTMATCH_RESULTS_BELOW_ELITE } from '~/lib/catalogue';
import { billingLabel, formatUsd, plans } from '~/lib/plans';
import { discountText, rewardDiscountText } from '~/lib/referral';
import { planTheme } from '~/lib/plan-theme';

export default function Dashboard() {
  const auth = useStore($auth);
  const preview = useStore($premiumPreview);
  // Asked once the member is known. Not behind a MemberGate (this page signs in to /dashboard
  // itself): a refusal is said in the plan card, as any other failure.
  const billing = useMemberQuery(billingRoutes.subscription, auth.user ? {} : null, 'Your subscription could not be loaded.');
  const billingPortal = useBillingPortal((description) => showToast({ title: 'Manage billing', description, variant: 'destructive' }));

  useEffect(() => {
    if (auth.status === 'ready' && !auth.user) window.location.replace('/login?next=/dashboard');
  }, [auth]);

  if (!auth.user)
    return (
      <p role="status" className="muted">
        Loading your dashboard...
      </p>
    );
  // With Premium Preview on, an admin sees exactly what a Premium member sees.
  const user = viewedAs(auth.user, preview)!;
  const previewing = user !== auth.user;
  const plan = plans.find((p) => p.key === user.isPremium);
  const level = subscriptionLevel(user);
  const sub = !previewing && billing.data ? billing.data.subscription : null;

  return (
    <div className="space-y-8">
      <h1 className="heading-1">Welcome back, {user.firstName}</h1>
      {previewing && (
        <p className="rounded-lg bg-purple-100 px-3 py-2 text-sm font-semibold text-purple-900 dark:bg-purple-900 dark:text-purple-100" role="note">
          Premium Preview is on: you are seeing the dashboard of a Premium member.
        </p>
      )}
      <section className={`card border-2 ${plan ? planTheme[plan.theme].ring : ''}`} aria-labelledby="your-plan">
        <h2 id="your-plan" className="text-lg font-semibold">
          Your toolkit
        </h2>
        {plan ? (
          <>
            <p className={`mt-2 text-2xl font-bold ${planTheme[plan.theme].accent}`} data-testid="dashboard-plan">
              {plan.title}
            </p>
            <p className="mt-1 text-sm" data-testid="dashboard-status">
              Status: {MEMBER_STATUS_LABELS[user.subscriptionStatus ?? 'active']}
              {sub?.isTest && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                  Test mode
                </span>
              )}
            </p>
            {sub && (
              <>
                <p className="mt-1 text-sm" data-testid="dashboard-timeline">
                  {subscriptionTimeline(sub)}
                </p>
                <p className="mt-1 text-sm muted">
                  {billingLabel(sub.billing)}: {formatUsd(sub.amount)}
                  {sub.billing === 'annual' ? '/year' : '/month'}
                  {sub.discount && <> · friend discount {discountText(sub.discount)}</>}
                </p>
                {(sub.rewards.credit > 0 || sub.rewards.discounts.length > 0) && (
                  <p className="mt-1 text-sm" data-testid="dashboard-rewards">
                    Share &amp; Save rewards:{' '}
                    {[
                      ...(sub.rewards.credit > 0 ? [`${formatUsd(sub.rewards.credit)} credit toward your next payments`] : []),
                      ...sub.rewards.discounts.map(rewardDiscountText),
                    ].join(' · ')}
                  </p>
                )}
              </>
            )}
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
            {sub && (
              <p className="mt-1 text-sm muted" data-testid="dashboard-timeline">
                Last subscription: {MEMBER_STATUS_LABELS[sub.status]}. {subscriptionTimeline(sub)}
              </p>
            )}
            {level !== 'admin' && (
              <a href="/subscribe" className="btn-primary mt-4">
                Choose a toolkit
              </a>
            )}
          </>
        )}
        {sub && sub.status !== 'canceled' && (
          <button type="button" className="btn-secondary mt-4" onClick={billingPortal.open} disabled={billingPortal.opening}>
            {billingPortal.opening ? (
              <>
                <span className="spinner" aria-hidden="true" /> Opening...
              </>
            ) : (
              'Manage billing'
            )}
          </button>
        )}
        {billing.error && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {billing.error}
          </p>
        )}
      </section>
      <nav aria-label="Dashboard" className="grid gap-4 sm:grid-cols-3">
        <a href="/pivotmatch" className="card block font-semibold hover:border-brand-500">
          PivotMatch job finder
          {/* PivotMatch is Elite's: below it the page shows a preview, and the card says so. */}
          {!hasEliteAccess(user) && (
            <span className="mt-1 block text-sm font-normal muted" data-testid="pivotmatch-preview-note">
              Your top {PIVOTMATCH_RESULTS_BELOW_ELITE} matches; every match comes with the Elite toolkit
            </span>
          )}
        </a>
        <a href="/refer" className="card block font-semibold hover:border-brand-500">
          Share &amp; Save
        </a>
        <a href="/toolkits" className="card block font-semibold hover:border-brand-500">
          Compare toolkits
        </a>
        <a href="/account" className="card block font-semibold hover:border-brand-500">
          Account settings
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
