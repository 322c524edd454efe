import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import { accountRoutes } from '~/lib/account';
import { loadCurrentUser } from '~/stores/auth';

interface Props {
  /** verify: the sign-up verification link; change: the link that confirms a new address. */
  kind: 'verify' | 'change';
}

const ROUTE = { verify: accountRoutes.verifyEmail, change: accountRoutes.confirmEmail } as const;

type State = { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string } | { status: 'no-token' };

/**
 * Uses the token of an e-mailed link by POST: the link itself is a plain GET of this page, which
 * mail scanners fetch, so opening it changes nothing until this island runs.
 */
export default function EmailLinkConfirm({ kind }: Props) {
  const [state, setState] = useState<State>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setState({ status: 'no-token' });
      return;
    }
    // The token has done its job: keep it out of the history and of any link shared from here.
    history.replaceState(history.state, '', window.location.pathname);
    call(ROUTE[kind], { body: { token } })
      .then(async ({ message }) => {
        setState({ status: 'done', message });
        await loadCurrentUser();
      })
      .catch((error) => setState({ status: 'failed', message: apiErrorMessage(error, 'The link could not be checked. Please try again.') }));
  }, [kind]);

  if (state.status === 'working')
    return (
      <p role="status" className="muted">
        Checking your link...
      </p>
    );
  if (state.status === 'no-token')
    return (
      <div className="space-y-4">
        <p>This page needs the link from your e-mail. Open the link exactly as we sent it.</p>
        <a href="/account" className="btn-secondary">
          Go to your account
        </a>
      </div>
    );
  return (
    <div className="space-y-4">
      <p role={state.status === 'done' ? 'status' : 'alert'} className={state.status === 'failed' ? 'text-red-700 dark:text-red-300' : undefined}>
        {state.message}
      </p>
      {state.status === 'failed' && (
        <p className="text-sm muted">
          {kind === 'verify'
            ? 'Signed in, you can ask for a new link from the reminder at the top of the page or from your account page.'
            : 'Ask for the change again from your account page: a new link replaces the old one.'}
        </p>
      )}
      <a href="/account" className="btn-primary">
        Go to your account
      </a>
    </div>
  );
}
