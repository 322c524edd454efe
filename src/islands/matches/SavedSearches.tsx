import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import { SAVED_SEARCH_NAME_MAX, describeFilters, pivotmatchRoutes, type JobMatch, type SavedSearchView } from '~/lib/pivotmatch';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { TextField } from '~/islands/ui/fields';
import { JobCard } from '~/islands/pivotmatch/JobResults';
import { toolPath } from '~/lib/catalogue';

const PATH = toolPath('matches');
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  searches: SavedSearchView[];
  max: number;
  /** Changes the list (an updater, like a state setter's). */
  onChange: (update: (searches: SavedSearchView[]) => SavedSearchView[]) => void;
  /** The room's gate: true when a 401/403 was handled. */
  denied: (error: unknown) => boolean;
}

interface Results {
  id: string;
  matches: JobMatch[] | null;
  error: string | null;
}

/** The search whose results are open, in the address so a reload keeps them. */
function openInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('search');
}
function writeAddress(id: string | null) {
  window.history.replaceState(null, '', id ? `${PATH}?search=${encodeURIComponent(id)}` : PATH);
}

/** Saved searches: alerts switch, last checked, new matches since saving, run now, rename, delete. */
export function SavedSearches({ searches, max, onChange, denied }: Props) {
  const id = useId();
  const [results, setResults] = useState<Results | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchView | null>(null);
  const [busy, setBusy] = useState(false);
  const replace = useCallback((next: SavedSearchView) => onChange((list) => list.map((s) => (s.id === next.id ? next : s))), [onChange]);

  const run = useCallback(
    async (searchId: string) => {
      setResults({ id: searchId, matches: null, error: null });
      writeAddress(searchId);
      try {
        const res = await call(pivotmatchRoutes.runSearch, { params: { id: searchId } });
        replace(res.search);
        setResults({ id: searchId, matches: res.matches, error: null });
      } catch (e) {
        if (denied(e)) return;
        setResults({ id: searchId, matches: null, error: apiErrorMessage(e, 'The search could not be run. Please try again.') });
      }
    },
    [denied, replace],
  );

  // A reload (or a link) with ?search= opens that search's results again.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const asked = openInAddress();
    if (asked && searches.some((s) => s.id === asked)) void run(asked);
    else if (asked) writeAddress(null);
  }, [run, searches]);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await call(pivotmatchRoutes.deleteSearch, { params: { id: deleting.id } });
      const gone = deleting.id;
      onChange((list) => list.filter((s) => s.id !== gone));
      if (results?.id === deleting.id) {
        setResults(null);
        writeAddress(null);
      }
      showToast({ title: 'Saved search deleted', description: `"${deleting.name}" and its alerts are gone.` });
      setDeleting(null);
    } catch (e) {
      if (!denied(e)) showToast({ title: 'Not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3" id="saved-searches">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-h`} className="text-xl font-semibold">
          Saved searches
        </h2>
        <p className="muted text-sm">
          {searches.length} of {max}
        </p>
      </div>
      {searches.length === 0 ? (
        <EmptyState
          title="No saved searches"
          action={
            <a href="/pivotmatch" className="btn-secondary">
              Run a search on PivotMatch
            </a>
          }
        >
          Run a search on PivotMatch and choose &quot;Save this search&quot; under the results: we check it daily and e-mail you new matches.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {searches.map((s) => (
            <SavedSearchItem
              key={s.id}
              search={s}
              results={results?.id === s.id ? results : null}
              onRun={() => void run(s.id)}
              onClose={() => {
                setResults(null);
                writeAddress(null);
              }}
              onSaved={replace}
              onDelete={() => setDeleting(s)}
              denied={denied}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this saved search?"
          confirmLabel="Delete search"
          destructive
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>&quot;{deleting.name}&quot; and its daily alerts will be deleted. Your match history stays.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface ItemProps {
  search: SavedSearchView;
  results: Results | null;
  onRun: () => void;
  onClose: () => void;
  onSaved: (s: SavedSearchView) => void;
  onDelete: () => void;
  denied: (error: unknown) => boolean;
}

function SavedSearchItem({ search, results, onRun, onClose, onSaved, onDelete, denied }: ItemProps) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (renaming) nameInput.current?.focus();
  }, [renaming]);

  useEffect(() => {
    if (results?.matches) resultsHeading.current?.focus();
  }, [results?.matches]);

  async function toggleAlerts() {
    setSwitching(true);
    try {
      const next = await call(pivotmatchRoutes.updateSearch, { params: { id: search.id }, body: { alertsOn: !search.alertsOn } });
      onSaved(next);
      showToast({
        title: next.alertsOn ? 'Alerts on' : 'Alerts off',
        description: next.alertsOn ? `We'll e-mail you new matches for "${next.name}".` : `No more e-mails for "${next.name}".`,
      });
    } catch (e) {
      if (!denied(e)) showToast({ title: 'Alerts not changed', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setSwitching(false);
    }
  }

  async function rename(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const next = await call(pivotmatchRoutes.updateSearch, { params: { id: search.id }, body: { name } });
      onSaved(next);
      setRenaming(false);
      requestAnimationFrame(() => renameButton.current?.focus());
    } catch (err) {
      if (!denied(err)) setError(apiFormErrorMessage(err, 'The name could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="card p-5" data-testid="saved-search">
      {renaming ? (
        <form onSubmit={(e) => void rename(e)} className="space-y-2" aria-label={`Rename ${search.name}`}>
          <TextField id={`${id}-name`} label="Name" value={name} maxLength={SAVED_SEARCH_NAME_MAX} required ref={nameInput} onChange={setName} />
          {error && <InlineError message={error} />}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving || !name.trim()}>
              {saving ? 'Saving...' : 'Save name'}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={saving}
              onClick={() => {
                setRenaming(false);
                setName(search.name);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <h3 className="break-words text-lg font-semibold">{search.name}</h3>
      )}
      <p className="muted mt-1 text-sm">
        {describeFilters(search.filters)}
        {search.location ? ` · resume in ${search.location}` : ''} · {search.skills.length} skills
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="muted">Last checked:</dt>
          <dd>{search.lastCheckedAt ? when(search.lastCheckedAt) : 'not yet (daily)'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="muted">New matches since saving:</dt>
          <dd data-testid="new-match-count">{search.newMatchCount}</dd>
        </div>
      </dl>

      <div className="mt-3 flex items-center justify-between gap-4 border-t border-slate-200 pt-3 dark:border-slate-700">
        <span id={`${id}-alerts`} className="text-sm font-medium">
          E-mail alerts for new matches
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={search.alertsOn}
          aria-labelledby={`${id}-alerts`}
          disabled={switching}
          onClick={() => void toggleAlerts()}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
            search.alertsOn ? 'bg-brand-700 dark:bg-brand-500' : 'bg-slate-500'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${search.alertsOn ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onRun} disabled={!!results && !results.matches && !results.error}>
          {results && !results.matches && !results.error ? 'Running...' : 'Run now'}
          <span className="sr-only"> {search.name}</span>
        </button>
        {!renaming && (
          <button
            ref={renameButton}
            type="button"
            className="btn-secondary"
            onClick={() => {
              setName(search.name);
              setRenaming(true);
            }}
          >
            Rename<span className="sr-only"> {search.name}</span>
          </button>
        )}
        <button type="button" className="btn-ghost text-red-800 dark:text-red-300" onClick={onDelete}>
          Delete<span className="sr-only"> {search.name}</span>
        </button>
      </div>

      {results && (
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700" aria-busy={!results.matches && !results.error}>
          {results.error ? (
            <InlineError message={results.error} onRetry={onRun} />
          ) : !results.matches ? (
            <p role="status" className="muted">
              Searching...
            </p>
          ) : (
            <>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h4 ref={resultsHeading} tabIndex={-1} className="font-semibold">
                  {results.matches.length} {results.matches.length === 1 ? 'match' : 'matches'} now
                </h4>
                <button type="button" className="btn-secondary py-1" onClick={onClose}>
                  Close results
                </button>
              </div>
              {results.matches.length === 0 ? (
                <p className="muted text-sm">No jobs match this search today. We&apos;ll keep checking.</p>
              ) : (
                <ul className="space-y-4">
                  {results.matches.map((job, i) => (
                    <JobCard key={`${job.title}-${job.company}-${i}`} job={job} saveable />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}
