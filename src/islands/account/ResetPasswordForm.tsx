import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import { authRoutes } from '~/lib/auth';
import { showToast } from '~/stores/toast';
import { PasswordField } from './PasswordField';

export default function ResetPasswordForm() {
  const id = useId();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      showToast({ title: 'Passwords Do Not Match', description: 'Type the same new password twice.', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const res = await call(authRoutes.resetPassword, { body: { token, password } });
      setDone(res.message);
    } catch (error) {
      showToast({ title: 'Reset Failed', description: apiErrorMessage(error, 'Could not connect. Please try again.'), variant: 'destructive' });
    }
    setBusy(false);
  }

  if (!token) {
    return (
      <div className="space-y-4">
        <p>This page needs the link from your reset e-mail.</p>
        <a href="/forgot-password" className="btn-secondary">
          Request a new link
        </a>
      </div>
    );
  }
  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p>{done}</p>
        <a href="/login" className="btn-primary">
          Log in
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <PasswordField purpose="new" id={`${id}-password`} name="password" label="New password" required value={password} onChange={setPassword} />
      <PasswordField purpose="new" id={`${id}-confirm`} name="confirm" label="Confirm new password" required value={confirm} onChange={setConfirm} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
