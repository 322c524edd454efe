import { useState, type ChangeEvent, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { Field, TextField } from '~/islands/ui/fields';
import { showToast, showToastAfterNavigation } from '~/stores/toast';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { apiErrorMessage, call } from '~/lib/api';
import { MAX_RESUME_BYTES } from '~/lib/pivotmatch';
import { RESUME_MAX_BYTES, RESUME_LIMITS, RESUMES_PER_MEMBER, emptyResumeData, jsonResumeMeta, resumeRoutes, type ResumeSummary } from '~/lib/resume';
import { saveImportReport } from './import-report';

const editorUrl = (id: string) => `/dashboard/resumes/edit?id=${encodeURIComponent(id)}`;

const updatedLabel = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export default function ResumeList() {
  return (
    <MemberGate
      tool="resumes"
      pitch="Build one resume per target role with a live preview, ATS-safe templates, bullet suggestions and every version kept, and move in and out with resume.json."
    >
      {() => <Resumes />}
    </MemberGate>
  );
}

function Resumes() {
  const gate = useGate();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(resumeRoutes.list, {}, 'Your resumes could not be loaded.');
  const resumes = data?.resumes ?? null;
  const [deleting, setDeleting] = useState<ResumeSummary | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  async function remove(resume: ResumeSummary) {
    setBusyDelete(true);
    try {
      await call(resumeRoutes.remove, { params: { id: resume.id } });
      setData((d) => ({ resumes: (d?.resumes ?? []).filter((r) => r.id !== resume.id) }));
      showToast({ title: 'Resume deleted', description: resume.title });
    } catch (e) {
      if (!gate.denied(e)) showToast({ title: 'Resume not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  const full = (resumes?.length ?? 0) >= RESUMES_PER_MEMBER;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Resumes</h1>
        <p className="mt-1 muted">One resume per target role: edit it beside a live preview, and it saves as you type.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <NewResumeForm disabled={full} />
        <ImportForm disabled={full} />
      </div>
      {full && (
        <p className="text-sm muted" role="note">
          You have {RESUMES_PER_MEMBER} resumes, the most you can keep. Delete one to add another.
        </p>
      )}

      {loadError && <InlineError message={loadError} onRetry={load} />}
      {!resumes && !loadError && (
        <p role="status" className="muted">
          Loading your resumes...
        </p>
      )}
      {resumes && resumes.length === 0 && (
        <EmptyState title="You have no resumes yet">
          Start a new resume above, or import the resume you have: a PDF, a Word file (DOCX) or a resume.json from another builder.
        </EmptyState>
      )}
      {resumes && resumes.length > 0 && (
        <section aria-labelledby="your-resumes">
          <h2 id="your-resumes" className="text-xl font-semibold">
            Your resumes
          </h2>
          <ul className="mt-3 space-y-3">
            {resumes.map((r) => (
              <li key={r.id} className="card flex flex-wrap items-center justify-between gap-4 p-4" data-testid="resume-item">
                <div className="min-w-0">
                  <p className="font-semibold">{r.title}</p>
                  {r.targetRole && <p className="text-sm">For: {r.targetRole}</p>}
                  <p className="text-sm muted">Updated {updatedLabel(r.updatedAt)}</p>
                </div>
                <div className="flex gap-2">
                  <a className="btn-secondary" href={editorUrl(r.id)}>
                    Edit<span className="sr-only"> {r.title}</span>
                  </a>
                  <button type="button" className="btn-ghost" onClick={() => setDeleting(r)}>
                    Delete<span className="sr-only"> {r.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {deleting && (
        <ConfirmDialog
          title="Delete this resume?"
          confirmLabel="Delete resume"
          destructive
          busy={busyDelete}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{deleting.title} and all its saved versions will be removed. Download its resume.json first if you may want it back.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function NewResumeForm({ disabled }: { disabled: boolean }) {
  const gate = useGate();
  const [title, setTitle] = useState('');
  const [targetRole, setTargetRole] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) {
      setError('Give the resume a name, such as the role it is for.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const created = await call(resumeRoutes.create, { body: { title, targetRole, template: 'ats', data: emptyResumeData() } });
      showToastAfterNavigation({ title: 'Resume created', description: created.title });
      window.location.assign(editorUrl(created.id));
    } catch (err) {
      setBusy(false);
      if (!gate.denied(err)) setError(apiErrorMessage(err, 'The resume could not be created. Please try again.'));
    }
  }

  return (
    <form className="card space-y-4" onSubmit={create} aria-labelledby="new-resume-title" noValidate>
      <h2 id="new-resume-title" className="text-lg font-semibold">
        New resume
      </h2>
      <TextField
        id="new-resume-name"
        label="Resume name"
        required
        maxLength={RESUME_LIMITS.title}
        placeholder="Product operations resume"
        value={title}
        // The reason is the form's alert below (it may be the server's): the field points to it.
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'new-resume-error' : undefined}
        onChange={setTitle}
      />
      <TextField
        id="new-resume-role"
        label="Target role"
        optional
        maxLength={RESUME_LIMITS.title}
        placeholder="Product operations analyst"
        value={targetRole}
        onChange={setTargetRole}
      />
      {error && <InlineError id="new-resume-error" message={error} />}
      <button type="submit" className="btn-primary" disabled={busy || disabled}>
        {busy ? 'Creating...' : 'Create resume'}
      </button>
    </form>
  );
}

function ImportForm({ disabled }: { disabled: boolean }) {
  const gate = useGate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function importFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    if (/\.(pdf|docx)$/i.test(file.name)) {
      await importDocument(input, file);
      return;
    }
    if (!/\.json$/i.test(file.name)) {
      setError(`${file.name} is not a file the builder reads. Choose a PDF, a DOCX or a resume.json file.`);
      input.value = '';
      return;
    }
    if (file.size > RESUME_MAX_BYTES) {
      setError(
        `${file.name} is larger than ${Math.round(RESUME_MAX_BYTES / 1024)} KB. A resume.json file is usually much smaller: check it is the right file.`,
      );
      input.value = '';
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setError(`${file.name} is not valid JSON. Export it again as resume.json (the JSON Resume format) and try again.`);
      input.value = '';
      return;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      setError(`${file.name} is not a JSON Resume file: it should hold one object with sections such as "basics" and "work".`);
      input.value = '';
      return;
    }
    // The builder's own facts travel under `meta`; the rest is the resume itself.
    const data: Record<string, unknown> = { ...parsed };
    delete data.$schema;
    delete data.meta;
    setBusy(true);
    try {
      const created = await call(resumeRoutes.create, { body: { ...jsonResumeMeta(parsed), data } });
      showToastAfterNavigation({ title: 'Resume imported', description: created.title });
      window.location.assign(editorUrl(created.id));
    } catch (err) {
      setBusy(false);
      input.value = '';
      if (!gate.denied(err)) setError(apiErrorMessage(err, 'The resume could not be imported. Please try again.'));
    }
  }

  /** A PDF or DOCX goes through the same reader as PivotMatch; the editor then shows what was read. */
  async function importDocument(input: HTMLInputElement, file: File) {
    if (file.size > MAX_RESUME_BYTES) {
      setError(`${file.name} is larger than 5MB. Maximum file size is 5MB.`);
      input.value = '';
      return;
    }
    const form = new FormData();
    form.set('resume', file, file.name);
    setBusy(true);
    try {
      const result = await call(resumeRoutes.import, { body: form });
      saveImportReport(result.resume.id, { fileName: file.name, read: result.read, unread: result.unread });
      showToastAfterNavigation({ title: 'Resume imported', description: result.resume.title });
      window.location.assign(editorUrl(result.resume.id));
    } catch (err) {
      setBusy(false);
      input.value = '';
      if (!gate.denied(err)) setError(apiErrorMessage(err, `${file.name} could not be imported. Please try again.`));
    }
  }

  return (
    <div className="card space-y-4">
      <h2 className="text-lg font-semibold">Import a resume</h2>
      <p className="text-sm muted">
        Start from the resume you have. A PDF or Word file (DOCX, up to 5MB) is read into sections: contact, jobs with their bullets, education, skills; you
        check each one, and what could not be read is listed for you. A resume.json from another builder (JSON Resume, up to{' '}
        {Math.round(RESUME_MAX_BYTES / 1024)} KB) comes in whole.
      </p>
      <Field id="import-resume" label="Resume file (PDF, DOCX or resume.json)">
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".pdf,.docx,.json,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/json"
            className="input file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-slate-900 dark:file:bg-slate-700 dark:file:text-slate-100"
            disabled={busy || disabled}
            // The reason is the alert below (read from the file or the server's): the picker points to it.
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'import-error' : undefined}
            onChange={importFile}
          />
        )}
      </Field>
      {busy && (
        <p role="status" className="text-sm muted">
          Reading your resume…
        </p>
      )}
      {error && <InlineError id="import-error" message={error} />}
    </div>
  );
}
