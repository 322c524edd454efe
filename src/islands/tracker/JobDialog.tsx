import { useId, useState, type FormEvent } from 'react';
import { useDialog } from '~/islands/chrome/useDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { Field, NumberField, SelectField, TextAreaField, TextField } from '~/islands/ui/fields';
import { TRACKER_STAGES, type TrackerStage } from '~/lib/catalogue';
import { apiErrorMessage, call, fieldOfMessage } from '~/lib/api';
import { routeUrl } from '~/lib/route';
import {
  COMPANY_MAX,
  LINK_MAX,
  LOCATION_MAX,
  NOTES_MAX,
  SALARY_CURRENCIES,
  SALARY_MAX,
  SALARY_PERIODS,
  SALARY_PERIOD_LABELS,
  TITLE_MAX,
  TRACKED_JOB_FIELD_LABELS,
  TRACKER_STAGE_LABELS,
  normalizeJobLink,
  interviewTimeZone,
  toLocalInput,
  trackerRoutes,
  type SalaryPeriod,
  type TrackedJobView,
} from '~/lib/tracker';
import { JobContacts } from './JobContacts';
import { JobFiles } from './JobFiles';

/** The stage choices, in board order: one list for the dialog and every card. */
export function StageOptions() {
  return (
    <>
      {TRACKER_STAGES.map((s) => (
        <option key={s} value={s}>
          {TRACKER_STAGE_LABELS[s]}
        </option>
      ))}
    </>
  );
}

export interface JobDraft {
  title: string;
  company: string;
  location: string;
  link: string;
  stage: TrackerStage;
  notes: string;
  appliedOn: string;
  followUpOn: string;
  /** Advanced tracker (Premium): a `datetime-local` value in the member's time zone. */
  interviewAt: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
}

export const emptyDraft = (stage: TrackerStage = 'saved'): JobDraft => ({
  title: '',
  company: '',
  location: '',
  link: '',
  stage,
  notes: '',
  appliedOn: '',
  followUpOn: '',
  interviewAt: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
});

export const draftOf = (job: TrackedJobView): JobDraft => ({
  title: job.title,
  company: job.company,
  location: job.location ?? '',
  link: job.link ?? '',
  stage: job.stage,
  notes: job.notes,
  appliedOn: job.appliedOn ?? '',
  followUpOn: job.followUpOn ?? '',
  interviewAt: toLocalInput(job.interviewAt),
  salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
  salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
  salaryCurrency: job.salaryCurrency,
  salaryPeriod: job.salaryPeriod,
});

interface Props {
  /** The job being edited, or null for a new one. */
  job: TrackedJobView | null;
  initial: JobDraft;
  /** Saves and resolves, or rejects with the server's message; the form keeps what was typed. */
  onSave(draft: JobDraft): Promise<void>;
  onDelete?(): void;
  onClose(): void;
  onDenied(error: unknown): boolean;
  /** Premium: contacts, interview date, salary and files; otherwise an upgrade note in their place. */
  advanced: boolean;
  /** Elite: a link to ask for an introduction to this job's hiring team. */
  elite?: boolean;
}

