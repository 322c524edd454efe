import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import { MEMBER_STATUS_LABELS, billingRoutes, longDate, subscriptionTimeline, type SubscriptionView, type TestPortalRequest } from '~/lib/billing';
import { BILLING_CYCLES, billingLabel, formatUsd, planOrDefault, plans, priceFor, type BillingCycle, type PlanKey } from '~/lib/plans';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';

const DONE: Record<TestPortalRequest['action'], string> = {
  cancel: 'Your subscription is canceled. It stays open until the end of the period.',
  resume: 'Your subscription will continue as before.',
  switch: 'Your plan has been changed.',
  'fail-payment': 'A failed payment was simulated: the subscription is past due.',
  pay: 'A successful payment was simulated.',
};

/**
 * Manage billing in test mode: what Stripe's customer portal does (cancel, resume, switch plan or
 * cycle), done to the member's test subscription through the same events; no money moves.
 */
export default function BillingPortal() {
  const auth = useStore($auth);
  const [view, setView] = useState<SubscriptionView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<TestPortalRequest['action'] | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [target, setTarget] = useState<{ plan: PlanKey; billing: BillingCycle } | null>(null);

  useEffect(() => {
    if (auth.status === 'ready' && !auth.user) window.location.replace('/login?next=/dashboard/billing');
    if (!auth.user) return;
    call(billingRoutes.subscription)
      .then((v) => {
        setView(v);
        if (v.subscription) setTarget({ plan: v.subscription.plan, billing: v.subscription.billing });
      })
      .catch((error) => setLoadError(apiErrorMessage(error, 'Your subscription could not be loaded.')));
  }, [auth]);

  async function act(request: TestPortalRequest) {
    setBusy(request.action);
    try {
      const next = await call(billingRoutes.testPortal, { body: request });
      setView(next);
      showToast({ title: 'Billing updated', description: DONE[request.action] });
    } catch (error) {
      showToast({ title: 'Billing not changed', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
      setConfirmCancel(false);
    }
  }

  if (loadError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loadError}
      </p>
    );
  if (!view)
    return (
      <p role="status" className="muted">
        Loading your billing...
      </p>
    );
  if (view.mode !== 'test')
    return (
      <div className="card max-w-xl">
        <h1 className="heading-2">Billing</h1>
        <p className="mt-2">Billing is managed in Stripe. Use Manage billing on your dashboard to open it.</p>
        <a href="/dashboard" className="btn-primary mt-4">
          Back to your dashboard
        </a>
      </div>
    );
  const sub = view.subscription;
  if (!sub || sub.status === 'canceled')
    return (
      <div className="card max-w-xl">
        <h1 className="heading-2">Billing</h1>
        <p className="mt-2">You have no subscription to manage. Choose a toolkit to start your free trial.</p>
        <a href="/subscribe" className="btn-primary mt-4">
          Choose a toolkit
        </a>
      </div>
    );

  const plan = planOrDefault(sub.plan);
  const changed = target && (target.plan !== sub.plan || target.billing !== sub.billing);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <p className="inline-block rounded-lg bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100" role="note">
          Test mode: this page stands in for the payment provider&apos;s billing portal. No card is charged.
        </p>
        <h1 className="heading-1 mt-3">Manage billing</h1>
      </div>

      <section className="card" aria-labelledby="current-sub">
        <h2 id="current-sub" className="text-lg font-semibold">
          {plan.title}
        </h2>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="muted">Status</dt>
          <dd data-testid="portal-status">{MEMBER_STATUS_LABELS[sub.status]}</dd>
          <dt className="muted">Billing</dt>
          <dd>
            {billingLabel(sub.billing)}, {formatUsd(sub.amount)}
            {sub.billing === 'annual' ? '/year' : '/month'}
          </dd>
          {sub.trialEndsAt && sub.status === 'trialing' && (
            <>
              <dt className="muted">Trial ends</dt>
              <dd>{longDate(sub.trialEndsAt)}</dd>
            </>
          )}
        </dl>
        <p className="mt-3 font-medium" data-testid="portal-timeline" aria-live="polite">
          {subscriptionTimeline(sub)}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {sub.cancelAtPeriodEnd ? (
            <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => act({ action: 'resume' })}>
              {busy === 'resume' ? 'Resuming...' : 'Resume subscription'}
            </button>
          ) : (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy !== null || (!sub.live && sub.status !== 'past_due')}
              onClick={() => setConfirmCancel(true)}
            >
              Cancel subscription
            </button>
          )}
        </div>
      </section>

      {sub.live && !sub.cancelAtPeriodEnd && target && (
        <section className="card" aria-labelledby="switch-plan">
          <h2 id="switch-plan" className="text-lg font-semibold">
            Switch plan or billing
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <label className="text-sm font-medium">
              Plan
              <select className="input mt-1 w-full" value={target.plan} onChange={(e) => setTarget({ ...target, plan: e.target.value as PlanKey })}>
                {plans.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium">
              Billing
              <select className="input mt-1 w-full" value={target.billing} onChange={(e) => setTarget({ ...target, billing: e.target.value as BillingCycle })}>
                {BILLING_CYCLES.map((c) => (
                  <option key={c} value={c}>
                    {billingLabel(c)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="mt-3 text-sm muted">
            New price: {formatUsd(priceFor(planOrDefault(target.plan), target.billing))}
            {target.billing === 'annual' ? '/year' : '/month'}. The change applies at once.
          </p>
          <button type="button" className="btn-primary mt-4" disabled={!changed || busy !== null} onClick={() => act({ action: 'switch', ...target })}>
            {busy === 'switch' ? 'Switching...' : 'Switch plan'}
          </button>
        </section>
      )}

      <section className="card" aria-labelledby="refunds">
        <h2 id="refunds" className="text-lg font-semibold">
          Refunds
        </h2>
        {sub.refund.kind === 'annual-prorated' ? (
          <div className="mt-2 space-y-1 text-sm" data-testid="portal-refund">
            <p>
              Annual plans can ask for a prorated refund of the unused months within {sub.refund.requestWithinDays} days of cancelling. Refunds are processed
              within {sub.refund.processedWithinBusinessDays} business days.
            </p>
            {sub.refund.requestBy && (
              <p>
                Ask by {longDate(sub.refund.requestBy)}
                {sub.refund.estimate !== null && <> for about {formatUsd(sub.refund.estimate)}</>} by writing to support. In test mode no money moves.
              </p>
            )}
          </div>
        ) : (
          <p className="mt-2 text-sm" data-testid="portal-refund">
            Monthly plans are not refunded: a cancellation takes effect at the end of the month already paid.
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="simulate">
        <h2 id="simulate" className="text-lg font-semibold">
          Try the payment lifecycle
        </h2>
        <p className="mt-2 text-sm muted">Test mode only: see what members see when a payment fails or goes through.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" disabled={busy !== null || sub.status === 'past_due'} onClick={() => act({ action: 'fail-payment' })}>
            Simulate a failed payment
          </button>
          <button type="button" className="btn-secondary" disabled={busy !== null || sub.status === 'active'} onClick={() => act({ action: 'pay' })}>
            Simulate a successful payment
          </button>
        </div>
      </section>

      <p>
        <a href="/dashboard" className="text-brand-700 underline dark:text-brand-100">
          Back to your dashboard
        </a>
      </p>

      {confirmCancel && (
        <ConfirmDialog
          title={`Cancel ${plan.name}?`}
          confirmLabel="Cancel subscription"
          cancelLabel="Keep my subscription"
          destructive
          busy={busy === 'cancel'}
          onConfirm={() => act({ action: 'cancel' })}
          onCancel={() => setConfirmCancel(false)}
        >
          <p>
            {sub.status === 'past_due'
              ? `The overdue payment will not be tried again, and the subscription ends on ${longDate(sub.currentPeriodEnd)}.`
              : `Your toolkit stays open until ${longDate(sub.accessEndsAt ?? sub.currentPeriodEnd)}, then ends.`}{' '}
            You can resume any time before then.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
