import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { TextAreaField, TextField } from '~/islands/ui/fields';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { showToast } from '~/stores/toast';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import {
  SUPPORT_BODY_MAX,
  SUPPORT_STATE_LABELS,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  supportRoutes,
  type SupportRequestView,
  type SupportThreadView,
} from '~/lib/support';
import { toolPath } from '~/lib/catalogue';

const PATH = toolPath('support');

export default function SupportRoom() {
  return (
    <MemberGate tool="support" pitch="Ask our team anything about your account, your plan or the tools.">
      {() => <Room />}
    </MemberGate>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The thread in the address, so the link in a reply e-mail opens it. */
function threadInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('thread');
}
function writeAddress(thread: string | null) {
  window.history.replaceState(null, '', thread ? `${PATH}?thread=${encodeURIComponent(thread)}` : PATH);
}

function summaryOf(r: SupportRequestView): string {
  if (r.status === 'closed') return `Closed ${when(r.updatedAt)}`;
  if (r.lastStaffReplyAt) return `Answered ${when(r.lastStaffReplyAt)}`;
  return `First answer due by ${when(r.firstResponseDueAt)}`;
}

function Room() {
  const gate = useGate();
  const id = useId();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(supportRoutes.overview, {}, 'Your support requests could not be loaded.');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  // The thread the address names opens once the requests are here (the address follows the open thread).
  useEffect(() => {
    const asked = threadInAddress();
    if (data && asked && data.requests.some((r) => r.id === asked)) setOpenId(asked);
  }, [data]);

  const replace = useCallback(
    (r: SupportRequestView) => {
      setData((d) => d && { ...d, requests: d.requests.map((x) => (x.id === r.id ? { ...x, ...r } : x)) });
    },
    [setData],
  );

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!data)
    return (
      <p role="status" className="muted">
        Loading your support requests...
      </p>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await call(supportRoutes.open, { body: { subject, message } });
      setData((d) => d && { ...d, requests: [created, ...d.requests] });
      setSubject('');
      setMessage('');
      setOpenId(created.id);
      writeAddress(created.id);
      showToast({ title: 'Request sent', description: data!.target.text + '.' });
    } catch (err) {
      if (!gate.denied(err)) setError(apiFormErrorMessage(err, 'Your request could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (threadId: string) => {
    const next = openId === threadId ? null : threadId;
    setOpenId(next);
    writeAddress(next);
  };

  return (
    <div className="space-y-8">
      <div>
        <h1 className="heading-1">Support</h1>
        <p
          className="mt-2 inline-block rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
          data-testid="support-target"
        >
          {data.target.text}.
        </p>
        {data.target.priority === 'standard' && (
          <p className="mt-2 text-sm muted">
            Elite members get VIP support: first in our queue, with a shorter answer time.{' '}
            <a className="underline" href="/subscribe?plan=elite">
              See Elite
            </a>
          </p>
        )}
      </div>

      <form className="card space-y-4" onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className="text-lg font-semibold">
          Ask us something
        </h2>
        <TextField
          id={`${id}-subject`}
          label="Subject"
          minLength={SUPPORT_SUBJECT_MIN}
          maxLength={SUPPORT_SUBJECT_MAX}
          value={subject}
          onChange={setSubject}
          required
        />
        <TextAreaField
          id={`${id}-message`}
          label="Message"
          inputClassName="min-h-32 font-sans"
          maxLength={SUPPORT_BODY_MAX}
          value={message}
          onChange={setMessage}
          required
        />
        {error && <InlineError message={error} />}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Sending...' : 'Send request'}
        </button>
      </form>

      <section aria-labelledby={`${id}-threads`} className="space-y-3">
        <h2 id={`${id}-threads`} className="text-lg font-semibold">
          Your requests
        </h2>
        {data.requests.length === 0 ? (
          <EmptyState title="No requests yet">
            Ask us anything with the form above: your questions and our answers are kept here, and we e-mail you when we reply.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {data.requests.map((r) => (
              <li key={r.id} className="card p-4" data-testid="support-thread">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold">{r.subject}</h3>
                    <p className="text-sm muted">
                      {SUPPORT_STATE_LABELS[r.status]} · {summaryOf(r)}
                    </p>
                  </div>
                  <button type="button" className="btn-secondary py-1" aria-expanded={openId === r.id} onClick={() => toggle(r.id)}>
                    {openId === r.id ? 'Hide' : 'Open'}
                    <span className="sr-only"> {r.subject}</span>
                  </button>
                </div>
                {openId === r.id && <Thread id={r.id} onChange={replace} />}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Thread({ id, onChange }: { id: string; onChange: (r: SupportRequestView) => void }) {
  const gate = useGate();
  const formId = useId();
  const {
    data: thread,
    error: loadError,
    reload: load,
    setData: setThread,
  } = useMemberQuery(supportRoutes.thread, { params: { id } }, 'This conversation could not be loaded.');
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);

  const update = (t: SupportThreadView) => {
    setThread(t);
    onChange(t);
  };

  async function send(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      update(await call(supportRoutes.reply, { params: { id }, body: { message: reply } }));
      setReply('');
    } catch (err) {
      if (!gate.denied(err)) setError(apiFormErrorMessage(err, 'Your reply could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    setBusy(true);
    try {
      update(await call(supportRoutes.close, { params: { id }, body: { status: 'closed' } }));
      showToast({ title: 'Request closed', description: 'Open a new request any time.' });
    } catch (err) {
      if (!gate.denied(err)) showToast({ title: 'Not closed', description: apiErrorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setConfirmClose(false);
    }
  }

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!thread)
    return (
      <p role="status" className="mt-3 text-sm muted">
        Loading the conversation...
      </p>
    );
  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <ol className="space-y-3" aria-label="Conversation">
        {thread.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg p-3 text-sm ${m.author === 'staff' ? 'bg-brand-50 dark:bg-slate-800' : 'bg-slate-50 dark:bg-slate-900'}`}
            data-testid="support-message"
          >
            <p className="font-medium">
              {m.author === 'staff' ? 'CareerPivot support' : 'You'}{' '}
              <time dateTime={m.createdAt} className="font-normal muted">
                · {when(m.createdAt)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line">{m.body}</p>
          </li>
        ))}
      </ol>
      {thread.status === 'closed' ? (
        <p className="text-sm muted">This request is closed. Open a new request above to write to us again.</p>
      ) : (
        <form className="space-y-3" onSubmit={send} noValidate>
          <TextAreaField
            id={`${formId}-reply`}
            label="Your reply"
            inputClassName="min-h-24 font-sans"
            maxLength={SUPPORT_BODY_MAX}
            value={reply}
            onChange={setReply}
            required
          />
          {error && <InlineError message={error} />}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              Send reply
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => setConfirmClose(true)}>
              Close request
            </button>
          </div>
        </form>
      )}
      {confirmClose && (
        <ConfirmDialog title="Close this request?" confirmLabel="Close request" busy={busy} onConfirm={close} onCancel={() => setConfirmClose(false)}>
          <p>Close it when your question is answered. You can open a new request any time.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
