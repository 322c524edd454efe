import { useId, type ReactNode } from 'react';
import { InlineError, LoadingText, type Query } from '~/islands/admin/ui';
import { SelectField } from '~/islands/ui/fields';

/**
 * The frame of a staff queue in the Elite services tab: its title and counts, a filter, and the
 * loading, error and empty states around the list. The rows are the caller's.
 */
export function StaffQueue<F extends string, T extends { requests: readonly unknown[] }>({
  title,
  noun,
  filters,
  filter,
  onFilter,
  query,
  counts,
  children,
}: {
  title: string;
  /** "introduction requests": for the loading, empty and list labels. */
  noun: string;
  filters: readonly { key: F; label: string }[];
  filter: F;
  onFilter: (next: F) => void;
  query: Query<T>;
  counts: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-xl font-semibold">
            {title}
          </h3>
          {query.status === 'success' && counts(query.data)}
        </div>
        <SelectField id={`${id}-filter`} label="Show" value={filter} onChange={(value) => onFilter(value as F)}>
          {filters.map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </SelectField>
      </div>
      {query.status === 'error' && <InlineError message={query.error} onRetry={query.reload} />}
      {(query.status === 'loading' || query.status === 'idle') && <LoadingText>Loading {noun}...</LoadingText>}
      {query.status === 'success' &&
        (query.data.requests.length === 0 ? (
          <p className="text-sm muted">No {noun} here.</p>
        ) : (
          <ul className="space-y-3" aria-label={noun[0]!.toUpperCase() + noun.slice(1)}>
            {children(query.data)}
          </ul>
        ))}
    </section>
  );
}
