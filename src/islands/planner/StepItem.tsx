import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { SelectField, TextField } from '~/islands/ui/fields';
import { PLAN_STEP_KIND_LABELS, STEP_TITLE_MAX, TRACKABLE_STEP_KINDS, type PlanStepView, type PlanView, type StepPatch } from '~/lib/planner';
import { COMPANY_MAX } from '~/lib/tracker';
import { longDay } from './ProgressBar';

interface Props {
  step: PlanStepView;
  plan: PlanView;
  onPatch: (step: PlanStepView, patch: StepPatch, failure: string) => Promise<boolean>;
  onDelete: (step: PlanStepView) => Promise<boolean>;
}

/** One step: a checkbox to mark it done, its dates and links, and ways to edit, link or delete it. */
export function StepItem({ step, plan, onPatch, onDelete }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = step.doneAt !== null;

  async function run(patch: StepPatch, failure: string) {
    setBusy(true);
    const ok = await onPatch(step, patch, failure);
    setBusy(false);
    return ok;
  }

  return (
    <li className={`card p-4 ${done ? 'opacity-80' : ''}`} data-testid="plan-step">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-done`}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed dark:accent-brand-100"
          checked={done}
          disabled={busy}
          onChange={(e) => run({ done: e.target.checked }, 'The step could not be saved.')}
          aria-describedby={`${id}-detail`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-done`} className={`cursor-pointer font-medium ${done ? 'line-through' : ''}`}>
              {step.title}
            </label>
            <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {PLAN_STEP_KIND_LABELS[step.kind]}
            </span>
          </div>
          <p className="mt-1 text-sm muted">
            {step.dueOn ? `Due ${longDay(step.dueOn)}` : 'No due date'}
            {step.skill && <> · closes: {step.skill}</>}
          </p>
          <div id={`${id}-detail`} className="mt-2 space-y-2 text-sm">
            {step.detail && <p>{step.detail}</p>}
            {step.checklistTitle && (
              <p className="muted">
                Marking it done ticks{' '}
                <a className="underline" href="/dashboard/guidance">
                  “{step.checklistTitle}”
                </a>{' '}
                on your career-change plan.
              </p>
            )}
            {step.kind === 'apply' && (
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <a className="underline" href="/pivotmatch">
                  Find {plan.commonTitle} jobs with PivotMatch
                </a>
                <a className="underline" href="/dashboard/tracker">
                  Open your job tracker
                </a>
              </p>
            )}
          </div>
          {TRACKABLE_STEP_KINDS.includes(step.kind) && <JobLink step={step} plan={plan} busy={busy} run={run} />}
          {editing ? (
            <EditStep
              step={step}
              onCancel={() => setEditing(false)}
              onSave={async (patch) => (await run(patch, 'The step could not be saved.')) && setEditing(false)}
            />
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className="btn-ghost px-2 py-1" onClick={() => setEditing(true)} aria-label={`Edit “${step.title}”`}>
                Edit
              </button>
              <button type="button" className="btn-ghost px-2 py-1" onClick={() => setConfirming(true)} aria-label={`Delete “${step.title}”`}>
                Delete
              </button>
            </div>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete this step?"
          confirmLabel="Delete step"
          destructive
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setBusy(true);
            const ok = await onDelete(step);
            setBusy(false);
            if (ok) setConfirming(false);
          }}
        >
          <p>“{step.title}” is removed from this plan.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function EditStep({ step, onSave, onCancel }: { step: PlanStepView; onSave: (patch: StepPatch) => void; onCancel: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(step.title);
  const [dueOn, setDueOn] = useState(step.dueOn ?? '');
  function submit(e: FormEvent) {
    e.preventDefault();
    onSave({ title, dueOn: dueOn || null });
  }
  return (
    <form onSubmit={submit} className="mt-3 space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <TextField id={`${id}-title`} label="Step" value={title} maxLength={STEP_TITLE_MAX} required onChange={setTitle} />
      <TextField id={`${id}-due`} label="Due date" type="date" value={dueOn} onChange={setDueOn} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={!title.trim()}>
          Save step
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** An informational interview or application step's job: linked, picked from the tracker, or added to it. */
function JobLink({
  step,
  plan,
  busy,
  run,
}: {
  step: PlanStepView;
  plan: PlanView;
  busy: boolean;
  run: (patch: StepPatch, failure: string) => Promise<boolean>;
}) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const [company, setCompany] = useState('');
  if (step.trackedJob)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span>
          Linked job:{' '}
          <a className="underline" href="/dashboard/tracker">
            {step.trackedJob.title} at {step.trackedJob.company}
          </a>{' '}
          <span className="muted">({step.trackedJob.stage})</span>
        </span>
        <button type="button" className="btn-ghost px-2 py-1" disabled={busy} onClick={() => run({ trackedJobId: null }, 'The job could not be unlinked.')}>
          Unlink
        </button>
      </p>
    );
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer underline">Link a job from your tracker</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {plan.jobs.length > 0 && (
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (picked) void run({ trackedJobId: picked }, 'The job could not be linked.');
            }}
          >
            <SelectField id={`${id}-job`} label="A job you track" value={picked} onChange={setPicked}>
              <option value="">Choose a job</option>
              {plan.jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title} at {j.company}
                </option>
              ))}
            </SelectField>
            <button type="submit" className="btn-secondary" disabled={busy || !picked}>
              Link job
            </button>
          </form>
        )}
        <form
          className="space-y-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (company.trim() && (await run({ newTrackedJob: { company } }, 'The job could not be added to your tracker.'))) setCompany('');
          }}
        >
          <TextField
            id={`${id}-company`}
            label={`Add “${plan.commonTitle}” at a company to your tracker`}
            value={company}
            maxLength={COMPANY_MAX}
            placeholder="Company"
            onChange={setCompany}
          />
          <button type="submit" className="btn-secondary" disabled={busy || !company.trim()}>
            Add to tracker
          </button>
        </form>
      </div>
    </details>
  );
}
