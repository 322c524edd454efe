import { useState } from 'react';
import { useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import { resumeRoutes, type ResumeVersionSummary, type ResumeView } from '~/lib/resume';

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The versions panel: the kept states of a resume, newest first, each one restorable. */
export function ResumeVersions({ id, canRestore, onRestored }: { id: string; canRestore: boolean; onRestored(view: ResumeView): void }) {
  const gate = useGate();
  // Loaded when opened, and again once the latest changes are saved (the newest version is the current state).
  const { data, error, reload: load } = useMemberQuery(resumeRoutes.versions, canRestore ? { params: { id } } : null, 'The versions could not be loaded.');
  const versions = data?.versions ?? null;
  const [restoring, setRestoring] = useState<ResumeVersionSummary | null>(null);
  const [busy, setBusy] = useState(false);

  async function restore(version: ResumeVersionSummary) {
    setBusy(true);
    try {
      const view = await call(resumeRoutes.restore, { params: { id }, body: { versionId: version.id } });
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
