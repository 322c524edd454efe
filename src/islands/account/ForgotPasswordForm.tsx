import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import { authRoutes } from '~/lib/auth';
import { showToast } from '~/stores/toast';
import { TextField } from '~/islands/ui/fields';

export default function ForgotPasswordForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const res = await call(authRoutes.forgotPassword, { body: { email } });
      setSent(res.message);
    } catch (error) {
      showToast({ title: 'Request Failed', description: apiErrorMessage(error, 'Could not connect. Please try again.'), variant: 'destructive' });
    }
    setBusy(false);
  }

  if (sent) {
    return (
      <div role="status" className="space-y-4">
        <p>{sent}</p>
        <a href="/login" className="btn-secondary">
          Back to log in
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <TextField id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send reset link'}
      </button>
    </form>
  );
}
