import { useId } from 'react';
import type { PlanProgress } from '~/lib/planner';

/** A plan's progress: steps done of all, as a bar and in words. */
export function ProgressBar({ progress, label = 'Progress' }: { progress: PlanProgress; label?: string }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="muted" data-testid="plan-progress">
          {progress.done} of {progress.total} steps done ({progress.percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.done} of ${progress.total} steps done`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all dark:bg-brand-500" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

export const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
