import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '~/stores/toast';
import { authRoutes } from '~/lib/auth';
import { safeNextPath } from '~/lib/safe-next';
import { TextField } from '~/islands/ui/fields';
import { PasswordField } from '~/islands/account/PasswordField';

/** Where a successful sign-in lands: the page's `next` if it stays on this site, else /dashboard. */
function nextTarget(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next'), '/dashboard');
}

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;

async function post(path: string, payload: unknown): Promise<{ res: Response; body: unknown }> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return { res, body: await res.json().catch(() => null) };
}

const connectionError = () => showToast({ title: 'Connection Error', description: 'Could not connect to the authentication service.', variant: 'destructive' });

export function LoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** Set once the password was right and the account asks for its second factor. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [passkeys, setPasskeys] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  // Only in a browser that can use passkeys (known after hydration, so the server's HTML matches).
  useEffect(() => setPasskeys(typeof window.PublicKeyCredential === 'function'), []);
  useEffect(() => {
    if (challenge) codeRef.current?.focus();
  }, [challenge, recovery]);

  function failed(res: Response, body: unknown) {
    // A lock (429) or an expired password (403) says what to do; a wrong password keeps the spec's words.
    const message = messageOf(body);
    const description = (res.status === 403 || res.status === 429) && message ? message : 'Please check your credentials and try again.';
    showToast({ title: 'Login Failed', description, variant: 'destructive' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { res, body } = await post(authRoutes.login.path, { username: email, password });
      if (res.ok && body && typeof body === 'object' && 'secondFactorRequired' in body && 'challenge' in body && typeof body.challenge === 'string') {
        setChallenge(body.challenge);
        setCode('');
        setCodeError(null);
        setBusy(false);
        return;
      }
      if (res.ok) {
        window.location.href = nextTarget();
        return;
      }
      failed(res, body);
    } catch {
      connectionError();
    }
    setBusy(false);
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!challenge) return;
    setBusy(true);
    setCodeError(null);
    try {
      const { res, body } = await post(authRoutes.secondFactor.path, { challenge, code });
      if (res.ok) {
        window.location.href = nextTarget();
        return;
      }
      const message = messageOf(body) ?? 'That code did not work. Try again.';
      if (res.status === 401 || (res.status === 429 && /password again/.test(message))) {
        // The sign-in expired or took too many codes: back to the password, which is still typed.
        setChallenge(null);
        showToast({ title: 'Login Failed', description: message, variant: 'destructive' });
      } else {
        setCodeError(message);
      }
    } catch {
      connectionError();
    }
    setBusy(false);
  }

  async function withPasskey() {
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const start = await post(authRoutes.passkeyOptions.path, {});
      if (!start.res.ok) {
        failed(start.res, start.body);
        setBusy(false);
        return;
      }
      const { options, challenge: passkeyChallenge } = start.body as { options: Parameters<typeof startAuthentication>[0]['optionsJSON']; challenge: string };
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options });
      } catch {
        // Cancelled, timed out, or no passkey for this site on this device.
        showToast({ title: 'No passkey used', description: 'The passkey prompt was closed. Try again, or sign in with your password.' });
        setBusy(false);
        return;
      }
      const { res, body } = await post(authRoutes.passkey.path, { response, challenge: passkeyChallenge });
      if (res.ok) {
        window.location.href = nextTarget();
        return;
      }
      showToast({ title: 'Login Failed', description: messageOf(body) ?? 'That passkey did not sign you in.', variant: 'destructive' });
    } catch {
      connectionError();
    }
    setBusy(false);
  }

  if (challenge) {
    const label = recovery ? 'Recovery code' : 'Authentication code';
    return (
      <form onSubmit={onCode} className="space-y-4" aria-busy={busy} aria-labelledby={`${id}-code-title`}>
        <h2 id={`${id}-code-title`} className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <p className="text-sm muted" id={`${id}-code-hint`}>
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in (like abcde-12345). Each works once.'
            : 'Enter the six-digit code from your authenticator app.'}
        </p>
        {/* The refusal stays an alert under the field: the shared error line is not announced. */}
        <div>
          <TextField
            ref={codeRef}
            id={`${id}-code`}
            label={label}
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            pattern={recovery ? undefined : '[0-9 ]*'}
            spellCheck={false}
            autoCapitalize="off"
            maxLength={32}
            required
            value={code}
            onChange={setCode}
            aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ''}`}
            aria-invalid={codeError ? true : undefined}
          />
          {codeError && (
            <p id={`${id}-code-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {codeError}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Checking...' : 'Verify'}
        </button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            className="text-brand-700 underline dark:text-brand-100"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setCodeError(null);
            }}
          >
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </button>
          <button type="button" className="text-brand-700 underline dark:text-brand-100" onClick={() => setChallenge(null)}>
            Back
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        data-autofocus={autoFocus || undefined}
        value={email}
        onChange={setEmail}
      />
      {/* The link sits on the label's line, before the password in the keyboard order. */}
      <div className="relative">
        <a href="/forgot-password" className="absolute right-0 top-0 text-sm text-brand-700 underline dark:text-brand-100">
          Forgot password?
        </a>
        <PasswordField purpose="current" id={`${id}-password`} label="Password" name="password" required value={password} onChange={setPassword} />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
      {passkeys && (
        <button type="button" className="btn-secondary w-full" disabled={busy} onClick={withPasskey}>
          Sign in with a passkey
        </button>
      )}
      <p className="text-center text-sm muted">
        New to CareerPivot?{' '}
        <a href="/subscribe" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Get started
        </a>
      </p>
    </form>
  );
}
