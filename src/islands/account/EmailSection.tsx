import { useId, useState, type FormEvent } from 'react';
import { InlineError } from '~/islands/ui/InlineError';
import { call } from '~/lib/api';
import { accountRoutes } from '~/lib/account';
import { EMAIL_MAX_LENGTH } from '~/lib/account-rules';
import type { AccountSectionProps } from './section-props';
import { useSubmit } from '~/islands/ui/useSubmit';
import { TextField } from '~/islands/ui/fields';
import { PasswordField } from './PasswordField';

/** The address, whether it is verified, a change waiting for its link, and the change form. */
export default function EmailSection({ account, reload }: AccountSectionProps) {
  const id = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit('The confirmation link could not be sent. Please try again.');
  const [sent, setSent] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSent(null);
    await run(async () => {
      const res = await call(accountRoutes.changeEmail, { body: { newEmail, password } });
      setSent(res.message);
      setNewEmail('');
      setPassword('');
      await reload();
    });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        E-mail address
      </h2>
      <p className="mt-2 break-all">
        <span className="font-medium">{account.profile.email}</span>{' '}
        {account.emailVerified ? (
          <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
            Verified
          </span>
        ) : (
          <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            Not verified yet
          </span>
        )}
      </p>
      {account.pendingEmail && (
        <p className="mt-2 text-sm" data-testid="pending-email">
          Waiting for confirmation: <span className="font-medium break-all">{account.pendingEmail}</span>. Open the link we sent there; until then your address
          stays the same.
        </p>
      )}
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-new`}
            label="New e-mail address"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={newEmail}
            onChange={setNewEmail}
          />
          <PasswordField purpose="current" id={`${id}-password`} label="Current password" required value={password} onChange={setPassword} />
        </div>
        <p className="text-sm muted">We send a link to the new address and a notice to the current one. Nothing changes until the link is used.</p>
        {error && <InlineError message={error} />}
        {sent && (
          <p role="status" className="text-sm font-medium">
            {sent}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy || !newEmail.trim() || !password}>
          {busy ? 'Sending...' : 'Send confirmation link'}
        </button>
      </form>
    </section>
  );
}
