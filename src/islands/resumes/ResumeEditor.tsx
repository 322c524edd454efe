import { useCallback, useEffect, useState } from 'react';
import { MemberGate, useGate } from '../member/MemberGate';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { InlineError } from '../ui/InlineError';
import { showToast } from '../../stores/toast';
import { ApiError, apiErrorMessage, fieldOfMessage, getJson, postJson, putJson } from '../../lib/api';
import {
  RESUME_LIMITS,
  RESUME_TEMPLATES,
  RESUME_TEMPLATE_LABELS,
  resumeFieldName,
  toJsonResume,
  type ResumeTemplate,
  type ResumeData,
  type ResumeVersionSummary,
  type ResumeView,
} from '../../lib/resume';
import { Autosaver, type ResumeDraft, type SaveStatus } from './autosave';
import { BulletList, DateField, EntryList, Field, KeywordsField } from './fields';
import { ResumePreview } from './ResumePreview';
import { ExportLinks } from './ExportLinks';
import { ImportReportNote, useImportReview } from './import-report';

const LIST_PATH = '/dashboard/resumes';
const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  retrying: 'Not saved — retrying',
  invalid: 'Not saved',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "data.work.0.startDate: Use a date …" → "Experience, job 1: Start: Use a date …" */
function inWords(message: string): string {
  const f = fieldOfMessage(message);
  return f ? `${resumeFieldName(f.field)}: ${f.text}` : message;
}

const draftOf = (view: ResumeView): ResumeDraft => ({ title: view.title, targetRole: view.targetRole, template: view.template, data: view.data });

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
      plan="pivot"
      toolName="The resume builder"
      pitch="Build one resume per target role with a live preview, ATS-safe templates, bullet suggestions and every version kept, and move in and out with resume.json."
      path={`${window.location.pathname}${window.location.search}`}
    >
      {() => <Editor />}
    </MemberGate>
  );
}

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'error'; message: string } | { state: 'ready' };

