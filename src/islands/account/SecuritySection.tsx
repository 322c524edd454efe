import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiFormErrorMessage, call } from '~/lib/api';
import type { AccountView, PasskeyView } from '~/lib/account';
import { twoFactorRoutes, type CredentialJson, type RecoveryCodesView, type TotpEnrolmentView } from '~/lib/two-factor';
import { PASSKEY_NAME_MAX_LENGTH } from '~/lib/account-rules';
import { showToast } from '~/stores/toast';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { useSubmit } from '~/islands/ui/useSubmit';
import { TextField } from '~/islands/ui/fields';
import { PasswordField } from './PasswordField';

/**
 * The account page's "Sign-in security" section (issue 16): an authenticator app (TOTP) with its
 * recovery codes, and passkeys. The account page (/account) gives it the account and a reload.
 */
export default function SecuritySection({ account, reload }: { account: AccountView; reload: () => void }) {
  return (
    <section id="security" aria-labelledby="security-title" className="card space-y-8">
      <div>
        <h2 id="security-title" className="text-lg font-semibold">
          Sign-in security
        </h2>
        <p className="mt-1 text-sm muted">Add a second step to signing in, or sign in with a passkey instead of a password.</p>
      </div>
      <AuthenticatorApp twoFactor={account.twoFactor} reload={reload} />
      <Passkeys passkeys={account.twoFactor.passkeys} reload={reload} />
    </section>
  );
}

function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

function AuthenticatorApp({ twoFactor, reload }: { twoFactor: AccountView['twoFactor']; reload: () => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolmentView | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<'off' | 'codes' | null>(null);

  // Recovery codes are shown once: until the member says they are saved, nothing else is shown.
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          reload();
        }}
      />
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Authenticator app</h3>
      {twoFactor.totp ? (
        <>
          <p className="text-sm">
            <span className="font-semibold text-green-800 dark:text-green-300">On.</span> Signing in with your password asks for a code from your app.{' '}
            {twoFactor.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {action === null && (
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn-secondary" onClick={() => setAction('codes')}>
                New recovery codes
              </button>
              <button type="button" className="btn-secondary" onClick={() => setAction('off')}>
                Turn off
              </button>
            </div>
          )}
          {action && (
            <PasswordAndCode
              action={action}
              onCancel={() => setAction(null)}
              onDone={(result) => {
                setAction(null);
                if (result) setCodes(result.recoveryCodes);
                else {
                  showToast({ title: 'Two-factor sign-in turned off', description: 'Your password alone signs you in again.' });
                  reload();
                }
              }}
            />
          )}
        </>
      ) : enrolment ? (
        <ConfirmEnrolment enrolment={enrolment} onCancel={() => setEnrolment(null)} onDone={(c) => (setEnrolment(null), setCodes(c))} />
      ) : (
        <StartEnrolment onStarted={setEnrolment} />
      )}
    </div>
  );
}

function StartEnrolment({ onStarted }: { onStarted: (e: TotpEnrolmentView) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit('Could not start. Try again.');
  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => onStarted(await call(twoFactorRoutes.startTotp, { body: { password } })));
  }
  return (
    <form onSubmit={submit} className="max-w-md space-y-3" aria-busy={busy}>
      <p className="text-sm muted">Off. Use an app such as Google Authenticator, 1Password or Aegis to make a new code every 30 seconds.</p>
      <PasswordField
        purpose="current"
        id={`${id}-password`}
        label="Your password"
        required
        value={password}
        onChange={setPassword}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FormError id={`${id}-error`} message={error} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Starting...' : 'Set up an authenticator app'}
      </button>
    </form>
  );
}

