import {
  capitalize,
  databaseTone,
  formatChange,
  formatCount,
  formatDateTime,
  formatMoney,
  formatPercent,
  revenueBasis,
  subscribersBasis,
} from '~/lib/admin/format';
import type { AdminStats } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import type { AdminTab } from '~/lib/admin/tabs';
import type { StatusTone } from '~/lib/admin/labels';
import { Badge, InlineError, LoadingText, StatCard, useAdminQuery, type Query } from './ui';

const ACTIVITY_LABELS: Record<string, string> = { subscription: 'Subscription', login: 'Login' };
const ACTIVITY_TONES: Record<string, StatusTone> = { subscription: 'good', login: 'neutral' };

/** Shortcuts to the other tabs: each does what its label says (decision 0014). */
const QUICK_ACTIONS: { tab: AdminTab; label: string; detail: string }[] = [
  { tab: 'users', label: 'Manage Users', detail: 'Search accounts and add a user' },
  { tab: 'subscriptions', label: 'View Subscriptions', detail: 'Revenue, plans and CSV export' },
  { tab: 'content', label: 'Manage Content', detail: 'Libraries and featured content' },
  { tab: 'system', label: 'System Settings', detail: 'Security, e-mail, feature flags and logs' },
];

export default function DashboardTab({ stats, onNavigate }: { stats: Query<AdminStats>; onNavigate: (tab: AdminTab) => void }) {
  const db = useAdminQuery(adminRoutes.database);
  const s = stats.data;

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Dashboard</h2>
      {stats.status === 'error' && <InlineError prefix="Statistics could not be loaded." message={stats.error} onRetry={stats.reload} />}
      {(stats.status === 'loading' || stats.status === 'idle') && <LoadingText>Loading statistics...</LoadingText>}
      {s && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Total Users"
            value={formatCount(s.totalUsers)}
            detail={s.newUsers !== undefined ? `${formatCount(s.newUsers)} new this month` : undefined}
          />
          {/* Each figure says what it counts, so the four add up. */}
          <StatCard
            label="Subscribers"
            testId="stat-subscribers"
            value={formatCount(s.premiumUsers)}
            detail={s.conversionRate !== undefined ? `${formatPercent(s.conversionRate)} of all users` : undefined}
            note={subscribersBasis(s)}
          />
          <StatCard
            label="Monthly Revenue"
            testId="stat-revenue"
            value={formatMoney(s.monthlyRevenue)}
            detail={s.revenueChange !== undefined ? `${formatChange(s.revenueChange)} from last month` : undefined}
            note={revenueBasis(s)}
          />
          <StatCard
            label="Active Trials"
            testId="stat-trials"
            value={formatCount(s.activeTrials)}
            detail={s.trialConversion !== undefined ? `${formatPercent(s.trialConversion)} of all trials now paying` : undefined}
            note="Not in revenue until they pay"
          />
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card lg:col-span-2" aria-labelledby="recent-activity-title">
          <h3 id="recent-activity-title" className="mb-4 text-lg font-semibold">
            Recent Activity
          </h3>
          {s && s.recentActivity.length === 0 && <p className="text-sm muted">No recent activity</p>}
          {s && s.recentActivity.length > 0 && (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {s.recentActivity.map((a, i) => {
                const type = a.type ?? 'other';
                return (
                  <li key={i} className="flex flex-wrap items-start justify-between gap-2 py-3">
                    <div className="flex items-start gap-3">
                      <Badge tone={ACTIVITY_TONES[type] ?? 'neutral'}>{ACTIVITY_LABELS[type] ?? 'Activity'}</Badge>
                      <p className="text-sm">{a.description}</p>
                    </div>
                    <p className="text-xs muted">{formatDateTime(a.time)}</p>
                  </li>
                );
              })}
            </ul>
          )}
          {!s && <p className="text-sm muted">{stats.status === 'error' ? 'Unavailable' : 'Loading...'}</p>}
        </section>

        <section className="card" aria-labelledby="system-status-title">
          <h3 id="system-status-title" className="mb-4 text-lg font-semibold">
            System Status
          </h3>
          <ul className="space-y-3 text-sm">
            <StatusRow
              label="Admin API"
              value={stats.status === 'success' ? 'Operational' : stats.status === 'error' ? 'Unavailable' : 'Checking...'}
              tone={stats.status === 'success' ? 'good' : stats.status === 'error' ? 'bad' : 'neutral'}
            />
            <StatusRow
              label="Database"
              value={db.status === 'success' ? capitalize(db.data.status) : db.status === 'error' ? 'Unavailable' : 'Checking...'}
              tone={db.status === 'success' ? databaseTone(db.data.status) : db.status === 'error' ? 'bad' : 'neutral'}
            />
          </ul>
        </section>
      </div>

      <section aria-labelledby="quick-actions-title">
        <h3 id="quick-actions-title" className="mb-4 text-lg font-semibold">
          Quick Actions
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map((q) => (
            <button
              key={q.tab}
              type="button"
              className="card p-5 text-left transition-colors hover:border-brand-600 dark:hover:border-brand-100"
              onClick={() => onNavigate(q.tab)}
            >
              <span className="block font-semibold">{q.label}</span>
              <span className="mt-1 block text-sm muted">{q.detail}</span>
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}

function StatusRow({ label, value, tone }: { label: string; value: string; tone: StatusTone }) {
  return (
    <li className="flex items-center justify-between gap-2">
      <span>{label}</span>
      <Badge tone={tone}>{value}</Badge>
    </li>
  );
}