function Editor() {
  const gate = useGate();
  const [id] = useState(() => new URLSearchParams(window.location.search).get('id'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [draft, setDraft] = useState<ResumeDraft | null>(null);
  const [updatedAt, setUpdatedAt] = useState<string | undefined>();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [view, setView] = useState<'edit' | 'preview'>('edit');

  const [saver] = useState(
    () =>
      new Autosaver({
        send: (d) => putJson<ResumeView>(`/api/resumes/${id}`, d),
        status: (s, message) => {
          setStatus(s);
          if (s === 'saved') setSaveError(null);
          if (s === 'invalid') setSaveError(message ? inWords(message) : null);
        },
        saved: (view) => setUpdatedAt(view.updatedAt),
        denied: (e) => gate.denied(e),
      }),
  );
  useEffect(() => () => saver.stop(), [saver]);

  // Leaving with changes not yet saved asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (saver.dirty) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver]);

  const replace = useCallback(
    (view: ResumeView) => {
      const d = draftOf(view);
      saver.reset(d);
      setDraft(d);
      setUpdatedAt(view.updatedAt);
    },
    [saver],
  );

  const load = useCallback(() => {
    if (!id) {
      setLoaded({ state: 'missing' });
      return;
    }
    setLoaded({ state: 'loading' });
    getJson<ResumeView>(`/api/resumes/${encodeURIComponent(id)}`)
      .then((view) => {
        replace(view);
        setLoaded({ state: 'ready' });
      })
      .catch((e) => {
        if (gate.denied(e)) return;
        if (e instanceof ApiError && (e.status === 404 || e.status === 400)) setLoaded({ state: 'missing' });
        else setLoaded({ state: 'error', message: apiErrorMessage(e, 'Your resume could not be loaded.') });
      });
  }, [id, gate, replace]);
  useEffect(load, [load]);

  /** Every edit goes through here: the newest state is the saver's, so quick edits build on each other. */
  const change = (fn: (d: ResumeDraft) => ResumeDraft) => {
    if (!saver.draft) return;
    const next = fn(saver.draft);
    setDraft(next);
    saver.change(next);
  };
  const setData = (fn: (d: ResumeData) => ResumeData) => change((d) => ({ ...d, data: fn(d.data) }));
  const setBasics = (patch: Partial<ResumeData['basics']>) => setData((d) => ({ ...d, basics: { ...d.basics, ...patch } }));
  const setLocation = (patch: Partial<ResumeData['basics']['location']>) =>
    setData((d) => ({ ...d, basics: { ...d.basics, location: { ...d.basics.location, ...patch } } }));
  const setList =
    <K extends 'work' | 'education' | 'skills' | 'certificates' | 'projects' | 'languages'>(key: K) =>
    (items: ResumeData[K]) =>
      setData((d) => ({ ...d, [key]: items }));

  // After an import: what was read, and the fields that may be misread, marked where they are.
  const review = useImportReview(id ?? '', draft?.data);
  /** An entry's field by its editor prefix ("work-1") and name: "work.1.startDate". */
  const doubtAt = (prefix: string, field: string) => review.doubtOf(`${prefix.replace('-', '.')}.${field}`);

  if (loaded.state === 'missing')
    return (
      <div className="card max-w-xl space-y-3">
        <h1 className="text-2xl font-bold">Resume not found</h1>
        <p>{id ? 'This resume does not exist or is not yours. It may have been deleted.' : 'No resume was chosen to edit.'}</p>
        <a className="btn-primary" href={LIST_PATH}>
          Back to your resumes
        </a>
      </div>
    );
  if (loaded.state === 'error')
    return (
      <InlineError message={loaded.message} onRetry={load}>
        <a className="btn-secondary py-1" href={LIST_PATH}>
          Back to your resumes
        </a>
      </InlineError>
    );
  if (loaded.state === 'loading' || !draft)
    return (
      <p role="status" className="muted">
        Loading your resume...
      </p>
    );

  const { data } = draft;
  const { basics } = data;

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
            {STATUS_TEXT[status]}
            {status === 'saved' && updatedAt && <span className="sr-only"> at {dateTime(updatedAt)}</span>}
          </p>
        </div>
        <ImportReportNote review={review} />
        <div className="card grid gap-4 p-5 md:grid-cols-2">
          <Field id="resume-title" label="Resume name" max={RESUME_LIMITS.title} value={draft.title} onChange={(title) => change((d) => ({ ...d, title }))} />
          <Field
            id="resume-target"
            label="Target role"
            max={RESUME_LIMITS.title}
            value={draft.targetRole}
            onChange={(targetRole) => change((d) => ({ ...d, targetRole }))}
          />
          <div>
            <label className="label" htmlFor="resume-template">
              Template
            </label>
            <select
              id="resume-template"
              className="input"
              value={draft.template}
              aria-describedby="resume-template-hint"
              onChange={(e) => {
                const template = e.target.value as ResumeTemplate;
                change((d) => ({ ...d, template }));
              }}
            >
              {RESUME_TEMPLATES.map((t) => (
                <option key={t} value={t}>
                  {RESUME_TEMPLATE_LABELS[t].name}
                </option>
              ))}
            </select>
            <p id="resume-template-hint" className="mt-1 text-xs muted">
              {RESUME_TEMPLATE_LABELS[draft.template].description}
            </p>
          </div>
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
        {versionsOpen && id && <Versions id={id} canRestore={status === 'saved'} onRestored={replace} />}
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
          <section className="card p-5">
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">Basics</legend>
              <Field id="basics-name" label="Full name" value={basics.name} onChange={(name) => setBasics({ name })} />
              <Field
                id="basics-label"
                label="Headline"
                placeholder="Product operations analyst"
                value={basics.label}
                onChange={(label) => setBasics({ label })}
              />
              <Field id="basics-email" label="Email" type="email" value={basics.email} onChange={(email) => setBasics({ email })} />
              <Field id="basics-phone" label="Phone" type="tel" value={basics.phone} onChange={(phone) => setBasics({ phone })} />
              <Field id="basics-url" label="Website" type="url" value={basics.url} onChange={(url) => setBasics({ url })} className="sm:col-span-2" />
              <Field id="basics-city" label="City" value={basics.location.city} onChange={(city) => setLocation({ city })} />
              <Field id="basics-region" label="Region or state" value={basics.location.region} onChange={(region) => setLocation({ region })} />
              <Field
                id="basics-country"
                label="Country code"
                max={8}
                placeholder="US"
                value={basics.location.countryCode}
                onChange={(countryCode) => setLocation({ countryCode })}
              />
            </fieldset>
          </section>

          <section className="card p-5">
            <fieldset>
              <legend className="mb-2 text-lg font-semibold">Summary</legend>
              <Field
                id="basics-summary"
                label="Professional summary"
                rows={5}
                max={RESUME_LIMITS.summary}
                hint="Two or three sentences: who you are, the role you want, and what you bring from your last field."
                value={basics.summary}
                onChange={(summary) => setBasics({ summary })}
              />
            </fieldset>
          </section>

          <EntryList
            id="work"
            legend="Experience"
            noun="job"
            items={data.work}
            onChange={setList('work')}
            name={(w) => [w.position, w.name].filter(Boolean).join(' at ')}
            blank={() => ({ name: '', position: '', location: '', startDate: '', endDate: '', summary: '', highlights: [] })}
          >
            {(w, set, p) => (
              <>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id={`${p}-name`} label="Company" value={w.name} doubt={doubtAt(p, 'name')} onChange={(name) => set({ name })} />
                  <Field id={`${p}-position`} label="Position" value={w.position} doubt={doubtAt(p, 'position')} onChange={(position) => set({ position })} />
                  <Field id={`${p}-location`} label="Location" value={w.location} onChange={(location) => set({ location })} className="sm:col-span-2" />
                  <DateField id={`${p}-start`} label="Start" value={w.startDate} doubt={doubtAt(p, 'startDate')} onChange={(startDate) => set({ startDate })} />
                  <DateField
                    id={`${p}-end`}
                    label="End"

                    hint="Leave empty if you work there now."
                    value={w.endDate}
                    onChange={(endDate) => set({ endDate })}
                  />
                </div>
                <Field
                  id={`${p}-summary`}
                  label="What the role was"
                  rows={2}
                  max={RESUME_LIMITS.long}
                  value={w.summary}
                  onChange={(summary) => set({ summary })}
                />
                <BulletList
                  id={p}
                  owner={[w.position, w.name].filter(Boolean).join(' at ') || 'this job'}
                  items={w.highlights}
                  doubtOf={(j) => doubtAt(p, j < 0 ? 'highlights' : `highlights.${j}`)}
                  onChange={(highlights) => set({ highlights })}
                />
              </>
            )}
          </EntryList>

          <EntryList
            id="education"
            legend="Education"
            noun="school"
            items={data.education}
            onChange={setList('education')}
            name={(e) => e.institution}
            blank={() => ({ institution: '', area: '', studyType: '', startDate: '', endDate: '', score: '' })}
          >
            {(e, set, p) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  id={`${p}-institution`}
                  label="Institution"
                  value={e.institution}
                  onChange={(institution) => set({ institution })}
                  className="sm:col-span-2"
                />
                <Field
                  id={`${p}-type`}
                  label="Degree or type"
                  placeholder="Bachelor of Science"
                  value={e.studyType}
                  onChange={(studyType) => set({ studyType })}
                />
                <Field id={`${p}-area`} label="Field of study" value={e.area} onChange={(area) => set({ area })} />
                <DateField id={`${p}-start`} label="Start" value={e.startDate} onChange={(startDate) => set({ startDate })} />
                <DateField id={`${p}-end`} label="End" value={e.endDate} onChange={(endDate) => set({ endDate })} />
                <Field id={`${p}-score`} label="Grade or honours" value={e.score} onChange={(score) => set({ score })} />
              </div>
            )}
          </EntryList>

          <EntryList
            id="skills"
            legend="Skills"
            noun="skill"
            items={data.skills}
            onChange={setList('skills')}
            name={(s) => s.name}
            blank={() => ({ name: '', level: '', keywords: [] })}
            description="Group them: a name such as “Data analysis”, then the tools and methods as keywords."
          >
            {(s, set, p) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${p}-name`} label="Skill" value={s.name} onChange={(name) => set({ name })} />
                <Field id={`${p}-level`} label="Level (optional)" value={s.level} onChange={(level) => set({ level })} />
                <div className="sm:col-span-2">
                  <KeywordsField id={`${p}-keywords`} label="Keywords" value={s.keywords} onChange={(keywords) => set({ keywords })} />
                </div>
              </div>
            )}
          </EntryList>

          <EntryList
            id="certificates"
            legend="Certificates"
            noun="certificate"
            items={data.certificates}
            onChange={setList('certificates')}
            name={(c) => c.name}
            blank={() => ({ name: '', issuer: '', date: '', url: '' })}
          >
            {(c, set, p) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${p}-name`} label="Certificate" value={c.name} doubt={doubtAt(p, 'name')} onChange={(name) => set({ name })} />
                <Field id={`${p}-issuer`} label="Issuer" value={c.issuer} onChange={(issuer) => set({ issuer })} />
                <DateField id={`${p}-date`} label="Date" value={c.date} onChange={(date) => set({ date })} />
                <Field id={`${p}-url`} label="Link" type="url" value={c.url} onChange={(url) => set({ url })} />
              </div>
            )}
          </EntryList>

          <EntryList
            id="projects"
            legend="Projects"
            noun="project"
            items={data.projects}
            onChange={setList('projects')}
            name={(pr) => pr.name}
            blank={() => ({ name: '', description: '', url: '', startDate: '', endDate: '', highlights: [] })}
          >
            {(pr, set, p) => (
              <>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id={`${p}-name`} label="Project" value={pr.name} onChange={(name) => set({ name })} />
                  <Field id={`${p}-url`} label="Link" type="url" value={pr.url} onChange={(url) => set({ url })} />
                  <DateField id={`${p}-start`} label="Start" value={pr.startDate} onChange={(startDate) => set({ startDate })} />
                  <DateField id={`${p}-end`} label="End" value={pr.endDate} onChange={(endDate) => set({ endDate })} />
                </div>
                <Field
                  id={`${p}-description`}
                  label="Description"
                  rows={2}
                  max={RESUME_LIMITS.long}
                  value={pr.description}
                  onChange={(description) => set({ description })}
                />
                <BulletList id={p} owner={pr.name || 'this project'} items={pr.highlights} onChange={(highlights) => set({ highlights })} />
              </>
            )}
          </EntryList>

          <EntryList
            id="languages"
            legend="Languages"
            noun="language"
            items={data.languages}
            onChange={setList('languages')}
            name={(l) => l.language}
            blank={() => ({ language: '', fluency: '' })}
          >
            {(l, set, p) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${p}-language`} label="Language" value={l.language} onChange={(language) => set({ language })} />
                <Field
                  id={`${p}-fluency`}
                  label="Fluency"
                  placeholder="Native, fluent, conversational"
                  value={l.fluency}
                  onChange={(fluency) => set({ fluency })}
                />
              </div>
            )}
          </EntryList>

          <EntryList
            id="links"
            legend="Links"
            noun="link"
            items={basics.profiles}
            onChange={(profiles) => setBasics({ profiles })}
            name={(pr) => pr.network}
            blank={() => ({ network: '', username: '', url: '' })}
          >
            {(pr, set, p) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${p}-network`} label="Network" placeholder="LinkedIn" value={pr.network} onChange={(network) => set({ network })} />
                <Field id={`${p}-username`} label="Username" value={pr.username} onChange={(username) => set({ username })} />
                <Field id={`${p}-url`} label="Address" type="url" value={pr.url} onChange={(url) => set({ url })} className="sm:col-span-2" />
              </div>
            )}
          </EntryList>
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