/** Add or edit a job. Pasting a link fills in what is known about it; nothing typed is lost on an error. */
export function JobDialog({ job, initial, onSave, onDelete, onClose, onDenied, advanced, elite = false }: Props) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The field the server refused, shown at the field until it changes. */
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const [lookup, setLookup] = useState<string | null>(null);
  const ref = useDialog<HTMLDivElement>(true, () => !busy && onClose());
  const id = useId();
  const set = (field: keyof JobDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }));
    if (refused?.field === field) setRefused(null);
  };
  /** A field's value, change and refusal, for the shared fields. */
  const field = (key: keyof JobDraft) => ({
    value: draft[key],
    onChange: (value: string) => set(key)({ target: { value } }),
    error: refused?.field === key ? refused.text : null,
  });
  const link = normalizeJobLink(draft.link);

  async function fillFromLink() {
    setLookup('Looking the link up...');
    try {
      const found = await call(trackerRoutes.jobLink, { query: { url: link } });
      setDraft((d) => ({
        ...d,
        link,
        title: d.title || found.title,
        company: d.company || found.company,
        location: d.location || (found.location ?? ''),
      }));
      setLookup(
        found.found === 'corpus'
          ? 'Filled in from PivotMatch.'
          : found.found === 'link'
            ? 'Filled in what the link says. Check it and complete the rest.'
            : 'This link does not say the job or company: type them in.',
      );
    } catch (e) {
      if (!onDenied(e)) setLookup(apiErrorMessage(e, 'The link could not be read. Type the job in instead.'));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setRefused(null);
    try {
      await onSave({ ...draft, link });
    } catch (err) {
      setBusy(false);
      if (onDenied(err)) return;
      const message = apiErrorMessage(err, 'The job could not be saved. Please try again.');
      const field = fieldOfMessage(message);
      if (field && field.field in TRACKED_JOB_FIELD_LABELS) {
        setRefused(field);
        setError(`${TRACKED_JOB_FIELD_LABELS[field.field]}: ${field.text}`);
      } else setError(message);
    }
  }

  return (
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-950/60 p-4 sm:items-center"
      onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="card w-full max-w-xl">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {job ? `Edit ${job.title}` : 'Add a job'}
        </h2>
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <Field
            id={`${id}-link`}
            label="Job link"
            error={field('link').error}
            hint={lookup ?? 'Paste a posting link to fill in the job, or type it below.'}
            liveHint
          >
            {(control) => (
              <div className="mt-1 flex gap-2">
                <input
                  {...control}
                  className="input"
                  type="url"
                  inputMode="url"
                  maxLength={LINK_MAX}
                  placeholder="https://"
                  value={draft.link}
                  onChange={set('link')}
                  data-autofocus={job ? undefined : true}
                />
                <button type="button" className="btn-secondary shrink-0" disabled={!/^https?:\/\/\S+/i.test(link)} onClick={fillFromLink}>
                  Fill in
                </button>
              </div>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={`${id}-title-input`} label="Job title" required maxLength={TITLE_MAX} {...field('title')} />
            <TextField id={`${id}-company`} label="Company" required maxLength={COMPANY_MAX} {...field('company')} />
            <TextField id={`${id}-location`} label="Location" optional maxLength={LOCATION_MAX} {...field('location')} />
            <SelectField id={`${id}-stage`} label="Stage" {...field('stage')}>
              <StageOptions />
            </SelectField>
            <TextField id={`${id}-applied`} label="Applied on" type="date" {...field('appliedOn')} />
            <TextField id={`${id}-follow`} label="Follow up on" type="date" {...field('followUpOn')} />
          </div>
          <TextAreaField
            id={`${id}-notes`}
            label="Notes"
            inputClassName="min-h-24"
            maxLength={NOTES_MAX}
            placeholder="Who you spoke to, what they asked, what to send next."
            {...field('notes')}
          />
          {advanced && (
            <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="job-interview-salary">
              <legend className="mb-2 font-semibold">Interview and salary</legend>
              <Field
                id={`${id}-interview`}
                className="sm:col-span-2"
                label="Interview date and time"
                error={field('interviewAt').error}
                hint={`In your time zone (${interviewTimeZone().replace(/_/g, ' ')}). Save, then add it to your calendar.`}
              >
                {(control) => (
                  <div className="mt-1 flex flex-wrap items-center gap-3">
                    <input {...control} className="input w-auto" type="datetime-local" value={draft.interviewAt} onChange={set('interviewAt')} />
                    {job?.interviewAt && draft.interviewAt === toLocalInput(job.interviewAt) && (
                      <a
                        className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
                        href={routeUrl(trackerRoutes.interviewIcs, { id: job.id })}
                        download
                      >
                        Add to calendar (.ics)
                      </a>
                    )}
                  </div>
                )}
              </Field>
              <NumberField id={`${id}-salary-min`} label="Salary from" min={0} max={SALARY_MAX} step={1} {...field('salaryMin')} />
              <NumberField id={`${id}-salary-max`} label="Salary to" min={0} max={SALARY_MAX} step={1} {...field('salaryMax')} />
              <SelectField id={`${id}-currency`} label="Currency" {...field('salaryCurrency')}>
                {[...new Set([...SALARY_CURRENCIES, draft.salaryCurrency])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
              <SelectField id={`${id}-period`} label="Paid" {...field('salaryPeriod')}>
                {SALARY_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {SALARY_PERIOD_LABELS[p]}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          )}
          {error && <InlineError message={error} />}
          {job && (
            <p className="text-sm">
              <a className="font-medium text-brand-700 underline dark:text-brand-100" href={`/dashboard/cover-letters?job=${encodeURIComponent(job.id)}`}>
                Write a cover letter for this job
              </a>
              {advanced && (
                <>
                  {' · '}
                  <a className="font-medium text-brand-700 underline dark:text-brand-100" href={`/dashboard/networking?job=${encodeURIComponent(job.id)}`}>
                    Write a follow-up or thank-you note
                  </a>
                </>
              )}
              {elite && (
                <>
                  {' · '}
                  <a className="font-medium text-brand-700 underline dark:text-brand-100" href={`/dashboard/introductions?job=${encodeURIComponent(job.id)}`}>
                    Ask for an introduction
                  </a>
                </>
              )}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            {job && onDelete ? (
              <button type="button" className="btn-ghost px-2 text-red-700 dark:text-red-300" onClick={onDelete} disabled={busy}>
                Delete job
              </button>
            ) : (
              <span />
            )}
            <div className="flex gap-3">
              <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? 'Saving...' : job ? 'Save changes' : 'Add job'}
              </button>
            </div>
          </div>
        </form>
        {advanced && job && (
          <div className="mt-6 space-y-6 border-t border-slate-200 pt-6 dark:border-slate-700">
            <JobContacts jobId={job.id} onDenied={onDenied} />
            <JobFiles jobId={job.id} onDenied={onDenied} />
          </div>
        )}
        {advanced && !job && <p className="mt-4 text-sm muted">Add the job first, then keep its contacts and files here.</p>}
        {!advanced && (
          <p className="mt-6 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="advanced-upgrade-note">
            Contacts, interview dates for your calendar, salary, attached files and follow-up reminder e-mails are part of the advanced tracker in the Premium
            toolkit.{' '}
            <a className="font-medium text-brand-700 underline dark:text-brand-100" href="/subscribe?plan=premium">
              See Premium
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
