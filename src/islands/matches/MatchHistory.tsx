import { useId } from 'react';
import { badgeColour, describeFilters, type MatchHistoryEntry } from '~/lib/pivotmatch';
import { EmptyState } from '~/islands/ui/EmptyState';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const BADGE: Record<ReturnType<typeof badgeColour>, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900 dark:text-yellow-100',
  grey: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** Past PivotMatch searches, newest first, each with its best matches. */
export function MatchHistory({ history }: { history: MatchHistoryEntry[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3" id="match-history">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        Match history
      </h2>
      {history.length === 0 ? (
        <EmptyState
          title="No searches yet"
          action={
            <a href="/pivotmatch" className="btn-secondary">
              Run a search on PivotMatch
            </a>
          }
        />
      ) : (
        <ol className="space-y-4">
          {history.map((h) => (
            <li key={h.id} className="card p-5" data-testid="history-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{h.fileName ?? 'Resume'}</h3>
                <time dateTime={h.createdAt} className="muted text-sm">
                  {when(h.createdAt)}
                </time>
              </div>
              <p className="muted mt-1 text-sm">
                {describeFilters(h.filters)} · {h.resultCount} {h.resultCount === 1 ? 'match' : 'matches'}
              </p>
              {h.topMatches.length > 0 && (
                <ul className="mt-3 space-y-2" aria-label="Top matches">
                  {h.topMatches.map((m, i) => (
                    <li key={`${m.link}-${i}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="min-w-0 break-words">
                        <a href={m.link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline dark:text-brand-100">
                          {m.title}
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>{' '}
                        at {m.company}, {m.location}
                      </span>
                      <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[badgeColour(m.match_percentage)]}`}>
                        {m.match_percentage}% match
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
