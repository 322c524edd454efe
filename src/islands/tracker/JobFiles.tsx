import { useId, useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { ApiError, apiErrorMessage, call } from '~/lib/api';
import { routeUrl } from '~/lib/route';
import {
  FILES_PER_JOB_MAX,
  TRACKER_FILE_ACCEPT,
  TRACKER_FILE_MAX_BYTES,
  TRACKER_FILE_TOO_LARGE,
  formatBytes,
  trackerRoutes,
  type TrackedFileView,
} from '~/lib/tracker';

/** fetch cannot report upload progress; XMLHttpRequest can. Errors are the ApiError every island knows. */
function upload(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<TrackedFileView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as TrackedFileView);
      else reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`, body?.message));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}

/** Files attached to the job (advanced tracker): upload with progress, download, delete with a confirmation. */
export function JobFiles({ jobId, onDenied }: { jobId: string; onDenied(e: unknown): boolean }) {
  // A refusal (signed out, plan ended) goes to the tracker's gate, as the dialog's other calls do.
  const { data, error: loadError, reload: load, setData } = useMemberQuery(trackerRoutes.files, { params: { id: jobId } }, 'The files could not be loaded.');
  const files = data?.files ?? null;
  const setFiles = (fn: (list: TrackedFileView[] | null) => TrackedFileView[]) => setData((d) => ({ ...d, files: fn(d?.files ?? null) }));
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TrackedFileView | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  const id = useId();

  async function attach(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (file.size > TRACKER_FILE_MAX_BYTES) {
      setUploadError(`${file.name}: ${TRACKER_FILE_TOO_LARGE}`);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const added = await upload(routeUrl(trackerRoutes.attachFile, { id: jobId }), form, setProgress);
      setFiles((list) => [...(list ?? []), added]);
      showToast({ title: 'File attached', description: added.fileName });
    } catch (err) {
      if (!onDenied(err)) setUploadError(`${file.name}: ${apiErrorMessage(err, 'The file could not be attached. Please try again.')}`);
    } finally {
      setProgress(null);
    }
  }

  async function remove(file: TrackedFileView) {
    setBusyDelete(true);
    try {
      await call(trackerRoutes.deleteFile, { params: { id: jobId, fileId: file.id } });
      setFiles((list) => (list ?? []).filter((f) => f.id !== file.id));
      showToast({ title: 'File deleted', description: file.fileName });
    } catch (e) {
      if (!onDenied(e)) showToast({ title: 'File not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  const full = (files?.length ?? 0) >= FILES_PER_JOB_MAX;
  return (
    <section aria-labelledby={`files-${jobId}`} className="space-y-3" data-testid="job-files">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`files-${jobId}`} className="font-semibold">
          Files
        </h3>
        {files && !full && (
          // One control: the input keeps the keyboard focus, the label shows it as a button.
          <span>
            <input id={`${id}-file`} type="file" className="peer sr-only" accept={TRACKER_FILE_ACCEPT} onChange={attach} disabled={progress !== null} />
            <label
              htmlFor={`${id}-file`}
              className="btn-secondary cursor-pointer py-1 text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:opacity-50"
            >
              Attach a file
            </label>
          </span>
        )}
      </div>
      {loadError && <InlineError message={loadError} onRetry={load} />}
      {progress !== null && (
        <div>
          <progress className="w-full" max={1} value={progress} aria-label="Uploading the file" />
          <p className="text-xs muted" role="status">
            Uploading... {Math.round(progress * 100)}%
          </p>
        </div>
      )}
      {uploadError && <InlineError message={uploadError} />}
      {files && files.length === 0 && progress === null && (
        <p className="text-sm muted">The resume and letter you sent, the posting, an offer: PDF, Word, text, PNG or JPEG, up to 4 MB each.</p>
      )}
      {files && files.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {files.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-testid="tracked-file">
              <a
                className="min-w-0 break-all font-medium text-brand-700 underline dark:text-brand-100"
                href={routeUrl(trackerRoutes.file, { id: jobId, fileId: f.id })}
                download={f.fileName}
              >
                {f.fileName}
              </a>
              <span className="flex items-center gap-2">
                <span className="text-xs muted">{formatBytes(f.sizeBytes)}</span>
                <button type="button" className="btn-ghost h-8 px-2 text-xs text-red-700 dark:text-red-300" onClick={() => setDeleting(f)}>
                  Delete<span className="sr-only"> {f.fileName}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {full && <p className="text-xs muted">A job keeps at most {FILES_PER_JOB_MAX} files.</p>}
      {deleting && (
        <ConfirmDialog
          title="Delete this file?"
          confirmLabel="Delete file"
          destructive
          busy={busyDelete}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{deleting.fileName} will be removed from this job.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
