import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { SelectField, TextAreaField, TextField } from '~/islands/ui/fields';
import { showToast, showToastAfterNavigation } from '~/stores/toast';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { apiErrorMessage, call, fieldOfMessage } from '~/lib/api';
import { COVER_LETTERS_PER_MEMBER, COVER_LETTER_LIMITS, coverLetterRoutes, readJobDescription, type CoverLetterSummary } from '~/lib/cover-letter';
import { resumeRoutes, type ResumeSummary } from '~/lib/resume';
import { trackerRoutes, type TrackedJobView } from '~/lib/tracker';
import { LetterEditor } from './LetterEditor';
import { letterUrl, stageLabel } from './shared';

const PITCH =
  'Draft a cover letter for each job from your resume and the job description: the requirements you meet, with your own bullets as evidence, and honest words for the gaps. Edit it in place and download it as PDF or DOCX.';

const updatedLabel = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** /dashboard/cover-letters: the list and a new letter; ?id= opens one letter in the editor. */
export default function CoverLetters() {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('id');
  return (
    <MemberGate tool="cover-letters" pitch={PITCH}>
      {() => (id ? <LetterEditor id={id} /> : <Letters startJob={params.get('job')} />)}
    </MemberGate>
  );
}

function Letters({ startJob }: { startJob: string | null }) {
  const gate = useGate();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(coverLetterRoutes.list, {}, 'Your cover letters could not be loaded.');
  const letters = data?.letters ?? null;
  const [deleting, setDeleting] = useState<CoverLetterSummary | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  async function remove(letter: CoverLetterSummary) {
    setBusyDelete(true);
    try {
      await call(coverLetterRoutes.remove, { params: { id: letter.id } });
      setData((d) => ({ letters: (d?.letters ?? []).filter((l) => l.id !== letter.id) }));
      showToast({ title: 'Cover letter deleted', description: `${letter.role} at ${letter.company}` });
    } catch (e) {
      if (!gate.denied(e)) showToast({ title: 'Cover letter not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  const full = (letters?.length ?? 0) >= COVER_LETTERS_PER_MEMBER;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Cover letters</h1>
        <p className="mt-1 muted">One letter per job: drafted from your resume and the job description, then yours to edit. It saves as you type.</p>
      </div>

      <NewLetterForm disabled={full} startJob={startJob} />
      {full && (
        <p className="text-sm muted" role="note">
          You have {COVER_LETTERS_PER_MEMBER} cover letters, the most you can keep. Delete one to draft another.
        </p>
      )}

      {loadError && <InlineError message={loadError} onRetry={load} />}
      {!letters && !loadError && (
        <p role="status" className="muted">
          Loading your cover letters...
        </p>
      )}
      {letters && letters.length === 0 && (
        // Worded for both cases: above sits the form, or, without a resume, the way to build one first.
        <EmptyState title="You have no cover letters yet">Each letter you draft is listed here, ready to edit, copy or download.</EmptyState>
      )}
      {letters && letters.length > 0 && (
        <section aria-labelledby="your-letters">
          <h2 id="your-letters" className="text-xl font-semibold">
            Your cover letters
          </h2>
          <ul className="mt-3 space-y-3">
            {letters.map((l) => (
              <li key={l.id} className="card flex flex-wrap items-center justify-between gap-4 p-4" data-testid="letter-item">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {l.role} at {l.company}
                  </p>
                  <p className="text-sm">
                    {l.trackedJob ? (
                      <>
                        For your tracked job: {l.trackedJob.title} at {l.trackedJob.company} ({stageLabel(l.trackedJob.stage)})
                      </>
                    ) : (
                      <span className="muted">Not linked to a tracked job</span>
                    )}
                  </p>
                  <p className="text-sm muted">
                    {l.resumeTitle ? `From ${l.resumeTitle}` : 'Its resume was deleted'} · Updated {updatedLabel(l.updatedAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <a className="btn-secondary" href={letterUrl(l.id)}>
                    Edit
                    <span className="sr-only">
                      {' '}
                      the letter for {l.role} at {l.company}
                    </span>
                  </a>
                  <button type="button" className="btn-ghost" onClick={() => setDeleting(l)}>
                    Delete
                    <span className="sr-only">
                      {' '}
                      the letter for {l.role} at {l.company}
                    </span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {deleting && (
        <ConfirmDialog
          title="Delete this cover letter?"
          confirmLabel="Delete letter"
          destructive
          busy={busyDelete}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            The letter for {deleting.role} at {deleting.company} will be removed. Download it first if you may want it again.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

type FormField = 'resumeId' | 'company' | 'role' | 'jobDescription';

function NewLetterForm({ disabled, startJob }: { disabled: boolean; startJob: string | null }) {
  const gate = useGate();
  const [resumes, setResumes] = useState<ResumeSummary[] | null>(null);
  const [jobs, setJobs] = useState<TrackedJobView[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [resumeId, setResumeId] = useState('');
  const [trackedJobId, setTrackedJobId] = useState(startJob ?? '');
  const [company, setCompany] = useState('');
  const [role, setRole] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  /** What the member typed themselves is never overwritten by a prefill. */
  const [typed, setTyped] = useState({ company: false, role: false });
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'drafting' | 'saving'>(null);

  const load = useCallback(() => {
    setLoadError(null);
    Promise.all([call(resumeRoutes.list), call(trackerRoutes.list)])
      .then(([r, t]) => {
        setResumes(r.resumes);
        setJobs(t.jobs);
        setResumeId((current) => current || r.resumes[0]?.id || '');
        const start = t.jobs.find((j) => j.id === startJob);
        if (start) {
          setCompany((c) => c || start.company);
          setRole((v) => v || start.title);
        } else if (startJob) setTrackedJobId('');
      })
      .catch((e) => {
        if (!gate.denied(e)) setLoadError(apiErrorMessage(e, 'Your resumes and tracked jobs could not be loaded.'));
      });
  }, [gate, startJob]);
  useEffect(load, [load]);

  function chooseJob(id: string) {
    setTrackedJobId(id);
    const job = jobs.find((j) => j.id === id);
    if (!job) return;
    if (!typed.company) setCompany(job.company);
    if (!typed.role) setRole(job.title);
  }

  function describe(text: string) {
    setJobDescription(text);
    const read = readJobDescription(text);
    if (!typed.company && !trackedJobId && read.company) setCompany(read.company);
    if (!typed.role && !trackedJobId && read.role) setRole(read.role);
  }

  async function draft(e: FormEvent) {
    e.preventDefault();
    const missing: Partial<Record<FormField, string>> = {};
    if (!resumeId) missing.resumeId = 'Choose the resume to draft from.';
    if (!jobDescription.trim()) missing.jobDescription = 'Paste the job description.';
    if (!company.trim()) missing.company = 'Enter the company.';
    if (!role.trim()) missing.role = 'Enter the role you are applying for.';
    setErrors(missing);
    setError(null);
    const first = (['resumeId', 'jobDescription', 'company', 'role'] as const).find((f) => missing[f]);
    if (first) {
      document.getElementById(`new-letter-${first}`)?.focus();
      return;
    }
    const job = { resumeId, company, role, jobDescription };
    try {
      setBusy('drafting');
      const drafted = await call(coverLetterRoutes.draft, { body: job });
      setBusy('saving');
      const saved = await call(coverLetterRoutes.create, {
        body: {
          ...job,
          trackedJobId: trackedJobId || null,
          greeting: drafted.greeting,
          paragraphs: drafted.paragraphs,
          closing: drafted.closing,
        },
      });
      showToastAfterNavigation({ title: 'Cover letter drafted', description: 'Read it through and make it yours: it saves as you type.' });
      window.location.assign(letterUrl(saved.id));
    } catch (err) {
      setBusy(null);
      if (gate.denied(err)) return;
      const message = apiErrorMessage(err, 'The letter could not be drafted. Everything you entered is still here: please try again.');
      const f = fieldOfMessage(message);
      if (f && ['resumeId', 'company', 'role', 'jobDescription'].includes(f.field)) setErrors({ [f.field]: f.text });
      else setError(message);
    }
  }

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!resumes)
    return (
      <p role="status" className="muted">
        Loading your resumes...
      </p>
    );
  if (resumes.length === 0)
    return (
      <EmptyState
        title="Start with a resume"
        action={
          <a className="btn-primary" href="/dashboard/resumes">
            Build a resume
          </a>
        }
      >
        A letter is drafted from one of your resumes: its bullets are the evidence for what the job asks.
      </EmptyState>
    );

  return (
    <form className="card space-y-4" onSubmit={draft} aria-labelledby="new-letter-title" noValidate>
      <h2 id="new-letter-title" className="text-lg font-semibold">
        New cover letter
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField id="new-letter-resumeId" label="Resume to draft from" value={resumeId} error={errors.resumeId} onChange={setResumeId}>
          {resumes.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
              {r.targetRole ? ` (${r.targetRole})` : ''}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="new-letter-job"
          label="For a job in your tracker"
          optional
          value={trackedJobId}
          hint={
            jobs.length ? 'Fills in the company and role; the list shows which job each letter is for.' : 'Jobs you save in the job tracker can be picked here.'
          }
          onChange={chooseJob}
        >
          <option value="">No tracked job</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title} at {j.company} ({stageLabel(j.stage)})
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="new-letter-jobDescription"
        label="Job description"
        rows={8}
        maxLength={COVER_LETTER_LIMITS.jobDescription}
        hint="Paste the posting: its requirements are read with the same skills list PivotMatch uses."
        value={jobDescription}
        error={errors.jobDescription}
        onChange={describe}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="new-letter-company"
          label="Company"
          maxLength={COVER_LETTER_LIMITS.company}
          value={company}
          error={errors.company}
          onChange={(v) => {
            setCompany(v);
            setTyped((t) => ({ ...t, company: true }));
          }}
        />
        <TextField
          id="new-letter-role"
          label="Role"
          maxLength={COVER_LETTER_LIMITS.role}
          value={role}
          error={errors.role}
          onChange={(v) => {
            setRole(v);
            setTyped((t) => ({ ...t, role: true }));
          }}
        />
      </div>
      {error && <InlineError id="new-letter-error" message={error} />}
      <button type="submit" className="btn-primary" disabled={busy !== null || disabled}>
        {busy === 'drafting' ? 'Drafting...' : busy === 'saving' ? 'Saving...' : 'Draft letter'}
      </button>
    </form>
  );
}
