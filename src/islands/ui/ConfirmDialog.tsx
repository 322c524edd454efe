import { useId, type ReactNode } from 'react';
import { useDialog } from '~/islands/chrome/useDialog';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action is styled as one. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirm dialog of the member area: asked before anything that cannot be taken back lightly. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Keep it', destructive = false, busy = false, onConfirm, onCancel }: Props) {
  const ref = useDialog<HTMLDivElement>(true, () => !busy && onCancel());
  const titleId = useId();
  const bodyId = useId();
  return (
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}
    >
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className="card w-full max-w-md">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 space-y-2 text-sm">
          {children}
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="button"
            className={destructive ? 'btn flex-1 bg-red-700 text-white hover:bg-red-800' : 'btn-primary flex-1'}
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" /> Working...
              </>
            ) : (
              confirmLabel
            )}
          </button>
          <button type="button" className="btn-secondary flex-1" disabled={busy} onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
