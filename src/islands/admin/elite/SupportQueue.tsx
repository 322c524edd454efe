import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { adminRoutes } from '~/lib/admin/routes';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import { ageOf } from '~/lib/introductions';
import { SUPPORT_BODY_MAX, SUPPORT_PRIORITY_LABELS, SUPPORT_STATE_LABELS, type AdminSupportThreadView, type SupportQueueFilter } from '~/lib/support';
import { showToast } from '~/stores/toast';
import { Badge, InlineError, LoadingText, useAdminQuery } from '~/islands/admin/ui';
import { StaffQueue } from './StaffQueue';
import { TextAreaField } from '~/islands/ui/fields';

const FILTERS: { key: SupportQueueFilter; label: string }[] = [
  { key: 'open', label: 'Waiting for us (VIP first)' },
  { key: 'answered', label: 'Answered' },
  { key: 'closed', label: 'Closed' },
  { key: 'all', label: 'All' },
];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff's support queue: VIP first, then by when the first answer is due, overdue ones marked; answer or close a thread. */
export default function SupportQueue() {
  const [filter, setFilter] = useState<SupportQueueFilter>('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useAdminQuery(adminRoutes.support, { query: { status: filter } });

  return (
    <StaffQueue
      title="Support requests"
      noun="support requests"
      filters={FILTERS}
      filter={filter}
      onFilter={setFilter}
      query={query}
      counts={(q) => (
        <p className="text-sm muted" data-testid="support-counts">
          {q.counts.open} waiting · {q.counts.overdue} overdue · {q.counts.answered} answered · {q.counts.closed} closed
        </p>
      )}
    >
      {(q) =>
        q.requests.map((r) => (
          <li key={r.id} className="card p-4" data-testid="admin-support-request">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h4 className="font-semibold break-words">{r.subject}</h4>
                <p className="text-sm muted">
                  {r.member.name} · {r.member.email} · asked {ageOf(r.createdAt, new Date())} ago
                </p>
                <p className="text-sm muted">
                  {SUPPORT_STATE_LABELS[r.status]} ·{' '}
                  {r.firstRespondedAt ? `first answered ${when(r.firstRespondedAt)}` : `first answer due ${when(r.firstResponseDueAt)}`}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {r.priority === 'vip' && <Badge tone="good">{SUPPORT_PRIORITY_LABELS.vip}</Badge>}
                {r.overdue && <Badge tone="bad">Overdue</Badge>}
                <button
                  type="button"
                  className="btn-secondary py-1"
                  aria-expanded={openId === r.id}
                  onClick={() => setOpenId((o) => (o === r.id ? null : r.id))}
                >
                  {openId === r.id ? 'Hide thread' : 'Open thread'}
                  <span className="sr-only">: {r.subject}</span>
                </button>
              </div>
            </div>
            {openId === r.id && (
              <Thread
                id={r.id}
                onDone={() => {
                  setOpenId(null);
                  query.reload();
                }}
              />
            )}
          </li>
        ))
      }
    </StaffQueue>
  );
}

function Thread({ id, onDone }: { id: string; onDone: () => void }) {
  const formId = useId();
  const [thread, setThread] = useState<AdminSupportThreadView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    call(adminRoutes.supportThread, { params: { id } })
      .then(setThread)
      .catch((e) => setLoadError(apiErrorMessage(e, 'The thread could not be loaded.')));
  }, [id]);
  useEffect(load, [load]);

  async function send(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answered = await call(adminRoutes.supportReply, { params: { id }, body: { message: reply } });
      showToast({
        title: 'Reply sent',
        description: answered.emailed
          ? `${answered.member.email} was e-mailed your reply.`
          : `The e-mail failed; ${answered.member.email} sees the reply in their room.`,
      });
      setReply('');
      onDone();
    } catch (err) {
      setError(apiFormErrorMessage(err, 'The reply could not be sent.'));
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    setBusy(true);
    setError(null);
    try {
      await call(adminRoutes.supportClose, { params: { id }, body: { status: 'closed' } });
      showToast({ title: 'Request closed', description: thread?.subject ?? '' });
      onDone();
    } catch (err) {
      setError(apiFormErrorMessage(err, 'The request could not be closed.'));
    } finally {
      setBusy(false);
    }
  }

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!thread) return <LoadingText>Loading the thread...</LoadingText>;
  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <ol className="space-y-3" aria-label="Conversation">
        {thread.messages.map((m) => (
          <li key={m.id} className={`rounded-lg p-3 text-sm ${m.author === 'staff' ? 'bg-brand-50 dark:bg-slate-800' : 'bg-slate-50 dark:bg-slate-900'}`}>
            <p className="font-medium">
              {m.author === 'staff' ? 'Staff' : thread.member.name}{' '}
              <time dateTime={m.createdAt} className="font-normal muted">
                · {when(m.createdAt)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
          </li>
        ))}
      </ol>
      {thread.status === 'closed' ? (
        <p className="text-sm muted">This request is closed.</p>
      ) : (
        <form className="space-y-3" onSubmit={send} noValidate>
          <TextAreaField
            id={`${formId}-reply`}
            label={`Reply (e-mailed to ${thread.member.email})`}
            inputClassName="min-h-24 font-sans"
            maxLength={SUPPORT_BODY_MAX}
            value={reply}
            onChange={setReply}
          />
          {error && <InlineError message={error} />}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary py-1" disabled={busy}>
              Send reply
            </button>
            <button type="button" className="btn-secondary py-1" disabled={busy} onClick={close}>
              Close request
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
