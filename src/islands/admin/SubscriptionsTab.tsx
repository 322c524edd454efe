import { useMemo, useState } from 'react';
import { capitalize, formatChange, formatCount, formatDate, formatMoney, formatPercent, revenueBasis } from '~/lib/admin/format';
import { filterSubscriptions } from '~/lib/admin/search';
import type { AdminStats } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import { routeUrl } from '~/lib/route';
import { planLabel, shortId, statusLabel } from '~/lib/admin/labels';
import { plans } from '~/lib/plans';
import { SUBSCRIPTION_STATUSES, type PlanKey, type SubscriptionStatus } from '~/lib/catalogue';
import {
  DownloadIcon,
  InlineError,
  LoadingText,
  SearchBox,
  StatCard,
  StatusBadge,
  tableCls,
  tableFrame,
  tableWrap,
  td,
  th,
  useAdminQuery,
  type Query,
} from './ui';
import ReferralsSection from './ReferralsSection';

const planName = (key: PlanKey) => plans.find((p) => p.key === key)?.name ?? key;

/** The export is built and streamed by the server, with the same search and status filter. */
function exportUrl(query: string, status: SubscriptionStatus | ''): string {
  return routeUrl(adminRoutes.subscriptionsExport, {}, { q: query.trim() || undefined, status: status || undefined });
}

export default function SubscriptionsTab({ stats }: { stats: Query<AdminStats> }) {
  const subs = useAdminQuery(adminRoutes.subscriptions);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');
  const rows = useMemo(
    () => (subs.data ? filterSubscriptions(subs.data, query).filter((r) => !status || r.status === status) : []),
    [subs.data, query, status],
  );
  const s = stats.data;

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Subscriptions</h2>
      {stats.status === 'error' && <InlineError prefix="Revenue figures could not be loaded." message={stats.error} onRetry={stats.reload} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Monthly Recurring Revenue"
          testId="stat-mrr"
          value={formatMoney(s?.mrr)}
          detail={s?.mrrChange !== undefined ? `${formatChange(s.mrrChange)} from last month` : undefined}
          note={s && revenueBasis(s)}
        />
        <StatCard
          label={`${planName('premium')} Subscribers`}
          value={formatCount(s?.premiumCount)}
          detail={s?.premiumGrowth !== undefined ? `${formatChange(s.premiumGrowth)} growth` : undefined}
          note="Live now, trials included"
        />
        <StatCard
          label={`${planName('pivot')} Subscribers`}
          value={formatCount(s?.pivotCount)}
          detail={s?.pivotGrowth !== undefined ? `${formatChange(s.pivotGrowth)} growth` : undefined}
          note="Live now, trials included"
        />
      </div>
      {s?.activeSubscriptions !== undefined && (
        <p className="text-sm muted" data-testid="subscription-counts">
          {formatCount(s.eliteCount)} {planName('elite')} subscribers · {formatCount(s.activeSubscriptions)} active · {formatCount(s.activeTrials)} in trial ·{' '}
          {formatCount(s.pastDueSubscriptions)} past due · {formatCount(s.canceledSubscriptions)} canceled
        </p>
      )}

      <section className="space-y-4" aria-labelledby="subscriptions-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h3 id="subscriptions-title" className="text-xl font-semibold">
            Subscriptions
          </h3>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox id="admin-subscription-search" label="Search subscriptions" value={query} onChange={setQuery} />
            <label htmlFor="admin-subscription-status" className="sr-only">
              Status
            </label>
            <select
              id="admin-subscription-status"
              className="input sm:w-40"
              value={status}
              onChange={(e) => setStatus(e.target.value as SubscriptionStatus | '')}
            >
              <option value="">All statuses</option>
              {SUBSCRIPTION_STATUSES.map((st) => (
                <option key={st} value={st}>
                  {statusLabel(st)}
                </option>
              ))}
            </select>
            {rows.length === 0 ? (
              <button type="button" className="btn-secondary" disabled>
                <DownloadIcon />
                Export
              </button>
            ) : (
              <a className="btn-secondary" href={exportUrl(query, status)} download>
                <DownloadIcon />
                Export
              </a>
            )}
          </div>
        </div>

        {subs.status === 'error' && <InlineError message={subs.error} onRetry={subs.reload} />}
        {(subs.status === 'loading' || subs.status === 'idle') && <LoadingText>Loading subscriptions...</LoadingText>}
        {subs.status === 'success' && (
          <div className={tableWrap} {...tableFrame('Subscriptions')}>
            <table className={tableCls}>
              <caption className="sr-only">Subscriptions</caption>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={th}>
                    ID
                  </th>
                  <th scope="col" className={th}>
                    User
                  </th>
                  <th scope="col" className={th}>
                    Plan
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Interval
                  </th>
                  <th scope="col" className={th}>
                    Amount
                  </th>
                  <th scope="col" className={th}>
                    Next Billing
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={7} className={`${td} text-center muted`}>
                      No subscriptions found.
                    </td>
                  </tr>
                ) : (
                  rows.map((r) => (
                    <tr key={r.id}>
                      <td className={`${td} font-mono text-xs`} title={r.id}>
                        {shortId(r.id)}
                      </td>
                      <td className={`${td} font-medium`}>{r.userName ?? '—'}</td>
                      <td className={td}>{planLabel(r.plan)}</td>
                      <td className={td}>
                        <StatusBadge status={r.status} label={statusLabel(r.status)} />
                      </td>
                      <td className={td}>{capitalize(r.interval)}</td>
                      <td className={`${td} whitespace-nowrap`}>{formatMoney(r.amount)}</td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(r.nextBillingDate)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ReferralsSection />

      <section className="card" aria-labelledby="payment-analytics-title">
        <h3 id="payment-analytics-title" className="mb-4 text-lg font-semibold">
          Payment Analytics
        </h3>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm muted">Average Revenue Per User</dt>
            <dd className="text-xl font-bold">{formatMoney(s?.arpu)}</dd>
            <dd className="text-xs muted">Monthly revenue ÷ paying subscriptions</dd>
          </div>
          <div>
            <dt className="text-sm muted">Churn Rate (last 30 days)</dt>
            <dd className="text-xl font-bold">{formatPercent(s?.churnRate)}</dd>
          </div>
          <div>
            <dt className="text-sm muted">Customer Lifetime Value</dt>
            <dd className="text-xl font-bold">{formatMoney(s?.ltv)}</dd>
            <dd className="text-xs muted">Average revenue per user ÷ monthly churn</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
