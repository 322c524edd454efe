import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiErrorMessage, deleteJson } from '~/lib/api';
import type { AccountView, DeleteAccountInput } from '~/lib/account';
import { showToastAfterNavigation } from '~/stores/toast';
import { DialogFrame } from '~/islands/ui/DialogFrame';
import { TextField } from '~/islands/ui/fields';

export const EXPORT_PATH = '/api/account/export';
export const ACCOUNT_PATH = '/api/account';

const formatBytes = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`);

/** "careerpivot-data-2026-11-26.zip", from the answer's Content-Disposition. */
function fileNameOf(res: Response): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? 'careerpivot-data.zip';
}

type DownloadState = { kind: 'idle' } | { kind: 'working'; received: number } | { kind: 'done'; size: number } | { kind: 'error'; message: string };

/**
 * The account page's "Your data" section: download everything (a ZIP, with progress while it
 * streams) and delete the account (a dialog: the e-mail typed to confirm, the password, and the
 * code when two-factor sign-in is on).
 */
export default function DataSection({ view, reload }: { view: AccountView; reload: () => void }) {
  const [download, setDownload] = useState<DownloadState>({ kind: 'idle' });
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();

  async function startDownload() {
    setDownload({ kind: 'working', received: 0 });
    try {
      const res = await fetch(EXPORT_PATH, { credentials: 'include' });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        if (res.status === 401) reload();
        throw new Error(body?.message ?? 'The download did not start. Please try again.');
      }
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setDownload({ kind: 'working', received });
      }
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/zip' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setDownload({ kind: 'done', size: received });
    } catch (error) {
      setDownload({ kind: 'error', message: error instanceof Error ? error.message : 'The download did not finish. Please try again.' });
    }
  }

  return (
    <section aria-labelledby={headingId} className="card space-y-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Your data
      </h2>

      <div className="space-y-2">
        <h3 className="font-semibold">Download my data</h3>
        <p className="text-sm muted">
          A ZIP file with your profile, subscriptions, resumes (in the JSON Resume format), cover letters, tracker, interview practice and recordings, and the
          files you uploaded. A README inside says what each file is.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-secondary" onClick={startDownload} disabled={download.kind === 'working'}>
            {download.kind === 'working' && <span className="spinner" aria-hidden="true" />}
            {download.kind === 'working' ? 'Preparing your data...' : 'Download my data'}
          </button>
          <p className="text-sm" role="status" aria-live="polite">
            {download.kind === 'working' && (download.received ? `${formatBytes(download.received)} received...` : 'Gathering your data...')}
            {download.kind === 'done' && `Your data is downloaded (${formatBytes(download.size)}).`}
          </p>
        </div>
        {download.kind === 'error' && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {download.message}
          </p>
        )}
      </div>

      <div className="space-y-2 border-t border-slate-200 pt-6 dark:border-slate-700">
        <h3 className="font-semibold">Delete my account</h3>
        <p className="text-sm muted">
          This erases your account, everything you stored and every file you uploaded, signs you out everywhere and cancels any subscription at once, with no
          further charge. Payment records are kept for accounting with your name and e-mail removed. It cannot be undone: download your data first if you want a
          copy.
        </p>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>

      {deleting && <DeleteAccountDialog view={view} onClose={() => setDeleting(false)} />}
    </section>
  );
}

type Field = 'confirm' | 'password' | 'code';

function DeleteAccountDialog({ view, onClose }: { view: AccountView; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const email = view.profile.email;
  const needsCode = view.twoFactor.totp;
  const [form, setForm] = useState({ confirm: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (f: Field) => `${id}-${f}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (form.confirm.trim().toLowerCase() !== email.toLowerCase()) next.confirm = `Type ${email} to confirm.`;
    if (!form.password) next.password = 'Enter your password.';
    if (needsCode && !form.code.trim()) next.code = 'Enter the code from your authenticator app, or a recovery code.';
    setErrors(next);
    setFormError(null);
    const first = (['confirm', 'password', 'code'] as const).find((f) => next[f]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    const body: DeleteAccountInput = { password: form.password, ...(needsCode ? { code: form.code.trim() } : {}) };
    try {
      await deleteJson(ACCOUNT_PATH, { body: JSON.stringify(body) });
      showToastAfterNavigation({ title: 'Account deleted', description: 'Your account and your data are deleted. We sent a last e-mail to confirm.' });
      window.location.assign('/');
    } catch (error) {
      setBusy(false);
      const message = apiErrorMessage(error, 'Your account was not deleted. Please try again.');
      if (error instanceof ApiError && error.status === 403) {
        // The password or the code was not right: say so at that field, keep what was typed.
        const field: Field = /password/i.test(message) ? 'password' : needsCode ? 'code' : 'password';
        setErrors({ [field]: message });
        document.getElementById(fieldId(field))?.focus();
      } else {
        setFormError(message);
      }
    }
  }

  // A refusal is read with the field: focus moves to the first field refused.
  const input = (f: Field, label: string, props: { type: string; autoComplete: string; hint?: string }) => (
    <TextField
      id={fieldId(f)}
      label={label}
      hint={props.hint}
      error={errors[f]}
      type={props.type}
      autoComplete={props.autoComplete}
      value={form[f]}
      disabled={busy}
      onChange={(value) => setForm((v) => ({ ...v, [f]: value }))}
      {...(f === 'confirm' ? { 'data-autofocus': true, spellCheck: false, autoCapitalize: 'off' } : {})}
      {...(f === 'code' ? { inputMode: 'text' as const } : {})}
    />
  );

  return (
    <DialogFrame
      role="alertdialog"
      title="Delete your account?"
      busy={busy}
      onClose={onClose}
      description="Everything you stored is erased at once and any subscription is cancelled with no further charge. This cannot be undone."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {input('confirm', 'Type your e-mail address to confirm', { type: 'email', autoComplete: 'off', hint: email })}
        {input('password', 'Password', { type: 'password', autoComplete: 'current-password' })}
        {needsCode &&
          input('code', 'Two-factor code', { type: 'text', autoComplete: 'one-time-code', hint: 'From your authenticator app, or a recovery code.' })}
        {formError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        )}
        <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse">
          <button type="submit" className="btn flex-1 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Deleting...' : 'Delete my account'}
          </button>
          <button type="button" className="btn-secondary flex-1" onClick={onClose} disabled={busy}>
            Keep my account
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
