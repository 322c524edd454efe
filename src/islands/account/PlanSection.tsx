import { useId, useState } from 'react';
import { InlineError } from '~/islands/ui/InlineError';
import { useBillingPortal } from '~/islands/billing/useBillingPortal';
import { MEMBER_STATUS_LABELS, longDate } from '~/lib/billing';
import type { SubscriptionStatus } from '~/lib/catalogue';
import type { AccountSectionProps } from './section-props';

/** The member's plan, its status and next date, and the way to the billing portal (as on the dashboard). */
export default function PlanSection({ account, user }: AccountSectionProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const billingPortal = useBillingPortal(setError);
  const manageBilling = () => {
    setError(null);
    void billingPortal.open();
  };
  const { plan } = account;
  const status = plan.status as SubscriptionStatus | null;

  let when: string | null = null;
  if (plan.currentPeriodEnd && status && status !== 'canceled') {
    when = plan.cancelAtPeriodEnd
      ? `Ends on ${longDate(plan.currentPeriodEnd)}; it will not renew.`
      : status === 'trialing'
        ? `Your free trial ends on ${longDate(plan.currentPeriodEnd)}; the first payment is taken then unless you cancel before.`
        : `Renews on ${longDate(plan.currentPeriodEnd)}.`;
  } else if (plan.currentPeriodEnd && status === 'canceled' && plan.key) {
    when = `Access until ${longDate(plan.currentPeriodEnd)}.`;
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Plan and billing
      </h2>
      {plan.name ? (
        <div className="mt-2 space-y-1">
          <p className="text-lg font-semibold" data-testid="account-plan">
            {plan.name} toolkit
          </p>
          <p className="text-sm">Status: {status ? MEMBER_STATUS_LABELS[status] : 'Unknown'}</p>
          {when && <p className="text-sm muted">{when}</p>}
        </div>
      ) : (
        <p className="mt-2" data-testid="account-plan">
          {user.role === 'admin' ? 'Staff account: every toolkit is open to you.' : 'No toolkit yet.'}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {plan.name && status !== 'canceled' ? (
          <button type="button" className="btn-secondary" onClick={manageBilling} disabled={billingPortal.opening}>
            {billingPortal.opening ? (
              <>
                <span className="spinner" aria-hidden="true" /> Opening...
              </>
            ) : (
              'Manage billing'
            )}
          </button>
        ) : (
          user.role !== 'admin' && (
            <a href="/subscribe" className="btn-primary">
              Choose a toolkit
            </a>
          )
        )}
        <a href="/toolkits" className="btn-ghost">
          Compare toolkits
        </a>
      </div>
      {error && (
        <div className="mt-3">
          <InlineError message={error} onRetry={manageBilling} />
        </div>
      )}
    </section>
  );
}