function ConfirmEnrolment({ enrolment, onCancel, onDone }: { enrolment: TotpEnrolmentView; onCancel: () => void; onDone: (codes: string[]) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, error, run } = useSubmit('That code did not work. Try the newest one.');
  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => onDone((await call(twoFactorRoutes.confirmTotp, { body: { code } })).recoveryCodes));
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan this QR code with your authenticator app, or type the key below into it.</li>
        <li>Enter the six-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* The SVG is made by our server from the otpauth URI (qrcode package); white behind it in both themes so it scans. */}
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="w-48 shrink-0 rounded-lg bg-white p-2"
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p>Key (shown only now):</p>
          <code data-testid="totp-secret" className="block break-all rounded bg-slate-100 p-2 font-mono text-base dark:bg-slate-800">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <div className="max-w-xs">
        <TextField
          id={`${id}-code`}
          label="Code from the app"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          required
          value={code}
          onChange={setCode}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FormError id={`${id}-error`} message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Checking...' : 'Turn on'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function PasswordAndCode({ action, onCancel, onDone }: { action: 'off' | 'codes'; onCancel: () => void; onDone: (r: RecoveryCodesView | null) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run: send } = useSubmit('That did not work. Try again.');
  async function run() {
    const done = await send(async () => {
      if (action === 'off') {
        await call(twoFactorRoutes.disableTotp, { body: { password, code } });
        onDone(null);
      } else {
        onDone(await call(twoFactorRoutes.recoveryCodes, { body: { password, code } }));
      }
    });
    if (!done) setConfirming(false);
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setConfirming(true);
      }}
      className="max-w-md space-y-3"
      aria-busy={busy}
      aria-label={action === 'off' ? 'Turn off the authenticator app' : 'Make new recovery codes'}
    >
      <PasswordField purpose="current" id={`${id}-password`} label="Your password" required value={password} onChange={setPassword} />
      <TextField
        id={`${id}-code`}
        label="Code from the app, or a recovery code"
        type="text"
        autoComplete="one-time-code"
        maxLength={32}
        required
        value={code}
        onChange={setCode}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FormError id={`${id}-error`} message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {action === 'off' ? 'Turn off two-factor sign-in' : 'Make new recovery codes'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={action === 'off' ? 'Turn off two-factor sign-in?' : 'Replace your recovery codes?'}
          confirmLabel={action === 'off' ? 'Turn off' : 'Make new codes'}
          destructive={action === 'off'}
          busy={busy}
          onConfirm={run}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {action === 'off'
              ? 'Your password alone will sign you in. Your recovery codes stop working.'
              : 'Your current recovery codes stop working at once. Save the new ones somewhere safe.'}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Recovery codes for CareerPivot (each works once):\n\n${codes.join('\n')}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the codes and copy them by hand, or download them.', variant: 'destructive' });
    }
  }
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'careerpivot-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="space-y-3" role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-sm">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: copy or download them and keep
        them somewhere safe.
      </p>
      <ul data-testid="recovery-codes" className="grid max-w-sm grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono dark:bg-slate-800">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={copy}>
          Copy
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          Download
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          I saved them
        </button>
      </div>
    </div>
  );
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function Passkeys({ passkeys, reload }: { passkeys: PasskeyView[]; reload: () => void }) {
  const id = useId();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = await call(twoFactorRoutes.passkeyOptions, { params: { id: 'options' } });
      let response;
      try {
        response = await startRegistration({ optionsJSON: options });
      } catch {
        setError('No passkey was made: the prompt was closed, or this device already has one for your account.');
        setBusy(false);
        return;
      }
      // The library's answer is the credential JSON the server checks; its interfaces only lack index signatures.
      await call(twoFactorRoutes.addPasskey, { body: { response: response as unknown as CredentialJson, name: name.trim() } });
      showToast({ title: 'Passkey added', description: `"${name.trim()}" can now sign you in.` });
      setName('');
      reload();
    } catch (err) {
      setError(apiFormErrorMessage(err, 'The passkey could not be added. Try again.'));
    }
    setBusy(false);
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await call(twoFactorRoutes.removePasskey, { params: { id: removing.id } });
      showToast({ title: 'Passkey removed', description: `"${removing.name}" no longer signs you in.` });
      setRemoving(null);
      reload();
    } catch (err) {
      showToast({ title: 'Could not remove the passkey', description: apiFormErrorMessage(err, 'Try again.'), variant: 'destructive' });
    }
    setBusy(false);
  }

  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Passkeys</h3>
      <p className="text-sm muted">A passkey signs you in with your fingerprint, face or device PIN, without your password or a code.</p>
      {passkeys.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold">{p.name}</p>
                <p className="text-xs muted">
                  Added {dateOf(p.createdAt)} · {p.lastUsedAt ? `last used ${dateOf(p.lastUsedAt)}` : 'not used yet'}
                </p>
              </div>
              <button type="button" className="btn-secondary py-1" onClick={() => setRemoving(p)} aria-label={`Remove passkey ${p.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">You have no passkeys yet.</p>
      )}
      {supported === false && <p className="text-sm">This browser cannot make passkeys.</p>}
      {supported && (
        <form onSubmit={add} className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end" aria-busy={busy}>
          <div className="flex-1">
            <TextField
              id={`${id}-name`}
              label="Passkey name"
              type="text"
              required
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              placeholder="Laptop, Phone..."
              value={name}
              onChange={setName}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy && !removing ? 'Waiting for the passkey...' : 'Add a passkey'}
          </button>
        </form>
      )}
      <FormError id={`${id}-error`} message={error} />
      {removing && (
        <ConfirmDialog
          title={`Remove the passkey "${removing.name}"?`}
          confirmLabel="Remove passkey"
          destructive
          busy={busy}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        >
          <p>It will no longer sign you in. Remove it from the device too, in its settings.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
