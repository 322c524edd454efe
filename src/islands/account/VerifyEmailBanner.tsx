import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { apiErrorMessage, call } from '~/lib/api';
import { accountRoutes } from '~/lib/account';
import { CloseIcon } from '~/islands/chrome/icons';

/** Dismissed for this browser session only: the reminder comes back in a new one until the address is verified. */
const DISMISSED_KEY = 'verifyEmailBannerDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** For signed-in members whose address is not verified: a reminder that can resend the link. Never blocks anything. */
export default function VerifyEmailBanner() {
  const auth = useStore($auth, { ssr: 'initial' });
  const [dismissed, setDismissed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(() => setDismissed(readDismissed()), []);

  const user = auth.user;
  if (!user || user.emailVerified !== false || dismissed) return null;

  async function resend() {
    setBusy(true);
    setNote(null);
    try {
      const { message } = await call(accountRoutes.resendVerification);
      setNote({ text: `${message} It works for 48 hours.`, error: false });
    } catch (error) {
      setNote({ text: apiErrorMessage(error, 'The link could not be sent. Please try again.'), error: true });
    } finally {
      setBusy(false);
    }
  }

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      /* storage blocked: hidden for this page only */
    }
    setDismissed(true);
  }

  return (
    <aside
      aria-label="E-mail verification"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="container-page flex flex-wrap items-center gap-3 py-3 text-sm">
        <p className="min-w-[14rem] flex-1">
          Please confirm your e-mail address: open the link we sent to <span className="font-semibold break-all">{user.email}</span>.
        </p>
        <button type="button" className="btn-secondary py-1" onClick={() => void resend()} disabled={busy}>
          {busy ? 'Sending...' : 'Resend the link'}
        </button>
        <button type="button" className="btn-ghost px-2" aria-label="Dismiss the e-mail reminder" onClick={dismiss}>
          <CloseIcon />
        </button>
        {note && (
          <p role={note.error ? 'alert' : 'status'} className="w-full font-medium">
            {note.text}
          </p>
        )}
      </div>
    </aside>
  );
}
