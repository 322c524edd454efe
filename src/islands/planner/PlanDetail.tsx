import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { Field, SelectField, TextField } from '~/islands/ui/fields';
import { useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { showToast, showToastAfterNavigation } from '~/stores/toast';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import { PLAN_STEP_KINDS, toolPath, type PlanStepKind } from '~/lib/catalogue';
import { fitWord } from '~/lib/navigator';
import {
  PLAN_STEP_KIND_LABELS,
  STEP_TITLE_MAX,
  groupSteps,
  monthOf,
  plannerRoutes,
  type PlanStepView,
  type PlanView,
  type NewStepRequest,
  type StepPatch,
} from '~/lib/planner';
import { ProgressBar } from './ProgressBar';
import { StepItem } from './StepItem';

const PATH = toolPath('planner');

type Grouping = 'kind' | 'month';
const groupingInAddress = (): Grouping => (new URLSearchParams(window.location.search).get('group') === 'month' ? 'month' : 'kind');

/** One plan: its progress, target date, why the path fits, and its steps to work through. */
export function PlanDetail({ planId, onBack }: { planId: string; onBack: () => void }) {
  const gate = useGate();
  const params = { id: planId };
  const {
    data: plan,
    setData: setPlan,
    error: loadError,
    missing,
    reload: load,
  } = useMemberQuery(plannerRoutes.plan, { params }, 'This plan could not be loaded.');
  const error = loadError ? { message: loadError, missing } : null;
  const [grouping, setGrouping] = useState<Grouping>(groupingInAddress);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  /** Sends a change; the answer is the whole plan. Errors are toasts (the step stays as it was). */
  const change = useCallback(
    async (send: () => Promise<PlanView>, failure: string): Promise<boolean> => {
      try {
        setPlan(await send());
        return true;
      } catch (e) {
        if (!gate.denied(e)) showToast({ title: failure, description: apiFormErrorMessage(e, 'Please try again.'), variant: 'destructive' });
        return false;
      }
    },
    [gate, setPlan],
  );
  const patchStep = useCallback(
    (step: PlanStepView, patch: StepPatch, failure: string) =>
      change(() => call(plannerRoutes.updateStep, { params: { id: planId, stepId: step.id }, body: patch }), failure),
    [planId, change],
  );
  const removeStep = useCallback(
    (step: PlanStepView) => change(() => call(plannerRoutes.deleteStep, { params: { id: planId, stepId: step.id } }), 'The step could not be deleted.'),
    [planId, change],
  );

  function regroup(g: Grouping) {
    setGrouping(g);
    const q = new URLSearchParams(window.location.search);
    if (g === 'month') q.set('group', 'month');
    else q.delete('group');
    window.history.replaceState(null, '', `${PATH}?${q}`);
  }

  async function deletePlan() {
    setDeleting(true);
    try {
      await call(plannerRoutes.remove, { params });
      showToastAfterNavigation({ title: 'Plan deleted', description: 'Ticked checklist tasks stay ticked.' });
      setConfirmDelete(false);
      onBack();
    } catch (e) {
      if (!gate.denied(e)) showToast({ title: 'The plan could not be deleted.', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  }

  const back = (
    <a
      href={PATH}
      className="text-sm underline"
      onClick={(e) => {
        e.preventDefault();
        onBack();
      }}
    >
      ← All plans
    </a>
  );

  if (error)
    return (
      <div className="space-y-4">
        {back}
        <InlineError message={error.message} onRetry={error.missing ? undefined : load} />
      </div>
    );
  if (!plan)
    return (
      <p role="status" className="muted">
        Loading your plan...
      </p>
    );

  const path = plan.snapshot.path;
  const groups =
    grouping === 'kind'
      ? groupSteps(
          [...plan.steps].sort((a, b) => PLAN_STEP_KINDS.indexOf(a.kind) - PLAN_STEP_KINDS.indexOf(b.kind) || a.position - b.position),
          (s) => PLAN_STEP_KIND_LABELS[s.kind],
        )
      : groupSteps(
          [...plan.steps].sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.position - b.position),
          (s) => monthOf(s.dueOn),
        );

  return (
    <div className="space-y-6">
      {back}
      <div>
        <h1 className="heading-1">{plan.commonTitle}</h1>
        <p className="mt-1 muted">
          Your plan to become {/^[aeiou]/i.test(plan.commonTitle) ? 'an' : 'a'} {plan.commonTitle} ({plan.occupationTitle}).
        </p>
      </div>

      <section className="card space-y-4" aria-label="Progress and target date">
        <ProgressBar progress={plan.progress} />
        <TargetDate
          plan={plan}
          onSave={(targetDate) => change(() => call(plannerRoutes.retarget, { params, body: { targetDate } }), 'The target date could not be changed.')}
        />
      </section>

      <details className="card">
        <summary className="cursor-pointer font-semibold">
          Why this path: {fitWord(path.score)}, {Math.round(path.score)}/100
        </summary>
        <p className="mt-3 text-sm">{path.because}</p>
        {path.transfers.length > 0 && (
          <>
            <h2 className="mt-4 font-semibold">What transfers</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {path.transfers.map((t) => (
                <li key={`${t.kind}-${t.name}`}>
                  <span className="font-medium">{t.name}</span> <span className="muted">— {t.why}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {path.missing.length > 0 && (
          <>
            <h2 className="mt-4 font-semibold">What is missing, most important first</h2>
            <p className="mt-1 text-sm muted">{path.missing.map((g) => g.name).join(', ')}</p>
          </>
        )}
        <p className="mt-3 text-xs muted">As the navigator scored it when you made this plan.</p>
      </details>

      <section aria-labelledby="steps-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="steps-title" className="text-xl font-bold">
            Steps
          </h2>
          <fieldset className="flex items-center gap-3 text-sm">
            <legend className="sr-only">Group the steps</legend>
            <span className="muted" aria-hidden="true">
              Group by
            </span>
            {(['kind', 'month'] as const).map((g) => (
              <label key={g} className="flex cursor-pointer items-center gap-1">
                <input type="radio" name="grouping" value={g} checked={grouping === g} onChange={() => regroup(g)} className="accent-brand-700" />
                {g === 'kind' ? 'Kind' : 'Month'}
              </label>
            ))}
          </fieldset>
        </div>
        {plan.steps.length === 0 && <p className="muted">This plan has no steps. Add one below.</p>}
        {groups.map((g) => (
          <section key={g.key} aria-label={g.key} className="space-y-2">
            <h3 className="font-semibold">{g.key}</h3>
            <ul className="space-y-2">
              {g.steps.map((s) => (
                <StepItem key={s.id} step={s} plan={plan} onPatch={patchStep} onDelete={removeStep} />
              ))}
            </ul>
          </section>
        ))}
        <AddStep onAdd={(input) => change(() => call(plannerRoutes.addStep, { params, body: input }), 'The step could not be added.')} />
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <a className="text-sm underline" href="/dashboard/growth">
          See your growth analytics
        </a>
        <button type="button" className="btn-secondary" onClick={() => setConfirmDelete(true)}>
          Delete this plan
        </button>
      </div>
      <p className="text-xs muted">Skills, tasks and career paths: {plan.attribution}</p>

      {confirmDelete && (
        <ConfirmDialog
          title="Delete this plan?"
          confirmLabel="Delete plan"
          destructive
          busy={deleting}
          onConfirm={deletePlan}
          onCancel={() => setConfirmDelete(false)}
        >
          <p>
            The plan for {plan.commonTitle} and its {plan.steps.length} steps are deleted. Jobs in your tracker and ticks on your career-change plan stay.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function TargetDate({ plan, onSave }: { plan: PlanView; onSave: (targetDate: string) => Promise<boolean> }) {
  const id = useId();
  const [value, setValue] = useState(plan.targetDate ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(plan.targetDate ?? ''), [plan.targetDate]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!value || value === plan.targetDate) return;
    setBusy(true);
    if (await onSave(value)) showToast({ title: 'Target date saved', description: 'The steps not done yet are spread up to it again.' });
    setBusy(false);
  }
  return (
    <form onSubmit={submit}>
      <Field id={`${id}-target`} label="Ready by" hint="Changing it spreads the steps not done yet over the weekdays up to the new date.">
        {(control) => (
          <div className="mt-1 flex flex-wrap items-end gap-3">
            <input {...control} className="input w-auto" type="date" value={value} onChange={(e) => setValue(e.target.value)} />
            <button type="submit" className="btn-secondary" disabled={busy || !value || value === plan.targetDate}>
              {busy ? 'Saving...' : 'Change target date'}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}

function AddStep({ onAdd }: { onAdd: (input: NewStepRequest) => Promise<boolean> }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<PlanStepKind>('practise');
  const [dueOn, setDueOn] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return;
    setBusy(true);
    if (await onAdd({ title, kind, dueOn: dueOn || null, detail: '' })) {
      setTitle('');
      setDueOn('');
      showToast({ title: 'Step added' });
    }
    setBusy(false);
  }
  return (
    <form onSubmit={submit} className="card space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Add a step of your own
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <TextField
          id={`${id}-name`}
          label="Step"
          value={title}
          maxLength={STEP_TITLE_MAX}
          required
          onChange={setTitle}
          placeholder="Join a local professional group"
        />
        <SelectField id={`${id}-kind`} label="Kind" value={kind} onChange={(value) => setKind(value as PlanStepKind)}>
          {PLAN_STEP_KINDS.map((k) => (
            <option key={k} value={k}>
              {PLAN_STEP_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-due`} label="Due" optional type="date" value={dueOn} onChange={setDueOn} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy || !title.trim()}>
        {busy ? 'Adding...' : 'Add step'}
      </button>
    </form>
  );
}