function Versions({ id, canRestore, onRestored }: { id: string; canRestore: boolean; onRestored(view: ResumeView): void }) {
  const gate = useGate();
  const [versions, setVersions] = useState<ResumeVersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<ResumeVersionSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setError(null);
    getJson<{ versions: ResumeVersionSummary[] }>(`/api/resumes/${id}/versions`)
      .then((a) => setVersions(a.versions))
      .catch((e) => {
        if (!gate.denied(e)) setError(apiErrorMessage(e, 'The versions could not be loaded.'));
      });
  }, [id, gate]);
  // Loaded when opened, and again once the latest changes are saved (the newest version is the current state).
  useEffect(() => {
    if (canRestore) load();
  }, [load, canRestore]);

  async function restore(version: ResumeVersionSummary) {
    setBusy(true);
    try {
      const view = await postJson<ResumeView>(`/api/resumes/${id}/versions`, { versionId: version.id });
      onRestored(view);
      showToast({ title: 'Version restored', description: `${dateTime(version.savedAt)} — ${version.summary}` });
      load();
    } catch (e) {
      if (!gate.denied(e)) showToast({ title: 'Version not restored', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setRestoring(null);
    }
  }

  return (
    <section id="resume-versions" aria-labelledby="versions-heading" className="card p-5">
      <h2 id="versions-heading" className="text-lg font-semibold">
        Versions
      </h2>
      <p className="mt-1 text-sm muted">
        A version is kept for each pause in your editing, and the resume as created or imported is kept as it was; the newest is what you have now. The last 20
        are kept.
      </p>
      {!canRestore && <p className="mt-2 text-sm muted">Restoring waits until your latest changes are saved.</p>}
      {error && (
        <div className="mt-2">
          <InlineError message={error} onRetry={load} />
        </div>
      )}
      {!versions && !error && (
        <p role="status" className="mt-2 text-sm muted">
          Loading versions...
        </p>
      )}
      {versions && (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700" data-testid="resume-versions">
          {versions.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="resume-version">
              <span>
                {dateTime(v.savedAt)} — {v.summary}
                {v.kind !== 'autosave' && <span className="muted"> ({v.kind === 'created' ? 'as created or imported' : 'restored'})</span>}
                {i === 0 && <span className="muted"> (current)</span>}
              </span>
              <button type="button" className="btn-secondary px-3 py-1" disabled={!canRestore || i === 0} onClick={() => setRestoring(v)}>
                Restore<span className="sr-only"> the version of {dateTime(v.savedAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {restoring && (
        <ConfirmDialog
          title="Restore this version?"
          confirmLabel="Restore version"
          cancelLabel="Cancel"
          busy={busy}
          onConfirm={() => restore(restoring)}
          onCancel={() => setRestoring(null)}
        >
          <p>
            The resume goes back to {dateTime(restoring.savedAt)} ({restoring.summary}). Your current resume is kept as a version too.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
