import { useId, useState } from 'react';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { apiErrorMessage, call } from '~/lib/api';
import { timeAgo } from '~/lib/relative-time';
import { showToast } from '~/stores/toast';
import { accountRoutes, type AccountSessionView } from '~/lib/account';
import type { AccountSectionProps } from './section-props';

const signedInOn = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the member is signed in, with sign-out for one other device or all of them. */
export default function SessionsSection({ account, reload }: AccountSectionProps) {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const others = account.sessions.filter((s) => !s.current);

  async function signOut(session: AccountSessionView) {
    setBusy(session.id);
    setError(null);
    try {
      await call(accountRoutes.endSession, { params: { id: session.id } });
      showToast({ title: 'Signed out', description: `${session.device} is signed out.` });
      await reload();
    } catch (err) {
      setError(apiErrorMessage(err, 'That session could not be signed out. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  async function signOutOthers() {
    setBusy('others');
    setError(null);
    try {
      const { ended } = await call(accountRoutes.endOtherSessions);
      setConfirming(false);
      showToast({ title: 'Signed out everywhere else', description: `${ended} other session${ended === 1 ? '' : 's'} signed out.` });
      await reload();
    } catch (err) {
      setConfirming(false);
      setError(apiErrorMessage(err, 'The other sessions could not be signed out. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Where you are signed in
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {account.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="account-session">
            <div>
              <p className="font-medium">
                {s.device}
                {s.current && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm muted">
                {s.current ? 'Active now' : `Last used ${timeAgo(s.lastSeenAt)}`} · signed in {signedInOn(s.createdAt)}
              </p>
            </div>
            {!s.current && (
              <button type="button" className="btn-secondary py-1" disabled={busy !== null} onClick={() => void signOut(s)}>
                {busy === s.id ? 'Signing out...' : 'Sign out'}
                <span className="sr-only">
                  {' '}
                  {s.device}, last used {timeAgo(s.lastSeenAt)}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <div className="mt-3">
          <InlineError message={error} />
        </div>
      )}
      {others.length > 0 ? (
        <button type="button" className="btn-secondary mt-4" disabled={busy !== null} onClick={() => setConfirming(true)}>
          Sign out everywhere else
        </button>
      ) : (
        <p className="mt-2 text-sm muted">You are not signed in anywhere else.</p>
      )}
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere else?"
          confirmLabel="Sign out everywhere else"
          cancelLabel="Cancel"
          destructive
          busy={busy === 'others'}
          onConfirm={() => void signOutOthers()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {others.length} other session{others.length === 1 ? '' : 's'} will be signed out. This device stays signed in.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
