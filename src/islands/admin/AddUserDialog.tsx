import { useState, type FormEvent } from 'react';
import { call } from '~/lib/api';
import { adminRoutes } from '~/lib/admin/routes';
import { EMAIL_MAX, NAME_MAX, checkNewUser, type NewUser } from '~/lib/admin/users';
import { errorText } from '~/lib/admin/errors';
import { showToast } from '~/stores/toast';
import { DialogFrame } from '~/islands/ui/DialogFrame';
import { SelectField, TextField } from '~/islands/ui/fields';

type Field = 'firstName' | 'lastName' | 'email';

/** POST /api/admin/users with {firstName, lastName, email, role}. */
export default function AddUserDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [form, setForm] = useState<NewUser>({ firstName: '', lastName: '', email: '', role: 'member' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewUser, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkNewUser(form);
    if (!checked.ok) {
      const next = checked.errors;
      setErrors(next);
      const first = (['firstName', 'lastName', 'email'] as const).find((k) => next[k]);
      if (first) document.getElementById(`new-user-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await call(adminRoutes.addUser, { body: checked.user });
      showToast({ title: 'User Added', description: `${checked.user.email} has been added.` });
      onAdded();
    } catch (err) {
      showToast({ title: 'Could Not Add User', description: errorText(err), variant: 'destructive' });
      setBusy(false);
    }
  };

  const input = (key: Field, label: string, type: string, max: number, required: boolean) => (
    <TextField
      id={`new-user-${key}`}
      label={label}
      optional={!required}
      type={type}
      maxLength={max}
      required={required}
      autoComplete="off"
      value={form[key]}
      error={errors[key]}
      onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
    />
  );

  return (
    <DialogFrame role="dialog" title="Add User" busy={busy} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {input('firstName', 'First name', 'text', NAME_MAX, true)}
        {input('lastName', 'Last name', 'text', NAME_MAX, false)}
        {input('email', 'Email', 'email', EMAIL_MAX, true)}
        <SelectField
          id="new-user-role"
          label="Role"
          value={form.role}
          onChange={(value) => setForm((f) => ({ ...f, role: value === 'admin' ? 'admin' : 'member' }))}
        >
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </SelectField>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Adding...' : 'Add User'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
