import { useEffect, useState } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import { newsletterRoutes } from '~/lib/newsletter';

type State =
  { status: 'ready'; token: string } | { status: 'working'; token: string } | { status: 'done' | 'failed'; message: string } | { status: 'no-token' };

/**
 * The page an unsubscribe link opens, signed in or not: one button that POSTs the e-mail's signed
 * token. Opening the link changes nothing by itself, so a mail scanner's visit cannot unsubscribe.
 */
export default function UnsubscribeConfirm() {
  const [state, setState] = useState<State>({ status: 'no-token' });

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) setState({ status: 'ready', token });
  }, []);

  const leave = (token: string) => {
    setState({ status: 'working', token });
    call(newsletterRoutes.unsubscribe, { query: { token } })
      .then(({ message }) => {
        // The token has done its job: keep it out of the history.
        history.replaceState(history.state, '', window.location.pathname);
        setState({ status: 'done', message });
      })
      .catch((error) => setState({ status: 'failed', message: apiErrorMessage(error, 'Your choice could not be saved. Please try again.') }));
  };

  if (state.status === 'no-token')
    return (
      <div className="space-y-4">
        <p>This page needs the unsubscribe link from a newsletter e-mail. Signed in, you can also turn the newsletter off on your account page.</p>
        <a href="/account#email-preferences" className="btn-secondary">
          Go to your account
        </a>
      </div>
    );
  if (state.status === 'ready' || state.status === 'working')
    return (
      <div className="space-y-4">
        <p>Stop sending the monthly newsletter to this address? Other e-mails about your account (sign-in, billing) still come.</p>
        <button type="button" className="btn-primary" disabled={state.status === 'working'} onClick={() => leave(state.token)}>
          {state.status === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
        </button>
      </div>
    );
  return (
    <div className="space-y-4">
      <p role={state.status === 'done' ? 'status' : 'alert'} className={state.status === 'failed' ? 'text-red-700 dark:text-red-300' : undefined}>
        {state.message}
      </p>
      <a href="/account#email-preferences" className="btn-secondary">
        Go to your account
      </a>
    </div>
  );
}
