import type { ReactNode } from 'react';

/** The one inline error of the site's islands: what went wrong, a way to try again, and any other way out. */
export function InlineError({
  message,
  onRetry,
  prefix,
  id,
  children,
}: {
  message: string;
  onRetry?: () => void;
  prefix?: string;
  /** For a field's aria-describedby. */
  id?: string;
  /** Further actions beside Try again (a link back, say). */
  children?: ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p>
        {prefix && <span className="font-semibold">{prefix} </span>}
        {message}
      </p>
      {(onRetry || children) && (
        <div className="flex flex-wrap gap-2">
          {onRetry && (
            <button type="button" className="btn-secondary py-1" onClick={onRetry}>
              Try again
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
