import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { call } from '~/lib/api';
import { adminRoutes } from '~/lib/admin/routes';
import { errorText } from '~/lib/admin/errors';
import type { AdminUser } from '~/lib/admin/payloads';
import { showToast } from '~/stores/toast';
import { DialogFrame } from '~/islands/ui/DialogFrame';
import { TextField } from '~/islands/ui/fields';

/**
 * DELETE /api/admin/users/:id: the member's own account deletion (the same domain function),
 * confirmed by typing the account's e-mail. Cancels their subscription, erases rows and files.
 */
export default function DeleteUserDialog({ user, onClose, onDeleted }: { user: AdminUser; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's refusal is read with the field it is shown at (the shared error line is not an
  // alert): back to the field once it is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || busy) return;
    refocus.current = false;
    document.getElementById(`${id}-confirm`)?.focus();
  }, [busy, error, id]);

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
      refocus.current = true;
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
        <TextField
          id={`${id}-confirm`}
          label="Type the user's e-mail to confirm"
          type="email"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          value={typed}
          disabled={busy}
          error={error}
          onChange={setTyped}
        />
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
