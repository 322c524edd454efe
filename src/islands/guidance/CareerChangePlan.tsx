import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import {
  GUIDANCE_TOOLS,
  guidanceRoutes,
  nextTask,
  progressLabel,
  progressSummary,
  resourceHref,
  type GuidancePlan,
  type GuidanceProgress,
} from '~/lib/guidance';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';

const PITCH = 'A step-by-step plan for changing careers, from taking stock of your skills to your first 90 days, with your progress saved as you go.';

interface Props {
  /** The plan from content/guidance, passed by the page so that it is in the server's HTML. */
  plan: GuidancePlan;
  /** Title of each guide of content/resources, by slug, for the links. */
  resources: Record<string, string>;
}

/** The ids of the ticked tasks. */
type Done = ReadonlySet<string>;

const toDone = (answer: GuidanceProgress): Done => new Set(answer.done.map((d) => d.taskId));

/** The progress with one task ticked (now) or unticked, before the server answers. */
function withTask(progress: GuidanceProgress | undefined, taskId: string, ticked: boolean): GuidanceProgress | undefined {
  if (!progress) return progress;
  const rest = progress.done.filter((d) => d.taskId !== taskId);
  return { done: ticked ? [...rest, { taskId, doneAt: new Date().toISOString() }] : rest };
}

/**
 * The career-change plan room. Until the island has hydrated and the member is known (and with
 * JavaScript off) it shows the whole plan to read, with its checkboxes disabled; then the gate
 * decides, and a Pivot member's ticks are loaded and saved as they tick.
 */
export default function CareerChangePlan({ plan, resources }: Props) {
  const auth = useStore($auth, { ssr: 'initial' });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!hydrated || auth.status === 'loading') return <PlanView plan={plan} resources={resources} done={null} />;
  return (
    <MemberGate tool="guidance" pitch={PITCH}>
      {() => <PlanRoom plan={plan} resources={resources} />}
    </MemberGate>
  );
}

function PlanRoom({ plan, resources }: Props) {
  const { denied } = useGate();
  const {
    data,
    error: loadError,
    reload,
    setData,
  } = useMemberQuery(guidanceRoutes.progress, {}, 'Your progress could not be loaded. Check your connection and try again.');
  const done = useMemo(() => (data ? toDone(data) : null), [data]);
  /** The latest save of each task: an older answer must not undo a newer tick. */
  const latest = useRef(new Map<string, number>());
  const saves = useRef(0);

  const toggle = useCallback(
    async (taskId: string, checked: boolean) => {
      const save = ++saves.current;
      latest.current.set(taskId, save);
      setData((prev) => withTask(prev, taskId, checked));
      try {
        const answer = await call(guidanceRoutes.setTask, { body: { taskId, done: checked } });
        // The answer is the whole progress: take it unless a later save is still on its way.
        if (save === saves.current) setData(answer);
      } catch (error) {
        // Put the box back as it was, unless the member has ticked it again since.
        if (latest.current.get(taskId) === save) setData((prev) => withTask(prev, taskId, !checked));
        if (denied(error)) return;
        showToast({
          title: checked ? 'Task not ticked' : 'Task not unticked',
          description: apiErrorMessage(error, 'Your change was not saved. Please try again.'),
          variant: 'destructive',
        });
      }
    },
    [denied, setData],
  );

  return (
    <PlanView
      plan={plan}
      resources={resources}
      done={done}
      onToggle={toggle}
      error={
        loadError && (
          <div className="mt-3">
            <InlineError message={loadError} onRetry={reload} />
          </div>
        )
      }
    />
  );
}

interface ViewProps extends Props {
  /** Null while the member's progress is unknown: the plan reads, the checkboxes wait. */
  done: Done | null;
  onToggle?: (taskId: string, done: boolean) => void;
  error?: ReactNode;
}

