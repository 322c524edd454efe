import { useEffect, useState, type DragEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { hasPlan } from '~/lib/access';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { SelectField, TextField } from '~/islands/ui/fields';
import { TRACKER_STAGES, type TrackerStage } from '~/lib/catalogue';
import {
  TRACKER_SORTS,
  TRACKER_SORT_LABELS,
  TRACKER_STAGE_HINTS,
  TRACKER_STAGE_LABELS,
  filterAndSortJobs,
  followUpDue,
  formatInterview,
  formatSalary,
  fromLocalInput,
  localToday,
  neighbourStage,
  trackerRoutes,
  type TrackerSort,
  type TrackedJobView,
} from '~/lib/tracker';
import { JobDialog, StageOptions, draftOf, emptyDraft, type JobDraft } from './JobDialog';

type View = 'board' | 'list';

function readView(): View {
  return new URLSearchParams(window.location.search).get('view') === 'list' ? 'list' : 'board';
}

const amount = (v: string) => (v.trim() === '' ? null : Number(v));

/** The form's strings as the API's fields: empty optional fields are null. Only Premium sends the advanced ones. */
function payload(d: JobDraft, advanced: boolean) {
  const basic = {
    title: d.title,
    company: d.company,
    location: d.location.trim() || null,
    link: d.link.trim() || null,
    stage: d.stage,
    notes: d.notes,
    // Past Saved without a date: applied today, the member's today (the server's would be UTC).
    appliedOn: d.appliedOn || (d.stage !== 'saved' ? localToday() : null),
    followUpOn: d.followUpOn || null,
  };
  if (!advanced) return basic;
  return {
    ...basic,
    interviewAt: fromLocalInput(d.interviewAt),
    salaryMin: amount(d.salaryMin),
    salaryMax: amount(d.salaryMax),
    salaryCurrency: d.salaryCurrency,
    salaryPeriod: d.salaryPeriod,
  };
}

const shortDate = (day: string | null) =>
  day ? new Date(`${day}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '—';

export default function JobTracker() {
  return (
    <MemberGate
      tool="tracker"
      pitch="Keep every application in one board, from saved to offer, with notes, dates and follow-up reminders, and save jobs straight from PivotMatch."
    >
      {(user) => <Tracker advanced={hasPlan(user, 'premium')} elite={hasPlan(user, 'elite')} />}
    </MemberGate>
  );
}

type Editing = { job: TrackedJobView | null; stage: TrackerStage } | null;

function Tracker({ advanced, elite }: { advanced: boolean; elite: boolean }) {
  const gate = useGate();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(trackerRoutes.list, {}, 'Your tracker could not be loaded.');
  const jobs = data?.jobs ?? null;
  const setJobs = (change: (list: TrackedJobView[]) => TrackedJobView[]) => setData((d) => ({ jobs: change(d?.jobs ?? []) }));
  const [view, setView] = useState<View>(() => readView());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TrackedJobView | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  const [filter, setFilter] = useState<{ text: string; stage: TrackerStage | ''; sort: TrackerSort }>({ text: '', stage: '', sort: 'updated' });

  useEffect(() => {
    const onPop = () => setView(readView());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function switchView(next: View) {
    setView(next);
    const url = new URL(window.location.href);
    if (next === 'list') url.searchParams.set('view', 'list');
    else url.searchParams.delete('view');
    window.history.pushState(null, '', url);
  }

  const replace = (job: TrackedJobView) => setJobs((list) => list.map((j) => (j.id === job.id ? job : j)));

  /** Optimistic: the card moves at once and goes back if the server says no. */
  async function move(job: TrackedJobView, stage: TrackerStage) {
    if (stage === job.stage) return;
    const change = { stage, ...(job.appliedOn === null && stage !== 'saved' ? { appliedOn: localToday() } : {}) };
    replace({ ...job, ...change });
    try {
      replace(await call(trackerRoutes.update, { params: { id: job.id }, body: change }));
    } catch (e) {
      replace(job);
      if (!gate.denied(e)) showToast({ title: 'Job not moved', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function save(draft: JobDraft) {
    if (editing?.job) {
      replace(await call(trackerRoutes.update, { params: { id: editing.job.id }, body: payload(draft, advanced) }));
      showToast({ title: 'Job saved', description: `${draft.title} at ${draft.company}` });
    } else {
      const created = await call(trackerRoutes.create, { body: { ...payload(draft, advanced), source: draft.link.trim() ? 'link' : 'manual' } });
      setJobs((list) => [created, ...list]);
      showToast({ title: 'Job added', description: `${created.title} at ${created.company} is in ${TRACKER_STAGE_LABELS[created.stage]}.` });
    }
    setEditing(null);
  }

  async function remove(job: TrackedJobView) {
    setBusyDelete(true);
    try {
      await call(trackerRoutes.remove, { params: { id: job.id } });
      setJobs((list) => list.filter((j) => j.id !== job.id));
      showToast({ title: 'Job deleted', description: `${job.title} at ${job.company}` });
      setEditing(null);
    } catch (e) {
      if (!gate.denied(e)) showToast({ title: 'Job not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-1">Job tracker</h1>
          <p className="mt-1 muted">Every application in one place, from saved to offer.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
            {(['board', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === v ? 'bg-brand-600 text-white' : 'text-slate-700 dark:text-slate-200'}`}
                onClick={() => switchView(v)}
              >
                {v === 'board' ? 'Board' : 'List'}
              </button>
            ))}
          </div>
          {/* An empty board offers it in its empty state. */}
          {jobs?.length !== 0 && (
            <button type="button" className="btn-primary" onClick={() => setEditing({ job: null, stage: 'saved' })}>
              Add a job
            </button>
          )}
        </div>
      </div>

      {loadError && <InlineError message={loadError} onRetry={load} />}
      {!jobs && !loadError && (
        <p role="status" className="muted">
          Loading your jobs...
        </p>
      )}
      {jobs && jobs.length === 0 && (
        <EmptyState
          title="Your tracker is empty"
          action={
            <>
              <button type="button" className="btn-primary" onClick={() => setEditing({ job: null, stage: 'saved' })}>
                Add a job
              </button>
              <a className="btn-secondary" href="/pivotmatch">
                Find jobs with PivotMatch
              </a>
            </>
          }
        >
          Add a job you want to apply to, paste a posting link, or save matches from PivotMatch.
        </EmptyState>
      )}
      {jobs && jobs.length > 0 && view === 'board' && <Board jobs={jobs} onMove={move} onEdit={(job) => setEditing({ job, stage: job.stage })} />}
      {jobs && jobs.length > 0 && view === 'list' && (
        <List jobs={jobs} filter={filter} onFilter={setFilter} onEdit={(job) => setEditing({ job, stage: job.stage })} />
      )}

      {editing && (
        <JobDialog
          job={editing.job}
          initial={editing.job ? draftOf(editing.job) : emptyDraft(editing.stage)}
          onSave={save}
          onDelete={editing.job ? () => setDeleting(editing.job) : undefined}
          onClose={() => setEditing(null)}
          onDenied={gate.denied}
          advanced={advanced}
          elite={elite}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this job?"
          confirmLabel="Delete job"
          destructive
          busy={busyDelete}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {deleting.title} at {deleting.company} and its notes{advanced ? ', contacts and files' : ''} will be removed from your tracker.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function Board({
  jobs,
  onMove,
  onEdit,
}: {
  jobs: TrackedJobView[];
  onMove(job: TrackedJobView, stage: TrackerStage): void;
  onEdit(job: TrackedJobView): void;
}) {
  const today = localToday();
  const [over, setOver] = useState<TrackerStage | null>(null);
  const drop = (stage: TrackerStage) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const job = jobs.find((j) => j.id === e.dataTransfer.getData('text/plain'));
    if (job) onMove(job, stage);
  };
  return (
    <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5" data-testid="tracker-board">
      {TRACKER_STAGES.map((stage) => {
        const column = jobs.filter((j) => j.stage === stage);
        return (
          <section
            key={stage}
            aria-labelledby={`stage-${stage}`}
            className={`rounded-xl border p-3 ${over === stage ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900'}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={drop(stage)}
          >
            <h2 id={`stage-${stage}`} className="flex items-baseline justify-between font-semibold">
              {TRACKER_STAGE_LABELS[stage]}
              <span className="text-sm font-normal muted">
                {column.length}
                <span className="sr-only"> jobs</span>
              </span>
            </h2>
            <p className="text-xs muted">{TRACKER_STAGE_HINTS[stage]}</p>
            <ul className="mt-3 space-y-3">
              {column.map((job) => (
                <Card key={job.id} job={job} today={today} onMove={onMove} onEdit={onEdit} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Card({
  job,
  today,
  onMove,
  onEdit,
}: {
  job: TrackedJobView;
  today: string;
  onMove(job: TrackedJobView, stage: TrackerStage): void;
  onEdit(job: TrackedJobView): void;
}) {
  const salary = formatSalary(job);
  const left = neighbourStage(job.stage, -1);
  const right = neighbourStage(job.stage, 1);
  return (
    <li
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-950"
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', job.id)}
      data-testid="tracked-job"
    >
      {/* Long titles and unbroken words (URLs, "Sr./Lead/Principal") wrap inside the card. */}
      <p className="break-words font-semibold leading-snug [overflow-wrap:anywhere]">{job.title}</p>
      <p className="break-words text-sm muted [overflow-wrap:anywhere]">
        {job.company}
        {job.location ? ` · ${job.location}` : ''}
      </p>
      {followUpDue(job, today) && (
        <p className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
          Follow up {job.followUpOn === today ? 'today' : `since ${shortDate(job.followUpOn)}`}
        </p>
      )}
      {job.interviewAt && <p className="mt-1 text-xs">Interview {formatInterview(job.interviewAt)}</p>}
      {salary && <p className="mt-1 text-xs muted">{salary}</p>}
      <label className="sr-only" htmlFor={`stage-of-${job.id}`}>
        Stage of {job.title} at {job.company}
      </label>
      <select
        id={`stage-of-${job.id}`}
        className="input mt-2 h-8 w-full py-0 text-xs"
        value={job.stage}
        onChange={(e) => onMove(job, e.target.value as TrackerStage)}
      >
        <StageOptions />
      </select>
      <div className="mt-1 flex items-center gap-1">
        {left && (
          <button
            type="button"
            className="btn-ghost h-8 px-2 text-xs"
            onClick={() => onMove(job, left)}
            aria-label={`Move ${job.title} to ${TRACKER_STAGE_LABELS[left]}`}
          >
            ←
          </button>
        )}
        {right && (
          <button
            type="button"
            className="btn-ghost h-8 px-2 text-xs"
            onClick={() => onMove(job, right)}
            aria-label={`Move ${job.title} to ${TRACKER_STAGE_LABELS[right]}`}
          >
            →
          </button>
        )}
        <button type="button" className="btn-ghost ml-auto h-8 px-2 text-xs" onClick={() => onEdit(job)}>
          Edit<span className="sr-only"> {job.title}</span>
        </button>
      </div>
    </li>
  );
}

function List({
  jobs,
  filter,
  onFilter,
  onEdit,
}: {
  jobs: TrackedJobView[];
  filter: { text: string; stage: TrackerStage | ''; sort: TrackerSort };
  onFilter(f: { text: string; stage: TrackerStage | ''; sort: TrackerSort }): void;
  onEdit(job: TrackedJobView): void;
}) {
  const shown = filterAndSortJobs(jobs, filter);
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';
  const td = 'px-3 py-2 align-top';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="tracker-search"
          label="Search"
          type="search"
          placeholder="Title, company, notes"
          value={filter.text}
          onChange={(text) => onFilter({ ...filter, text })}
        />
        <SelectField id="tracker-stage" label="Stage" value={filter.stage} onChange={(stage) => onFilter({ ...filter, stage: stage as TrackerStage | '' })}>
          <option value="">All stages</option>
          <StageOptions />
        </SelectField>
        <SelectField id="tracker-sort" label="Sort by" value={filter.sort} onChange={(sort) => onFilter({ ...filter, sort: sort as TrackerSort })}>
          {TRACKER_SORTS.map((s) => (
            <option key={s} value={s}>
              {TRACKER_SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <p className="pb-2 text-sm muted" role="status">
          {shown.length} of {jobs.length} jobs
        </p>
      </div>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
        <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
          <caption className="sr-only">Tracked jobs</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={th}>
                Job
              </th>
              <th scope="col" className={th}>
                Stage
              </th>
              <th scope="col" className={th}>
                Applied on
              </th>
              <th scope="col" className={th}>
                Follow up on
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {shown.length === 0 ? (
              <tr>
                <td colSpan={5} className={`${td} text-center muted`}>
                  No jobs match. Clear the search or choose All stages.
                </td>
              </tr>
            ) : (
              shown.map((job) => (
                <tr key={job.id}>
                  <td className={td}>
                    <span className="font-medium">{job.title}</span>
                    <span className="block text-xs muted">
                      {job.company}
                      {job.location ? ` · ${job.location}` : ''}
                    </span>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{TRACKER_STAGE_LABELS[job.stage]}</td>
                  <td className={`${td} whitespace-nowrap`}>{shortDate(job.appliedOn)}</td>
                  <td className={`${td} whitespace-nowrap`}>{shortDate(job.followUpOn)}</td>
                  <td className={td}>
                    <button type="button" className="btn-ghost px-2" onClick={() => onEdit(job)}>
                      Edit<span className="sr-only"> {job.title}</span>
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
