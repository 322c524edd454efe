import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { TextAreaField, TextField } from '~/islands/ui/fields';
import { SAVE_STATUS_TEXT, useAutosave } from '~/islands/ui/autosave';
import { MarkdownView } from '~/islands/newsletter/MarkdownView';
import { errorText } from '~/lib/admin/errors';
import { formatDateTime } from '~/lib/admin/format';
import { call } from '~/lib/api';
import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_SUBJECT_MAX,
  newsletterRoutes,
  type NewsletterDraft,
  type NewsletterIssueView,
} from '~/lib/newsletter';
import { parseMarkdown } from '~/lib/newsletter-markdown';
import { showToast } from '~/stores/toast';
import { Badge, InlineError, LoadingText, tableCls, tableFrame, tableWrap, td, th, useAdminQuery } from './ui';

const EMPTY: NewsletterDraft = { subject: '', body: '' };
const longDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const members = (n: number) => `${n} member${n === 1 ? '' : 's'}`;

/**
 * The Content tab's newsletter: write an issue in Markdown beside its live preview (autosaved as a
 * draft), send a test to yourself, send it to members after a confirmation that gives the count, or
 * schedule it for the first of the month; the history of past issues below.
 */
export default function NewsletterSection() {
  const overview = useAdminQuery(newsletterRoutes.overview);
  // A reload (after the first save creates the issue, or a send) empties the query while it runs:
  // the composer stays on the last answer, so it is never unmounted with the admin's text in it.
  const [shown, setShown] = useState(overview.data);
  useEffect(() => {
    if (overview.status === 'success') setShown(overview.data);
  }, [overview.status, overview.data]);
  const [editing, setEditing] = useState<{ key: number; issue: NewsletterIssueView | null }>({ key: 0, issue: null });
  const titleId = useId();

  const open = (issue: NewsletterIssueView | null) => setEditing((e) => ({ key: e.key + 1, issue }));

  return (
    <section className="space-y-6" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-xl font-semibold">
          Newsletter
        </h3>
        <button type="button" className="btn-secondary" onClick={() => open(null)}>
          New issue
        </button>
      </div>
      {overview.status === 'error' && <InlineError prefix="The newsletter could not be loaded." message={overview.error} onRetry={overview.reload} />}
      {!shown && (overview.status === 'loading' || overview.status === 'idle') && <LoadingText>Loading the newsletter...</LoadingText>}
      {shown && (
        <>
          <Composer
            key={editing.key}
            initial={editing.issue}
            audience={shown.audience}
            monthlyOn={shown.monthlyOn}
            nextFirstOfMonth={shown.nextFirstOfMonth}
            onChanged={overview.reload}
          />
          <History issues={shown.issues} onEdit={open} />
        </>
      )}
    </section>
  );
}

