import type { CurrentUser } from '~/lib/access';
import { PLAN_KEYS, PLAN_RANK, TRIAL_DAYS, type PlanKey } from '~/lib/catalogue';
import { checkoutUrl } from '~/lib/checkout';
import { planOrDefault } from '~/lib/plans';
import { showToast } from '~/stores/toast';
import { useBillingPortal } from '~/islands/billing/useBillingPortal';

/**
 * The one upgrade card: what the tool is, which toolkit has it, and the way there. A member who
 * already holds a plan (paid or in its trial) is offered the switch through Manage billing; only a
 * member without one is offered a free trial, which checkout would refuse to a subscriber.
 */
export function UpgradeCard({ plan, toolName, pitch, user }: { plan: PlanKey; toolName: string; pitch: string; user: CurrentUser }) {
  const p = planOrDefault(plan);
  const higher = PLAN_KEYS.filter((k) => PLAN_RANK[k] > PLAN_RANK[plan]).map((k) => planOrDefault(k).name);
  const alsoIn = higher.length === 0 ? '' : ` ${higher.join(' and ')} ${higher.length === 1 ? 'includes' : 'include'} it too.`;
  const held = user.isPremium ? planOrDefault(user.isPremium) : null;
  const billing = useBillingPortal((description) => showToast({ title: 'Manage billing', description, variant: 'destructive' }));

  return (
    <section className="card max-w-2xl" aria-labelledby="upgrade-title" data-testid="upgrade-card">
      <h1 id="upgrade-title" className="text-2xl font-bold">
        {toolName} is part of the {p.name} toolkit
      </h1>
      <p className="mt-3">{pitch}</p>
      {held ? (
        <p className="mt-3 muted">
          You have the {held.name} toolkit{user.subscriptionStatus === 'trialing' ? ', in its free trial' : ''}. {p.name} is ${p.monthly}/month; switching keeps
          everything you have saved.{alsoIn}
        </p>
      ) : (
        <p className="mt-3 muted">
          {p.name} is ${p.monthly}/month and starts with a {TRIAL_DAYS}-day free trial.{alsoIn}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {held ? (
          <button type="button" className="btn-primary" onClick={billing.open} disabled={billing.opening}>
            {billing.opening ? 'Opening...' : `Upgrade to ${p.name}`}
          </button>
        ) : (
          <a className="btn-primary" href={checkoutUrl(p.key, 'monthly')}>
            Start your free trial
          </a>
        )}
        <a className="btn-secondary" href="/subscribe">
          Compare toolkits
        </a>
      </div>
    </section>
  );
}

/** A room whose feature the site's staff have switched off (System tab): nothing is lost, it is only hidden. */
export function FeatureOffCard({ toolName }: { toolName: string }) {
  return (
    <section className="card max-w-2xl" aria-labelledby="feature-off-title" data-testid="feature-off-card">
      <h1 id="feature-off-title" className="text-2xl font-bold">
        {toolName} is turned off for now
      </h1>
      <p className="mt-3">Our team has paused this tool for a while. Everything you saved in it is kept and will be here when it is back.</p>
      <div className="mt-5">
        <a className="btn-secondary" href="/dashboard">
          Back to your dashboard
        </a>
      </div>
    </section>
  );
}
