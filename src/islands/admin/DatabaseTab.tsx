import { capitalize, databaseTone, formatBytes, formatCount, parseDatabase } from '../../lib/admin';
import { Badge, InlineError, LoadingText, StatCard, tableCls, tableWrap, td, th, useAdminQuery } from './ui';

const UNAVAILABLE = 'Unavailable';
/** Not built yet: shown disabled rather than pretending (decisions.md). */
const COMING_SOON = ['Backup', 'SQL Editor', 'Logs'] as const;

export default function DatabaseTab() {
  const db = useAdminQuery('/api/admin/database', parseDatabase);
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
          <div className={tableWrap}>
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

      <section aria-labelledby="db-tools-title">
        <h3 id="db-tools-title" className="mb-3 text-lg font-semibold">
          Tools
        </h3>
        <div className="flex flex-wrap gap-2">
          {COMING_SOON.map((label) => (
            <button key={label} type="button" className="btn-secondary" disabled title="Coming soon" aria-describedby="db-tools-note">
              {label}
            </button>
          ))}
        </div>
        <p id="db-tools-note" className="mt-2 text-sm muted">
          Coming soon
        </p>
      </section>
    </div>
  );
}
