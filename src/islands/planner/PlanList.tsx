import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { plannerRoutes } from '~/lib/planner';
import { toolPath } from '~/lib/catalogue';
import { ProgressBar, longDay } from './ProgressBar';

const PATH = toolPath('planner');

/** The member's plans, each with its progress and next step. */
export function PlanList({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, error, reload } = useMemberQuery(plannerRoutes.list, {}, 'Your plans could not be loaded.');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Pivot planner</h1>
        <p className="mt-1 muted">
          Your plans to move into a new career: the skills to learn, how to prove them, who to talk to and where to apply, with dates.
        </p>
      </div>
      {error && <InlineError message={error} onRetry={reload} />}
      {!data && !error && (
        <p role="status" className="muted">
          Loading your plans...
        </p>
      )}
      {data && data.plans.length === 0 && (
        <EmptyState
          title="No plans yet"
          action={
            <a className="btn-primary" href="/dashboard/navigator">
              Pick a path in the Career navigator
            </a>
          }
        >
          Pick a path in the Career navigator and choose "Add to my planner": its missing skills become your plan.
        </EmptyState>
      )}
      {data && data.plans.length > 0 && (
        <>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your plans">
            {data.plans.map((p) => (
              <li key={p.id} className="card flex flex-col gap-3">
                <div>
                  <h2 className="text-lg font-semibold">
                    <a
                      href={`${PATH}?plan=${p.id}`}
                      className="underline-offset-2 hover:underline"
                      onClick={(e) => {
                        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                        e.preventDefault();
                        onOpen(p.id);
                      }}
                    >
                      {p.commonTitle}
                    </a>
                  </h2>
                  <p className="text-sm muted">
                    {p.occupationTitle} · fit {Math.round(p.score)}/100
                    {p.targetDate && <> · ready by {longDay(p.targetDate)}</>}
                  </p>
                </div>
                <ProgressBar progress={p.progress} />
                <p className="text-sm">
                  {p.next ? (
                    <>
                      <span className="font-medium">Next:</span> {p.next.title}
                      {p.next.dueOn && <span className="muted"> (due {longDay(p.next.dueOn)})</span>}
                    </>
                  ) : (
                    'Every step is done.'
                  )}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm muted">
            {data.plans.length} of {data.max} plans.{' '}
            <a className="underline" href="/dashboard/navigator">
              Find another path in the Career navigator
            </a>
          </p>
        </>
      )}
      {data && <p className="text-xs muted">Skills and career paths: {data.attribution}</p>}
    </div>
  );
}
