import { useId, useState, type FormEvent } from 'react';
import { call } from '../../lib/api';
import { adminRoutes } from '../../lib/admin/routes';
import { errorText } from '../../lib/admin/errors';
import type { AdminUser } from '../../lib/admin/payloads';
import { showToast } from '../../stores/toast';
import { DialogFrame } from '../ui/DialogFrame';

/**
 * DELETE /api/admin/users/:id: the member's own account deletion (the same domain function),
 * confirmed by typing the account's e-mail. Cancels their subscription, erases rows and files.
 */
export default function DeleteUserDialog({ user, onClose, onDeleted }: { user: AdminUser; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim().toLowerCase() !== user.email.toLowerCase()) {
      setError(`Type ${user.email} to confirm.`);
      document.getElementById(`${id}-confirm`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await call(adminRoutes.deleteUser, { params: { id: user.id } });
      showToast({ title: 'User Deleted', description: `${user.email} and their data have been deleted.` });
      onDeleted();
    } catch (err) {
      setBusy(false);
      setError(errorText(err));
    }
  };

  return (
    <DialogFrame
      role="alertdialog"
      title="Delete User"
      busy={busy}
      onClose={onClose}
      description={
        <>
          This deletes <strong className="break-all">{user.email}</strong> at once: their subscription is cancelled with no further charge, and their data and
          files are erased. Payment records are kept without their identity. It cannot be undone.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={`${id}-confirm`} className="label">
            Type the user&apos;s e-mail to confirm
          </label>
          <input
            id={`${id}-confirm`}
            type="email"
            className="input"
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            value={typed}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Deleting...' : 'Delete User'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