function Composer({
  initial,
  audience,
  monthlyOn,
  nextFirstOfMonth,
  onChanged,
}: {
  initial: NewsletterIssueView | null;
  audience: number;
  monthlyOn: boolean;
  nextFirstOfMonth: string;
  onChanged: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<NewsletterDraft>(initial ? { subject: initial.subject, body: initial.body } : EMPTY);
  const [issue, setIssue] = useState<NewsletterIssueView | null>(initial);
  const [busy, setBusy] = useState<'test' | 'send' | 'schedule' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const blocks = useMemo(() => parseMarkdown(draft.body), [draft.body]);
  const sent = issue?.status === 'sending' || issue?.status === 'sent';

  // Drafts save themselves when typing pauses (the editors' autosave: retried, never dropped, a
  // warning before leaving unsaved). The first save creates the issue; later ones save under its id.
  const savedAs = useRef<string | null>(initial?.id ?? null);
  const {
    saver,
    status,
    error: saveError,
  } = useAutosave(
    async (d: NewsletterDraft) => {
      const first = savedAs.current === null;
      const view = first ? await call(newsletterRoutes.create, { body: d }) : await call(newsletterRoutes.save, { params: { id: savedAs.current! }, body: d });
      savedAs.current = view.id;
      if (first) onChanged();
      return view;
    },
    { saved: setIssue },
  );

  const edit = (next: NewsletterDraft) => {
    setDraft(next);
    // Nothing to save until there is something to send.
    if (next.subject.trim() && next.body.trim()) saver.change(next);
  };

  /** The issue as typed, on the server, before anything goes out. */
  const savedId = async (): Promise<string | null> => {
    if (!draft.subject.trim() || !draft.body.trim()) {
      showToast({ title: 'Not ready', description: 'Give the issue a subject and a body first.', variant: 'destructive' });
      return null;
    }
    if (!savedAs.current) saver.change(draft);
    // A save may be on its way already: wait for it (and send the newest text), a few seconds at most.
    for (let tries = 0; tries < 50 && saver.dirty; tries++) {
      await saver.flush();
      if (saver.dirty) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (saver.dirty || !savedAs.current) {
      showToast({ title: 'Not saved', description: 'The draft could not be saved, so nothing was sent. Your text is still here.', variant: 'destructive' });
      return null;
    }
    return savedAs.current;
  };

  const sendTest = async () => {
    setBusy('test');
    try {
      const idNow = await savedId();
      if (!idNow) return;
      const { sentTo } = await call(newsletterRoutes.test, { params: { id: idNow } });
      showToast({ title: 'Test sent', description: `The issue was sent to ${sentTo}.` });
    } catch (err) {
      showToast({ title: 'Test not sent', description: errorText(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const sendToMembers = async () => {
    setBusy('send');
    try {
      const idNow = await savedId();
      if (!idNow) return;
      const view = await call(newsletterRoutes.send, { params: { id: idNow }, body: { recipients: audience } });
      setIssue(view);
      setConfirming(false);
      showToast({ title: 'Sending', description: `"${view.subject}" is on its way to ${members(view.counts.recipients)}.` });
      onChanged();
    } catch (err) {
      setConfirming(false);
      showToast({ title: 'Not sent', description: errorText(err), variant: 'destructive' });
      onChanged();
    } finally {
      setBusy(null);
    }
  };

  const schedule = async (on: boolean) => {
    setBusy('schedule');
    try {
      const idNow = await savedId();
      if (!idNow) return;
      const view = await call(newsletterRoutes.schedule, { params: { id: idNow }, body: { scheduled: on } });
      setIssue(view);
      showToast({
        title: on ? 'Scheduled' : 'Back to draft',
        description: on ? `It goes out on ${longDay(view.scheduledFor!)}.` : 'It will not be sent on a schedule.',
      });
      onChanged();
    } catch (err) {
      showToast({ title: 'Not scheduled', description: errorText(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="card space-y-4" aria-label="Compose the newsletter" role="group">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{initial ? 'Edit issue' : 'New issue'}</h4>
        {/* Polite, not a status role: the tab's own loading indicator is the one status of the panel. */}
        <p className="text-sm muted" aria-live="polite" data-testid="newsletter-save-status">
          {sent ? NEWSLETTER_STATUS_LABELS[issue!.status] : issue || status !== 'saved' ? SAVE_STATUS_TEXT[status] : 'Not saved yet'}
          {issue?.status === 'scheduled' && issue.scheduledFor && ` · scheduled for ${longDay(issue.scheduledFor)}`}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <TextField
            id={`${id}-subject`}
            label="Subject"
            value={draft.subject}
            maxLength={NEWSLETTER_SUBJECT_MAX}
            readOnly={sent}
            onChange={(subject) => edit({ ...draft, subject })}
          />
          <TextAreaField
            id={`${id}-body`}
            label="Body (Markdown)"
            hint="# Heading, **bold**, *italic*, - lists, [link text](https://…). HTML is shown as typed, never run."
            rows={14}
            value={draft.body}
            maxLength={NEWSLETTER_BODY_MAX}
            readOnly={sent}
            onChange={(body) => edit({ ...draft, body })}
          />
          {saveError && <InlineError message={saveError} />}
        </div>
        <section aria-labelledby={`${id}-preview`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h4 id={`${id}-preview`} className="mb-1 text-sm font-semibold uppercase tracking-wide muted">
            Preview
          </h4>
          <p className="mb-3 font-semibold" data-testid="newsletter-preview-subject">
            {draft.subject || 'No subject yet'}
          </p>
          {blocks.length ? <MarkdownView blocks={blocks} /> : <p className="text-sm muted">The preview shows the body as members will read it.</p>}
        </section>
      </div>
      {!sent && (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void sendTest()}>
              {busy === 'test' ? 'Sending test...' : 'Send test to me'}
            </button>
            <button type="button" className="btn-primary" disabled={busy !== null || audience === 0} onClick={() => setConfirming(true)}>
              Send to members
            </button>
            {issue?.status === 'scheduled' ? (
              <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void schedule(false)}>
                Unschedule
              </button>
            ) : (
              <button type="button" className="btn-secondary" disabled={busy !== null || !monthlyOn} onClick={() => void schedule(true)}>
                Schedule for {longDay(nextFirstOfMonth)}
              </button>
            )}
          </div>
          <p className="text-xs muted">
            {audience === 0 ? 'No member has opted in with a verified address yet.' : `${members(audience)} opted in with a verified address.`}{' '}
            {monthlyOn
              ? 'A scheduled issue goes out on the first of the month.'
              : 'The monthly newsletter is off in System settings: nothing is sent on a schedule, but Send to members still works.'}
          </p>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Send to members?"
          confirmLabel={`Send to ${members(audience)}`}
          cancelLabel="Not yet"
          busy={busy === 'send'}
          onConfirm={() => void sendToMembers()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            “{draft.subject}” will be e-mailed to {members(audience)} who opted in with a verified address. It cannot be called back.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

const STATUS_TONES = { draft: 'neutral', scheduled: 'warn', sending: 'warn', sent: 'good' } as const;

function History({ issues, onEdit }: { issues: NewsletterIssueView[]; onEdit: (issue: NewsletterIssueView) => void }) {
  return (
    <div className={tableWrap} {...tableFrame('Newsletter issues')}>
      <table className={tableCls}>
        <caption className="sr-only">Newsletter issues</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {['Subject', 'Status', 'Recipients', 'Delivered', 'Failed', 'Unsubscribes', 'Sent'].map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {issues.length === 0 ? (
            <tr>
              <td colSpan={7} className={`${td} text-center muted`}>
                No issues yet.
              </td>
            </tr>
          ) : (
            issues.map((i) => (
              <tr key={i.id}>
                <td className={td}>
                  {i.status === 'draft' || i.status === 'scheduled' ? (
                    <button type="button" className="text-left font-semibold text-brand-700 underline dark:text-brand-100" onClick={() => onEdit(i)}>
                      {i.subject}
                      <span className="sr-only"> (edit)</span>
                    </button>
                  ) : (
                    i.subject
                  )}
                </td>
                <td className={td}>
                  <Badge tone={STATUS_TONES[i.status]}>{NEWSLETTER_STATUS_LABELS[i.status]}</Badge>
                  {i.status === 'scheduled' && i.scheduledFor && <span className="block text-xs muted">{longDay(i.scheduledFor)}</span>}
                </td>
                <td className={td}>{i.counts.recipients}</td>
                <td className={td}>{i.counts.sent}</td>
                <td className={td}>{i.counts.failed}</td>
                <td className={td}>{i.counts.unsubscribed}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {i.sentAt ? formatDateTime(i.sentAt) : i.sendStartedAt ? `Started ${formatDateTime(i.sendStartedAt)}` : '—'}
                  {i.sentBy && <span className="block text-xs muted">{i.sentBy}</span>}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