function PlanView({ plan, resources, done, onToggle, error }: ViewProps) {
  const ready = done !== null && onToggle !== undefined;
  const ids = done ? [...done] : [];
  const summary = progressSummary(plan, ids);
  const next = done ? nextTask(plan, ids) : null;

  return (
    <div data-testid="career-change-plan">
      <h1 className="heading-2">{plan.title}</h1>
      <p className="mt-3 muted">{plan.summary}</p>

      <section aria-labelledby="guidance-progress-title" className="card mt-6">
        <h2 id="guidance-progress-title" className="text-lg font-semibold">
          Your progress
        </h2>
        {done ? (
          <>
            <p id="guidance-progress-label" className="mt-2 font-medium" aria-live="polite" data-testid="guidance-count">
              {progressLabel(summary.done, summary.total)}
            </p>
            <progress
              className="mt-2 h-2 w-full accent-brand-700 dark:accent-brand-100"
              max={summary.total}
              value={summary.done}
              aria-labelledby="guidance-progress-label"
            />
            {next ? (
              <p className="mt-3 text-sm">
                <span className="font-semibold">Next up:</span>{' '}
                <a href={`#task-${next.task.id}`} className="text-brand-700 underline dark:text-brand-100">
                  {next.task.title}
                </a>
              </p>
            ) : (
              <p className="mt-3 text-sm">Every task is done. Congratulations on your new career!</p>
            )}
          </>
        ) : (
          <p className="mt-2 text-sm muted">{error ? 'Your progress is not available right now.' : 'Your ticked tasks appear here once you are signed in.'}</p>
        )}
        {error}
        <noscript>
          <p className="mt-2 text-sm muted">Ticking tasks needs JavaScript. You can still read the whole plan below.</p>
        </noscript>
      </section>

      <ol className="mt-8 space-y-10">
        {plan.stages.map((stage, i) => {
          const count = summary.stages[i]!;
          return (
            <li key={stage.id}>
              <section aria-labelledby={`stage-${stage.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 id={`stage-${stage.id}`} className="text-xl font-semibold">
                    <span className="muted">Stage {i + 1}:</span> {stage.title}
                  </h2>
                  {done && (
                    <p className="text-sm muted" data-testid={`stage-count-${stage.id}`}>
                      {count.done} of {count.total} done
                    </p>
                  )}
                </div>
                <p className="mt-2 muted">{stage.summary}</p>
                <ul className="mt-4 space-y-3">
                  {stage.tasks.map((task) => {
                    const isDone = done?.has(task.id) ?? false;
                    const isNext = next?.task.id === task.id;
                    return (
                      <li
                        key={task.id}
                        id={`task-${task.id}`}
                        className={`scroll-mt-24 rounded-xl border p-4 ${
                          isNext ? 'border-brand-600 bg-brand-50 dark:border-brand-100 dark:bg-slate-800' : 'border-slate-200 dark:border-slate-700'
                        }`}
                        data-next={isNext || undefined}
                      >
                        <div className="flex items-start gap-3">
                          <input
                            id={`check-${task.id}`}
                            type="checkbox"
                            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed dark:accent-brand-100"
                            checked={isDone}
                            disabled={!ready}
                            onChange={(e) => onToggle?.(task.id, e.target.checked)}
                            aria-describedby={`detail-${task.id}`}
                          />
                          <div className="min-w-0">
                            <div className="flex flex-wrap items-center gap-2">
                              <label htmlFor={`check-${task.id}`} className={ready ? 'cursor-pointer font-medium' : 'font-medium'}>
                                {task.title}
                              </label>
                              {isNext && <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Next up</span>}
                            </div>
                            <p id={`detail-${task.id}`} className="mt-1 text-sm muted">
                              {task.detail}
                            </p>
                            {(task.resource || task.tool) && (
                              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                                {task.resource && (
                                  <a href={resourceHref(task.resource)} className="text-brand-700 underline dark:text-brand-100">
                                    Guide: {resources[task.resource] ?? task.resource}
                                  </a>
                                )}
                                {task.tool && (
                                  <a href={task.tool} className="text-brand-700 underline dark:text-brand-100">
                                    {GUIDANCE_TOOLS[task.tool]}
                                  </a>
                                )}
                              </p>
                            )}
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
