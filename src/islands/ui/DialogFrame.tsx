import { useId, type ReactNode } from 'react';
import { useDialog } from '~/islands/chrome/useDialog';
import { CloseIcon } from '~/islands/chrome/icons';

interface Props {
  title: string;
  /** What the dialog is about, read out with its title. */
  description?: ReactNode;
  /** "alertdialog" for a destructive choice, "dialog" for a form. */
  role?: 'dialog' | 'alertdialog';
  /** While work is in flight, Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a modal form: backdrop, focus trap, title with a close button, and its description. */
export function DialogFrame({ title, description, role = 'dialog', busy = false, onClose, children }: Props) {
  const ref = useDialog<HTMLDivElement>(true, () => !busy && onClose());
  const id = useId();
  return (
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-body` : undefined}
        className="card w-full max-w-md"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {title}
          </h2>
          <button type="button" className="btn-ghost px-2" aria-label="Close" onClick={onClose} disabled={busy}>
            <CloseIcon />
          </button>
        </div>
        {description && (
          <p id={`${id}-body`} className="mb-4 text-sm">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
