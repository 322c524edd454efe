import type { ReactNode } from 'react';

/** The one empty state of the member area: what is missing, and what to do next. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600" data-testid="empty-state">
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-2 text-sm muted">{children}</div>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
