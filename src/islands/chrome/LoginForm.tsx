import { useId, useState, type FormEvent } from 'react';
import { showToast } from '../../stores/toast';
import { safeNextPath } from '../../lib/safe-next';

/** Where a successful sign-in lands: the page's `next` if it stays on this site, else /dashboard. */
function nextTarget(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next'), '/dashboard');
}

export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const res = await fetch('/api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ username: form.get('email'), password: form.get('password') }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.ok) {
        window.location.href = nextTarget();
        return;
      }
      // A lock (429) or an expired password (403) says what to do; a wrong password keeps the spec's words.
      const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
      const description = (res.status === 403 || res.status === 429) && message ? message : 'Please check your credentials and try again.';
      showToast({ title: 'Login Failed', description, variant: 'destructive' });
    } catch {
      showToast({ title: 'Connection Error', description: 'Could not connect to the authentication service.', variant: 'destructive' });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <div>
        <label htmlFor={`${id}-email`} className="label">
          Email
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className="input" data-autofocus={autoFocus || undefined} />
      </div>
      <div>
        <div className="flex items-center justify-between">
          <label htmlFor={`${id}-password`} className="label">
            Password
          </label>
          <a href="/forgot-password" className="mb-1 text-sm text-brand-700 underline dark:text-brand-100">
            Forgot password?
          </a>
        </div>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required className="input" />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
      <p className="text-center text-sm muted">
        New to CareerPivot?{' '}
        <a href="/subscribe" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Get started
        </a>
      </p>
    </form>
  );
}
