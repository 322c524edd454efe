import { capitalize, databaseTone, formatBytes, formatCount, formatDateTime } from '~/lib/admin/format';
import { adminRoutes } from '~/lib/admin/routes';
import type { AdminTab } from '~/lib/admin/tabs';
import { routeUrl } from '~/lib/route';
import { Badge, InlineError, LoadingText, StatCard, tableCls, tableFrame, tableWrap, td, th, useAdminQuery } from './ui';

const UNAVAILABLE = 'Unavailable';

export default function DatabaseTab({ onNavigate }: { onNavigate: (tab: AdminTab) => void }) {
  const db = useAdminQuery(adminRoutes.database);
  const d = db.data;
  const loading = db.status === 'loading' || db.status === 'idle';
  const placeholder = loading ? '…' : UNAVAILABLE;
  const totalRows = d ? d.tables.reduce((sum, t) => sum + t.rows, 0) : undefined;

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Database</h2>
      {db.status === 'error' && <InlineError prefix="Database figures could not be loaded." message={db.error} onRetry={db.reload} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Database Size" value={d ? formatBytes(d.sizeBytes) : placeholder} />
        <StatCard label="Total Records" value={d ? formatCount(totalRows) : placeholder} detail={d ? `${d.tables.length} tables` : undefined} />
        <div className="card p-5">
          <p className="text-sm font-medium muted">Status</p>
          <p className="mt-2">
            {d ? <Badge tone={databaseTone(d.status)}>{capitalize(d.status)}</Badge> : <span className="text-2xl font-bold">{placeholder}</span>}
          </p>
        </div>
      </div>

      <section className="space-y-3" aria-labelledby="db-tables-title">
        <h3 id="db-tables-title" className="text-lg font-semibold">
          Tables
        </h3>
        {loading && <LoadingText>Loading tables...</LoadingText>}
        {db.status === 'error' && <p className="text-sm muted">{UNAVAILABLE}</p>}
        {d && (
          <div className={tableWrap} {...tableFrame('Database tables')}>
            <table className={tableCls}>
              <caption className="sr-only">Database tables</caption>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={th}>
                    Table
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Rows
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {d.tables.length === 0 ? (
                  <tr>
                    <td colSpan={2} className={`${td} text-center muted`}>
                      No tables found.
                    </td>
                  </tr>
                ) : (
                  d.tables.map((t) => (
                    <tr key={t.name}>
                      <td className={`${td} font-mono text-xs`}>{t.name}</td>
                      <td className={`${td} text-right`}>{formatCount(t.rows)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {d && (
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="card p-5">
            <dt className="text-sm font-medium muted">Connections</dt>
            <dd className="mt-2 text-xl font-bold">{d.connections === null ? 'Not reported' : formatCount(d.connections)}</dd>
          </div>
          <div className="card p-5">
            <dt className="text-sm font-medium muted">Migrations applied</dt>
            <dd className="mt-2 text-xl font-bold">{d.migrations ? formatCount(d.migrations.applied) : 'Not reported'}</dd>
          </div>
          <div className="card p-5">
            <dt className="text-sm font-medium muted">Last backup</dt>
            <dd className="mt-2 text-xl font-bold" data-testid="last-backup">
              {d.lastBackup ? formatDateTime(d.lastBackup.at) : 'None yet'}
            </dd>
            {d.lastBackup?.by && <dd className="text-xs muted">by {d.lastBackup.by}</dd>}
          </div>
        </dl>
      )}

      <section aria-labelledby="db-tools-title">
        <h3 id="db-tools-title" className="mb-3 text-lg font-semibold">
          Tools
        </h3>
        <div className="flex flex-wrap gap-2">
          {/* The figures reload after the download starts, so "Last backup" shows this one. */}
          <a className="btn-secondary" href={routeUrl(adminRoutes.backup)} download onClick={() => setTimeout(db.reload, 1500)}>
            Backup
          </a>
          <button type="button" className="btn-secondary" onClick={() => onNavigate('system')}>
            Logs
          </button>
        </div>
        <p className="mt-2 text-sm muted">
          Backup downloads every table as one JSON file and records who took it. Logs opens the audit and system log on the System tab.
        </p>
      </section>
    </div>
  );
}
