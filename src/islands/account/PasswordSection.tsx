import { useId, useState, type FormEvent } from 'react';
import { InlineError } from '~/islands/ui/InlineError';
import { call } from '~/lib/api';
import { accountRoutes } from '~/lib/account';
import { PASSWORD_MIN_LENGTH } from '~/lib/account-rules';
import type { AccountSectionProps } from './section-props';
import { useSubmit } from '~/islands/ui/useSubmit';
import { PasswordField } from './PasswordField';

/** A new password, given the current one; the server signs out every other session. */
export default function PasswordSection({ reload }: AccountSectionProps) {
  const id = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useSubmit('Your password could not be changed. Please try again.');
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (newPassword.length < PASSWORD_MIN_LENGTH) return setError(`Use at least ${PASSWORD_MIN_LENGTH} characters for the new password.`);
    if (newPassword !== confirm) return setError('The two new passwords are not the same. Type the same new password twice.');
    await run(async () => {
      const res = await call(accountRoutes.changePassword, { body: { currentPassword, newPassword } });
      setDone(res.message);
      setCurrent('');
      setNew('');
      setConfirm('');
      await reload();
    });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Password
      </h2>
      <p className="mt-1 text-sm muted">Changing it signs out every other device; this one stays signed in.</p>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <PasswordField purpose="current" id={`${id}-current`} label="Current password" required value={currentPassword} onChange={setCurrent} />
          <PasswordField
            purpose="new"
            id={`${id}-new`}
            label="New password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={newPassword}
            onChange={setNew}
          />
          <PasswordField purpose="new" id={`${id}-confirm`} label="Confirm new password" required value={confirm} onChange={setConfirm} />
        </div>
        {error && <InlineError message={error} />}
        {done && (
          <p role="status" className="text-sm font-medium">
            {done}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy || !currentPassword || !newPassword || !confirm}>
          {busy ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
