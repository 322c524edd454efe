import { useEffect, useState, type MouseEvent } from 'react';
import { useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { SelectField, TextAreaField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { SAVE_STATUS_TEXT, useAutosave } from '~/islands/ui/autosave';
import { showToast, showToastAfterNavigation } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import { routeUrl } from '~/lib/route';
import { COVER_LETTER_LIMITS as L, coverLetterRoutes, type LetterRequirements, type CoverLetterView, type SaveCoverLetter } from '~/lib/cover-letter';
import { EXPORT_FORMATS, PAPER_LABELS, PAPER_SIZES, type PaperSize } from '~/lib/export';
import { resumeRoutes, type ResumeSummary } from '~/lib/resume';
import { trackerRoutes, type TrackedJobView } from '~/lib/tracker';
import { LIST_PATH, stageLabel } from './shared';

const FIELD_NAMES: Record<string, string> = {
  company: 'Company',
  role: 'Role',
  jobDescription: 'Job description',
  greeting: 'Greeting',
  closing: 'Closing',
  resumeId: 'Resume',
  trackedJobId: 'Tracked job',
};
/** "paragraphs.1: Keep the …" → "Paragraph 2: Keep the …" */
function inWords(message: string): string {
  const m = /^([\w]+)(?:\.(\d+))?: (.+)$/s.exec(message);
  if (!m) return message;
  const name = m[1] === 'paragraphs' && m[2] ? `Paragraph ${Number(m[2]) + 1}` : (FIELD_NAMES[m[1]!] ?? m[1]);
  return `${name}: ${m[3]}`;
}
const PAPER_KEY = 'cp_letter_paper';

const draftOf = (v: CoverLetterView): SaveCoverLetter => ({
  resumeId: v.resumeId,
  trackedJobId: v.trackedJobId,
  company: v.company,
  role: v.role,
  jobDescription: v.jobDescription,
  greeting: v.greeting,
  paragraphs: v.paragraphs,
  closing: v.closing,
});

export function LetterEditor({ id }: { id: string }) {
  const gate = useGate();
  const loaded = useMemberQuery(coverLetterRoutes.letter, { params: { id } }, 'Your cover letter could not be loaded.');
  const [draft, setDraft] = useState<SaveCoverLetter | null>(null);
  const [requirements, setRequirements] = useState<LetterRequirements | null>(null);
  const [resumes, setResumes] = useState<ResumeSummary[]>([]);
  const [jobs, setJobs] = useState<TrackedJobView[]>([]);
  const [paper, setPaper] = useState<PaperSize>(() => (localStorage.getItem(PAPER_KEY) === 'a4' ? 'a4' : 'letter'));
  const [confirm, setConfirm] = useState<null | 'delete' | 'redraft'>(null);
  const [busy, setBusy] = useState(false);
  const [redraftError, setRedraftError] = useState<string | null>(null);

  const {
    saver,
    status,
    error: saveError,
  } = useAutosave((d: SaveCoverLetter) => call(coverLetterRoutes.save, { params: { id }, body: d }), {
    saved: (view) => setRequirements(view.requirements),
    errorText: inWords,
  });

  // The loaded letter becomes the draft once; later answers never replace what is being typed.
  useEffect(() => {
    if (!loaded.data || saver.draft) return;
    const d = draftOf(loaded.data);
    saver.reset(d);
    setDraft(d);
    setRequirements(loaded.data.requirements);
  }, [loaded.data, saver]);

  // The pickers are a convenience: the letter works without them, so their failures (even a refusal) are not shown.
  const [pickers, setPickers] = useState(0);
  useEffect(() => {
    call(resumeRoutes.list)
      .then((a) => setResumes(a.resumes))
      .catch(() => undefined);
    call(trackerRoutes.list)
      .then((a) => setJobs(a.jobs))
      .catch(() => undefined);
  }, [pickers]);
  const retry = () => {
    loaded.reload();
    setPickers((n) => n + 1);
  };

  const change = (fn: (d: SaveCoverLetter) => SaveCoverLetter) => {
    if (!saver.draft) return;
    const next = fn(saver.draft);
    setDraft(next);
    saver.change(next);
  };
  const setParagraph = (i: number, text: string) => change((d) => ({ ...d, paragraphs: d.paragraphs.map((p, k) => (k === i ? text : p)) }));

  if (loaded.missing)
    return (
      <div className="card max-w-xl space-y-3">
        <h1 className="text-2xl font-bold">Cover letter not found</h1>
        <p>This letter does not exist or is not yours. It may have been deleted.</p>
        <a className="btn-primary" href={LIST_PATH}>
          Back to your cover letters
        </a>
      </div>
    );
  if (loaded.error)
    return (
      <InlineError message={loaded.error} onRetry={retry}>
        <a className="btn-secondary py-1" href={LIST_PATH}>
          Back to your cover letters
        </a>
      </InlineError>
    );
  if (!draft)
    return (
      <p role="status" className="muted">
        Loading your cover letter...
      </p>
    );

  const exportUrl = (format: (typeof EXPORT_FORMATS)[number]) => routeUrl(coverLetterRoutes.export, { id }, { format, paper });
  /** A download is of the saved letter: changes on their way are saved first. */
  async function downloadSaved(e: MouseEvent<HTMLAnchorElement>) {
    if (!saver.dirty) return;
    e.preventDefault();
    const href = e.currentTarget.href;
    await saver.flush();
    if (!saver.dirty) window.location.assign(href);
    else
      showToast({
        title: 'Not downloaded yet',
        description: 'Your latest changes are not saved. Fix what the note says, then download.',
        variant: 'destructive',
      });
  }

  async function redraft() {
    const d = saver.draft!;
    if (!d.resumeId) return;
    setBusy(true);
    setRedraftError(null);
    try {
      const fresh = await call(coverLetterRoutes.draft, {
        body: { resumeId: d.resumeId, company: d.company, role: d.role, jobDescription: d.jobDescription },
      });
      change((cur) => ({ ...cur, greeting: fresh.greeting, paragraphs: fresh.paragraphs, closing: fresh.closing }));
      setRequirements(fresh.requirements);
      showToast({ title: 'Letter redrafted', description: 'The new draft replaces the old one and is saving now.' });
    } catch (e) {
      if (!gate.denied(e)) setRedraftError(inWords(apiErrorMessage(e, 'The letter could not be redrafted. Your letter is unchanged.')));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      saver.stop();
      await call(coverLetterRoutes.remove, { params: { id } });
      showToastAfterNavigation({ title: 'Cover letter deleted', description: `${draft!.role} at ${draft!.company}` });
      window.location.assign(LIST_PATH);
    } catch (e) {
      setBusy(false);
      setConfirm(null);
      if (!gate.denied(e)) showToast({ title: 'Cover letter not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  }

  const resumeGone = draft.resumeId && resumes.length > 0 && !resumes.some((r) => r.id === draft.resumeId);

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <a className="text-sm font-medium text-brand-700 underline dark:text-brand-100" href={LIST_PATH}>
          ← All cover letters
        </a>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="heading-1">Edit cover letter</h1>
          <p
            role="status"
            data-testid="autosave-status"
            className={`text-sm font-medium ${status === 'retrying' || status === 'invalid' ? 'text-red-800 dark:text-red-200' : 'muted'}`}
          >
            {SAVE_STATUS_TEXT[status]}
          </p>
        </div>
        {saveError && <InlineError prefix="Not saved:" message={`${saveError} Your changes are kept here; fix the field and it saves again.`} />}
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section className="card grid gap-4 p-5 md:grid-cols-2" aria-labelledby="letter-job-heading">
            <h2 id="letter-job-heading" className="text-lg font-semibold md:col-span-2">
              The job
            </h2>
            <TextField
              id="letter-company"
              label="Company"
              maxLength={L.company}
              value={draft.company}
              onChange={(company) => change((d) => ({ ...d, company }))}
            />
            <TextField id="letter-role" label="Role" maxLength={L.role} value={draft.role} onChange={(role) => change((d) => ({ ...d, role }))} />
            <SelectField
              id="letter-job"
              className="md:col-span-2"
              label="For a job in your tracker"
              value={draft.trackedJobId ?? ''}
              onChange={(value) => {
                const trackedJobId = value || null;
                change((d) => ({ ...d, trackedJobId }));
              }}
            >
              <option value="">No tracked job</option>
              {jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title} at {j.company} ({stageLabel(j.stage)})
                </option>
              ))}
            </SelectField>
            <details className="md:col-span-2">
              <summary className="cursor-pointer text-sm font-medium">Job description and resume (to redraft)</summary>
              <div className="mt-3 space-y-4">
                <TextAreaField
                  id="letter-description"
                  label="Job description"
                  rows={6}
                  maxLength={L.jobDescription}
                  value={draft.jobDescription}
                  onChange={(jobDescription) => change((d) => ({ ...d, jobDescription }))}
                />
                <SelectField
                  id="letter-resume"
                  label="Resume"
                  value={draft.resumeId ?? ''}
                  hint={resumeGone ? 'The resume this letter came from was deleted.' : undefined}
                  onChange={(value) => {
                    const resumeId = value || null;
                    change((d) => ({ ...d, resumeId }));
                  }}
                >
                  <option value="">No resume</option>
                  {resumes.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.title}
                    </option>
                  ))}
                </SelectField>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={!draft.resumeId || !draft.jobDescription.trim() || busy}
                  onClick={() => setConfirm('redraft')}
                >
                  Redraft the letter
                </button>
                {redraftError && <InlineError message={redraftError} />}
              </div>
            </details>
          </section>

          <section className="card space-y-4 p-5" aria-labelledby="letter-text-heading">
            <h2 id="letter-text-heading" className="text-lg font-semibold">
              Your letter
            </h2>
            <TextField
              id="letter-greeting"
              label="Greeting"
              maxLength={L.greeting}
              value={draft.greeting}
              onChange={(greeting) => change((d) => ({ ...d, greeting }))}
            />
            {draft.paragraphs.map((p, i) => (
              <div key={i} className="space-y-1">
                <TextAreaField
                  id={`letter-paragraph-${i}`}
                  label={`Paragraph ${i + 1}`}
                  rows={5}
                  maxLength={L.paragraph}
                  value={p}
                  onChange={(text) => setParagraph(i, text)}
                />
                <button
                  type="button"
                  className="btn-ghost px-2 py-1 text-sm"
                  onClick={() => {
                    change((d) => ({ ...d, paragraphs: d.paragraphs.filter((_, k) => k !== i) }));
                    requestAnimationFrame(() => document.getElementById(`letter-paragraph-${Math.max(0, i - 1)}`)?.focus());
                  }}
                >
                  Remove paragraph {i + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="btn-secondary"
              disabled={draft.paragraphs.length >= L.paragraphs}
              onClick={() => {
                const next = draft.paragraphs.length;
                change((d) => ({ ...d, paragraphs: [...d.paragraphs, ''] }));
                requestAnimationFrame(() => document.getElementById(`letter-paragraph-${next}`)?.focus());
              }}
            >
              Add a paragraph
            </button>
            <TextField
              id="letter-closing"
              label="Closing"
              maxLength={L.closing}
              value={draft.closing}
              onChange={(closing) => change((d) => ({ ...d, closing }))}
            />
            <p className="text-xs muted">Your name, e-mail and phone come from the resume’s basics when you download.</p>
          </section>

          <section className="card flex flex-wrap items-end gap-3 p-5" aria-labelledby="letter-download-heading">
            <h2 id="letter-download-heading" className="w-full text-lg font-semibold">
              Download
            </h2>
            <SelectField
              id="letter-paper"
              label="Paper size"
              value={paper}
              onChange={(value) => {
                const next = value as PaperSize;
                setPaper(next);
                localStorage.setItem(PAPER_KEY, next);
              }}
            >
              {PAPER_SIZES.map((p) => (
                <option key={p} value={p}>
                  {PAPER_LABELS[p]}
                </option>
              ))}
            </SelectField>
            {EXPORT_FORMATS.map((format) => (
              <a key={format} className="btn-secondary" href={exportUrl(format)} download onClick={downloadSaved}>
                Download {format.toUpperCase()}
              </a>
            ))}
            <button type="button" className="btn-ghost ml-auto" onClick={() => setConfirm('delete')}>
              Delete letter
            </button>
          </section>
        </div>

        <Requirements requirements={requirements} />
      </div>

      {confirm === 'delete' && (
        <ConfirmDialog
          title="Delete this cover letter?"
          confirmLabel="Delete letter"
          destructive
          busy={busy}
          onConfirm={remove}
          onCancel={() => setConfirm(null)}
        >
          <p>
            The letter for {draft.role} at {draft.company} will be removed. Download it first if you may want it again.
          </p>
        </ConfirmDialog>
      )}
      {confirm === 'redraft' && (
        <ConfirmDialog
          title="Replace your letter with a new draft?"
          confirmLabel="Redraft"
          cancelLabel="Keep my letter"
          busy={busy}
          onConfirm={redraft}
          onCancel={() => setConfirm(null)}
        >
          <p>The greeting, paragraphs and closing are drafted again from the resume and job description above; your edits to them are replaced.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Beside the letter: what the description asks for that the resume shows, and what it does not. */
function Requirements({ requirements }: { requirements: LetterRequirements | null }) {
  if (!requirements) return null;
  const { matched, gaps, transferable } = requirements;
  return (
    <aside aria-labelledby="requirements-heading" className="card h-fit space-y-4 p-5 xl:sticky xl:top-4" data-testid="letter-requirements">
      <h2 id="requirements-heading" className="text-lg font-semibold">
        What the job asks for
      </h2>
      <div>
        <h3 className="font-semibold">Requirements you meet ({matched.length})</h3>
        {matched.length ? (
          <ul className="mt-2 space-y-2 text-sm" data-testid="matched-requirements">
            {matched.map((m) => (
              <li key={m.skill}>
                <span className="font-medium">{m.skill}</span>
                {m.evidence ? (
                  <span className="block muted">Shown by: “{m.evidence}”</span>
                ) : (
                  <span className="block muted">On your resume, no bullet quoted</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm muted">None of the description’s skills are on this resume yet.</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Gaps ({gaps.length})</h3>
        {gaps.length ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm" data-testid="requirement-gaps">
            {gaps.map((g) => (
              <li key={g} className="rounded bg-amber-100 px-2 py-0.5 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                {g}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm muted">Your resume shows every skill the description names.</p>
        )}
      </div>
      {transferable.length > 0 && (
        <div>
          <h3 className="font-semibold">Offered for the gaps</h3>
          <p className="mt-1 text-sm">{transferable.join(', ')}</p>
        </div>
      )}
      <p className="text-xs muted">
        Read from the job description with the same skills list PivotMatch uses. The letter names no skill that is in neither text.
      </p>
    </aside>
  );
}
