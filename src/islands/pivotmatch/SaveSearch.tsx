import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '~/stores/toast';
import { apiFormErrorMessage, call } from '~/lib/api';
import { SAVED_SEARCH_NAME_MAX, describeFilters, pivotmatchRoutes, type SearchFilters } from '~/lib/pivotmatch';
import { InlineError } from '~/islands/ui/InlineError';
import { TextField } from '~/islands/ui/fields';

interface Props {
  sessionId: string;
  /** The filters of the search whose results are shown. */
  filters: SearchFilters;
}

/** "Save this search" under Elite results: a name, then the search is kept with daily new-match alerts. */
export function SaveSearch({ sessionId, filters }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => defaultName(filters));
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  async function save(e: FormEvent) {
    e.preventDefault();
    setState('saving');
    setError(null);
    try {
      const saved = await call(pivotmatchRoutes.saveSearch, { body: { name, sessionId, filters } });
      setState('saved');
      showToast({ title: 'Search saved', description: `"${saved.name}": we'll e-mail you new matches daily.` });
    } catch (err) {
      setState('idle');
      setError(apiFormErrorMessage(err, 'The search could not be saved. Please try again.'));
    }
  }

  if (state === 'saved')
    return (
      <p className="card mb-4 p-4 text-sm" role="status" data-testid="search-saved">
        Saved. New matches arrive by e-mail daily;{' '}
        <a className="font-medium text-brand-700 underline dark:text-brand-100" href="/dashboard/matches">
          manage your saved searches
        </a>
        .
      </p>
    );

  if (!open)
    return (
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="muted text-sm">Get an e-mail when new jobs match this search.</p>
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          Save this search
        </button>
      </div>
    );

  return (
    <form className="card mb-4 space-y-3 p-4" onSubmit={(e) => void save(e)} aria-label="Save this search">
      <TextField
        id={`${id}-name`}
        label="Name this search"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        required
        ref={input}
        onChange={setName}
        hint={<>Saves your resume&apos;s skills and these filters ({describeFilters(filters)}). We check it daily and e-mail you new matches.</>}
      />
      {error && <InlineError message={error} />}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={state === 'saving' || !name.trim()}>
          {state === 'saving' ? 'Saving...' : 'Save search'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setOpen(false)} disabled={state === 'saving'}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function defaultName(filters: SearchFilters): string {
  const words = [...filters.title, ...filters.location].join(', ');
  return (words ? `Jobs: ${words}` : 'My PivotMatch search').slice(0, SAVED_SEARCH_NAME_MAX);
}
