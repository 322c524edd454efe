import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { getJson } from '~/lib/api';
import { errorText } from '~/lib/admin/errors';
import { statusTone, type StatusTone } from '~/lib/admin/labels';
import { routeUrl, type RouteAnswer, type RouteInput, type RouteSpec } from '~/lib/route';

// ---------------------------------------------------------------------------
// Data: admin GET calls, typed by their routes and cached for the page by address (cached data
// never goes stale, no retry, no refetch on focus). A failed call is not cached, so opening the
// tab again retries.
// ---------------------------------------------------------------------------

type GetRoute = RouteSpec & { method: 'GET' };

const cache = new Map<string, unknown>();
const inflight = new Map<string, Promise<unknown>>();

/** The cache's key: the address the call goes to (the route with its ids and query). */
function addressOf<S extends GetRoute>(route: S, input: RouteInput<S> | undefined): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  return routeUrl(route, params, query);
}

function load<T>(url: string): Promise<T> {
  let pending = inflight.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = getJson<T>(url)
      .then((data) => {
        cache.set(url, data);
        return data;
      })
      .finally(() => inflight.delete(url));
    inflight.set(url, pending);
  }
  return pending;
}

/** Replace the cached answer of a GET call (after a successful save). */
export function setCached<S extends GetRoute>(route: S, input: RouteInput<S> | undefined, data: RouteAnswer<S>): void {
  cache.set(addressOf(route, input), data);
}

export type QueryState<T> =
  | { status: 'idle' | 'loading'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: string };

export type Query<T> = QueryState<T> & { reload: () => void };

/** GET `route` with its ids and query; the answer is typed by the route (the server checks the input, not the browser). */
export function useAdminQuery<S extends GetRoute>(route: S, input?: RouteInput<S>): Query<RouteAnswer<S>> {
  type T = RouteAnswer<S>;
  const url = addressOf(route, input);
  const [state, setState] = useState<QueryState<T>>(() =>
    cache.has(url) ? { status: 'success', data: cache.get(url) as T, error: null } : { status: 'idle', data: undefined, error: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cache.has(url)) {
      setState({ status: 'success', data: cache.get(url) as T, error: null });
      return;
    }
    let live = true;
    setState({ status: 'loading', data: undefined, error: null });
    load<T>(url).then(
      (data) => live && setState({ status: 'success', data, error: null }),
      (err: unknown) => live && setState({ status: 'error', data: undefined, error: errorText(err) }),
    );
    return () => {
      live = false;
    };
    // The call is known by its address: a new input object with the same ids and query is the same call.
  }, [url, attempt]);

  const reload = useCallback(() => {
    cache.delete(url);
    setAttempt((n) => n + 1);
  }, [url]);

  return { ...state, reload };
}

/** Save a file made in the browser (Export buttons). */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---------------------------------------------------------------------------
// Small UI pieces
// ---------------------------------------------------------------------------

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm muted">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

// The admin tabs use the site's one inline error.
export { InlineError } from '~/islands/ui/InlineError';

export function Switch({
  id,
  label,
  checked,
  onChange,
  description,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  description?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        {description && (
          <p id={`${id}-desc`} className="text-xs muted">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-700 dark:bg-brand-500' : 'bg-slate-500'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}

/** A figure with its label, a detail line, and a note saying what the figure counts. */
export function StatCard({ label, value, detail, note, testId }: { label: string; value: string; detail?: string; note?: string; testId?: string }) {
  return (
    <div className="card p-5" data-testid={testId}>
      <p className="text-sm font-medium muted">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {detail && <p className="mt-1 text-xs muted">{detail}</p>}
      {note && <p className="mt-1 text-xs muted">{note}</p>}
    </div>
  );
}

const TONES: Record<StatusTone, string> = {
  good: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  warn: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
  bad: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

export function Badge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

export function StatusBadge({ status, label }: { status: string | null | undefined; label: string }) {
  return <Badge tone={statusTone(status)}>{label}</Badge>;
}

export function SearchBox({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className="input" placeholder={`${label}...`} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200';
export const td = 'px-4 py-3 align-top';
// relative: screen-reader-only text in a cell is positioned absolutely and would otherwise
// widen the page past a phone's screen instead of scrolling with the table.
export const tableWrap = 'relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700';
/**
 * The frame's own props: on a phone a table scrolls sideways inside it, and a table of plain text
 * has nothing else to focus, so the frame takes focus for the keyboard to scroll it (named for
 * screen readers as the table it holds).
 */
export const tableFrame = (name: string) => ({ role: 'region', 'aria-label': name, tabIndex: 0 }) as const;
export const tableCls = 'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700';

const iconBase = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
export const DownloadIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} {...iconBase}>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);
export const PlusIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} {...iconBase}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
