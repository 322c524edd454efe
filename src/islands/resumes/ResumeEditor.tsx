import { useCallback, useEffect, useState } from 'react';
import { MemberGate } from '~/islands/member/MemberGate';
import { InlineError } from '~/islands/ui/InlineError';
import { call, fieldOfMessage } from '~/lib/api';
import {
  RESUME_LIMITS,
  RESUME_TEMPLATES,
  RESUME_TEMPLATE_LABELS,
  resumeFieldName,
  resumeRoutes,
  toJsonResume,
  type ResumeTemplate,
  type ResumeData,
  type ResumeView,
  type SaveResume,
} from '~/lib/resume';
import { SAVE_STATUS_TEXT, useAutosave } from '~/islands/ui/autosave';
import { SelectField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { ResumePreview } from './ResumePreview';
import { ExportLinks } from './ExportLinks';
import { ImportReportNote, useImportReview } from './import-report';
import { ResumeSections } from './ResumeSections';
import { dateTime, ResumeVersions } from './ResumeVersions';
import { toolPath } from '~/lib/catalogue';

const LIST_PATH = toolPath('resumes');

/** "data.work.0.startDate: Use a date …" → "Experience, job 1: Start: Use a date …" */
function inWords(message: string): string {
  const f = fieldOfMessage(message);
  return f ? `${resumeFieldName(f.field)}: ${f.text}` : message;
}

const draftOf = (view: ResumeView): SaveResume => ({ title: view.title, targetRole: view.targetRole, template: view.template, data: view.data });

/** "Product operations resume" → "product-operations-resume.json" */
function fileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'resume'}.json`;
}

export default function ResumeEditor() {
  return (
    <MemberGate
      tool="resumes"
      pitch="Build one resume per target role with a live preview, ATS-safe templates, bullet suggestions and every version kept, and move in and out with resume.json."
    >
      {() => <Editor />}
    </MemberGate>
  );
}

function Editor() {
  const [id] = useState(() => new URLSearchParams(window.location.search).get('id'));
  const loaded = useMemberQuery(resumeRoutes.resume, id ? { params: { id } } : null, 'Your resume could not be loaded.');
  const [draft, setDraft] = useState<SaveResume | null>(null);
  const [updatedAt, setUpdatedAt] = useState<string | undefined>();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [view, setView] = useState<'edit' | 'preview'>('edit');

  const {
    saver,
    status,
    error: saveError,
  } = useAutosave((d: SaveResume) => call(resumeRoutes.save, { params: { id: id! }, body: d }), {
    saved: (view) => setUpdatedAt(view.updatedAt),
    errorText: inWords,
  });

  const replace = useCallback(
    (view: ResumeView) => {
      const d = draftOf(view);
      saver.reset(d);
      setDraft(d);
      setUpdatedAt(view.updatedAt);
    },
    [saver],
  );

  // The loaded resume becomes the draft once; later answers never replace what is being typed.
  useEffect(() => {
    if (loaded.data && !saver.draft) replace(loaded.data);
  }, [loaded.data, saver, replace]);

  /** Every edit goes through here: the newest state is the saver's, so quick edits build on each other. */
  const change = (fn: (d: SaveResume) => SaveResume) => {
    if (!saver.draft) return;
    const next = fn(saver.draft);
    setDraft(next);
    saver.change(next);
  };
  const setData = (fn: (d: ResumeData) => ResumeData) => change((d) => ({ ...d, data: fn(d.data) }));

  // After an import: what was read, and the fields that may be misread, marked where they are.
  const review = useImportReview(id ?? '', draft?.data);

  if (!id || loaded.missing)
    return (
      <div className="card max-w-xl space-y-3">
        <h1 className="text-2xl font-bold">Resume not found</h1>
        <p>{id ? 'This resume does not exist or is not yours. It may have been deleted.' : 'No resume was chosen to edit.'}</p>
        <a className="btn-primary" href={LIST_PATH}>
          Back to your resumes
        </a>
      </div>
    );
  if (loaded.error)
    return (
      <InlineError message={loaded.error} onRetry={loaded.reload}>
        <a className="btn-secondary py-1" href={LIST_PATH}>
          Back to your resumes
        </a>
      </InlineError>
    );
  if (!draft)
    return (
      <p role="status" className="muted">
        Loading your resume...
      </p>
    );

  const { data } = draft;

  /** Saves what is typed now; true once the server has it all, false if it refused or could not be reached. */
  async function saveNow(): Promise<boolean> {
    const until = Date.now() + 10_000;
    while (saver.dirty && Date.now() < until) {
      await saver.flush();
      if (!saver.dirty) break;
      // Still dirty and nothing on its way: the server refused it, or a retry waits.
      if (!saver.saving) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
    return !saver.dirty;
  }

  function download() {
    const file = toJsonResume(draft!.data, { title: draft!.title, targetRole: draft!.targetRole, template: draft!.template, updatedAt });
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName(draft!.title);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <a className="text-sm font-medium text-brand-700 underline dark:text-brand-100" href={LIST_PATH}>
          ← All resumes
        </a>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="heading-1">Edit resume</h1>
          <p
            role="status"
            data-testid="autosave-status"
            className={`text-sm font-medium ${status === 'retrying' || status === 'invalid' ? 'text-red-800 dark:text-red-200' : 'muted'}`}
          >
            {SAVE_STATUS_TEXT[status]}
            {status === 'saved' && updatedAt && <span className="sr-only"> at {dateTime(updatedAt)}</span>}
          </p>
        </div>
        <ImportReportNote review={review} />
        <div className="card grid gap-4 p-5 md:grid-cols-2">
          <TextField
            id="resume-title"
            label="Resume name"
            maxLength={RESUME_LIMITS.title}
            value={draft.title}
            onChange={(title) => change((d) => ({ ...d, title }))}
          />
          <TextField
            id="resume-target"
            label="Target role"
            maxLength={RESUME_LIMITS.title}
            value={draft.targetRole}
            onChange={(targetRole) => change((d) => ({ ...d, targetRole }))}
          />
          <SelectField
            id="resume-template"
            label="Template"
            value={draft.template}
            hint={RESUME_TEMPLATE_LABELS[draft.template].description}
            onChange={(value) => {
              const template = value as ResumeTemplate;
              change((d) => ({ ...d, template }));
            }}
          >
            {RESUME_TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {RESUME_TEMPLATE_LABELS[t].name}
              </option>
            ))}
          </SelectField>
          <div className="md:col-span-2">
            <ExportLinks resumeId={id!} template={draft.template} saveFirst={saveNow} />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <button type="button" className="btn-secondary" onClick={download}>
              Download resume.json
            </button>
            <button
              type="button"
              className="btn-secondary"
              aria-expanded={versionsOpen}
              aria-controls="resume-versions"
              onClick={() => setVersionsOpen((o) => !o)}
            >
              Versions
            </button>
          </div>
        </div>
        {saveError && <InlineError prefix="Not saved:" message={`${saveError} Your changes are kept here; fix the field and it saves again.`} />}
        {versionsOpen && id && <ResumeVersions id={id} canRestore={status === 'saved'} onRestored={replace} />}
      </div>

      {/* Below xl the form and the preview take turns (a 13,000 px page otherwise); from xl they sit side by side. */}
      <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-slate-300 p-0.5 xl:hidden dark:border-slate-600">
        {(['edit', 'preview'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            aria-controls={v === 'edit' ? 'resume-edit-panel' : 'resume-preview-panel'}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${view === v ? 'bg-brand-700 text-white' : 'text-slate-700 dark:text-slate-200'}`}
            onClick={() => setView(v)}
          >
            {v === 'edit' ? 'Edit' : 'Preview'}
          </button>
        ))}
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <div id="resume-edit-panel" className={`min-w-0 space-y-6 ${view === 'edit' ? '' : 'max-xl:hidden'}`}>
          <ResumeSections data={data} setData={setData} doubtOf={review.doubtOf} />
        </div>

        {/* Held in view below the sticky header while the form scrolls; a long resume scrolls inside it. */}
        <section
          // It scrolls on its own from xl, so it takes focus for keyboard scrolling.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          id="resume-preview-panel"
          aria-labelledby="preview-heading"
          className={`min-w-0 xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:self-start xl:overflow-y-auto ${view === 'preview' ? '' : 'max-xl:hidden'}`}
        >
          <h2 id="preview-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide muted">
            Live preview
          </h2>
          <ResumePreview data={data} template={draft.template} />
        </section>
      </div>
    </div>
  );
}
