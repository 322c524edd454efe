import { useRef, useState, type ReactNode } from 'react';
import { RESUME_ACCEPT } from '~/lib/pivotmatch';
import { UploadIcon } from './icons';

export type UploadPhase = 'idle' | 'uploading' | 'processing';

interface Props {
  phase: UploadPhase;
  progress: number;
  onFile: (file: File) => void;
  /** Consent text from the page (links to privacy and terms). */
  children?: ReactNode;
}

/** Drag-and-drop area, "Browse Files" picker and the upload progress bar. */
export function UploadPanel({ phase, progress, onFile, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase !== 'idle';

  return (
    <div className="space-y-4">
      <div
        data-testid="resume-dropzone"
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50 dark:border-brand-100 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'
        }`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file && !busy) onFile(file);
        }}
      >
        <UploadIcon className="h-10 w-10 text-brand-700 dark:text-brand-100" />
        <p className="font-medium">Drag and drop your resume here</p>
        <p className="muted text-sm">or</p>
        <button type="button" className="btn-primary" disabled={busy} onClick={() => input.current?.click()}>
          Browse Files
        </button>
        <label htmlFor="pm-resume-file" className="sr-only">
          Resume file (PDF or DOCX)
        </label>
        <input
          ref={input}
          id="pm-resume-file"
          type="file"
          accept={RESUME_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <p className="muted text-sm">Supported formats: PDF, DOCX (Max 5MB)</p>
      </div>

      {busy && (
        <div className="space-y-2" aria-live="polite">
          <div className="flex justify-between text-sm">
            <span id="pm-progress-label" className="font-medium">
              {phase === 'uploading' ? 'Uploading...' : 'Processing...'}
            </span>
            <span className="muted">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="pm-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-brand-700 transition-all dark:bg-brand-500" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}

      {children && <div className="muted text-xs">{children}</div>}
    </div>
  );
}
