import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { SelectField, TextAreaField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { apiFormErrorMessage, call } from '~/lib/api';
import type { CurrentUser } from '~/lib/access';
import {
  NETWORKING_BODY_MAX,
  NETWORKING_SUBJECT_MAX,
  fillTemplate,
  networkingRoutes,
  templateUnavailable,
  type NetworkingTemplate,
  type NetworkingOverview,
} from '~/lib/networking';
import { formatInterview } from '~/lib/tracker';
import { toolPath } from '~/lib/catalogue';

const PATH = toolPath('networking');

export default function NetworkingHelper() {
  return (
    <MemberGate
      tool="networking"
      pitch="Thank-you notes, follow-ups, informational-interview and referral requests, written from your tracked jobs and contacts. Edit, copy, or send them by e-mail with replies coming straight to you."
    >
      {(user) => <Helper user={user} />}
    </MemberGate>
  );
}

interface Choice {
  template: string;
  jobId: string;
  contactId: string;
}

/** The template, job and contact in the address, so a reload or a link from the tracker keeps them. */
function readAddress(): Partial<Choice> {
  const q = new URLSearchParams(window.location.search);
  return { template: q.get('template') ?? undefined, jobId: q.get('job') ?? undefined, contactId: q.get('contact') ?? undefined };
}
function writeAddress(c: Choice) {
  const q = new URLSearchParams({ template: c.template });
  if (c.jobId) q.set('job', c.jobId);
  if (c.contactId) q.set('contact', c.contactId);
  window.history.replaceState(null, '', `${PATH}?${q}`);
}

type Job = NetworkingOverview['jobs'][number];
/** The first job a template can be written for now (a thank-you: one whose interview has happened). */
const firstFitting = (template: NetworkingTemplate | undefined, jobs: Job[]) =>
  template ? jobs.find((j) => !templateUnavailable(template, j, new Date())) : undefined;

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const UNFILLED = /\[[A-Za-z][^\]]*\]/;

function Helper({ user }: { user: CurrentUser }) {
  const gate = useGate();
  const id = useId();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(networkingRoutes.overview, {}, 'The networking helper could not be loaded.');
  /** The first choice (from the address) is written once the overview is in; later answers (a sent message) keep the member's draft. */
  const [composed, setComposed] = useState(false);
  const [choice, setChoice] = useState<Choice>({ template: '', jobId: '', contactId: '' });
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Why the chosen template is not written for the chosen job (a thank-you before the interview). */
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  /** Writes the message from a choice: the template filled with the job's and contact's details. */
  const compose = useCallback(
    (c: Choice, overview: NetworkingOverview) => {
      const template = overview.templates.find((t) => t.key === c.template);
      const job = overview.jobs.find((j) => j.id === c.jobId) ?? null;
      const contact = job?.contacts.find((p) => p.id === c.contactId) ?? null;
      setChoice(c);
      writeAddress(c);
      setTo(contact?.email ?? '');
      setError(null);
      if (!template) return;
      const blocked = templateUnavailable(template, job, new Date());
      setUnavailable(blocked);
      if (blocked) {
        setSubject('');
        setBody('');
        return;
      }
      const filled = fillTemplate(template, { job, contact, member: { firstName: user.firstName, lastName: user.lastName } });
      setSubject(filled.subject);
      setBody(filled.body);
    },
    [user.firstName, user.lastName],
  );

  useEffect(() => {
    if (!data || composed) return;
    setComposed(true);
    const asked = readAddress();
    const askedJob = data.jobs.find((j) => j.id === asked.jobId);
    // Unasked, the first template that can be written for the job (no thank-you before an interview).
    const template =
      data.templates.find((t) => t.key === asked.template) ??
      data.templates.find((t) => !templateUnavailable(t, askedJob ?? data.jobs[0] ?? null, new Date())) ??
      data.templates[0];
    const job = askedJob ?? firstFitting(template, data.jobs) ?? data.jobs[0];
    const contact = job?.contacts.find((p) => p.id === asked.contactId) ?? job?.contacts[0];
    compose({ template: template?.key ?? '', jobId: job?.id ?? '', contactId: contact?.id ?? '' }, data);
  }, [data, composed, compose]);

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!data || !composed)
    return (
      <p role="status" className="muted">
        Loading your jobs and contacts...
      </p>
    );

  const job = data.jobs.find((j) => j.id === choice.jobId);
  const template = data.templates.find((t) => t.key === choice.template);
  const pick = (change: Partial<Choice>) => {
    const next = { ...choice, ...change };
    // A template that cannot be written for this job moves to the first job it can be (a thank-you to a past interview).
    if (change.template !== undefined && change.jobId === undefined) {
      const chosen = data.templates.find((t) => t.key === change.template);
      const current = data.jobs.find((j) => j.id === next.jobId) ?? null;
      const fitting = chosen && templateUnavailable(chosen, current, new Date()) ? firstFitting(chosen, data.jobs) : undefined;
      if (fitting) next.jobId = fitting.id;
    }
    if (next.jobId !== choice.jobId) next.contactId = data.jobs.find((j) => j.id === next.jobId)?.contacts[0]?.id ?? '';
    compose(next, data);
  };

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(`${subject}\n\n${body}`);
      showToast({ title: 'Copied!', description: 'The subject and message are on your clipboard.' });
    } catch {
      bodyRef.current?.select();
      showToast({ title: 'Copy failed', description: 'The message is selected: press Ctrl+C (⌘C on a Mac) to copy it.', variant: 'destructive' });
    }
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const sent = await call(networkingRoutes.send, {
        body: { template: choice.template, trackedJobId: choice.jobId || null, contactId: choice.contactId || null, to, subject, body },
      });
      showToast({ title: 'Message sent', description: `To ${sent.toEmail}. Replies come to ${user.email}.` });
      setData(
        (d) =>
          d && {
            ...d,
            sent: [sent, ...d.sent],
            jobs: d.jobs.map((j) => ({
              ...j,
              contacts: j.contacts.map((c) => (c.id === sent.contactId ? { ...c, lastContactedOn: sent.sentAt.slice(0, 10) } : c)),
            })),
          },
      );
    } catch (err) {
      if (!gate.denied(err)) setError(apiFormErrorMessage(err, 'The message could not be sent. Copy it and send it from your own e-mail.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Networking messages</h1>
        <p className="mt-1 muted">Thank-you notes, follow-ups and requests, written from your tracker. Edit them, then copy or send.</p>
      </div>

      {data.jobs.length === 0 ? (
        <EmptyState
          title="Your tracker has no jobs yet"
          action={
            <a className="btn-primary" href="/dashboard/tracker">
              Open the job tracker
            </a>
          }
        >
          Messages are written from a job you track and the people you met there. Add a job and its contacts first.
        </EmptyState>
      ) : (
        <form className="card space-y-4" onSubmit={send} noValidate aria-labelledby={`${id}-compose`}>
          <h2 id={`${id}-compose`} className="text-lg font-semibold">
            Write a message
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            <SelectField id={`${id}-template`} label="Template" value={choice.template} onChange={(template) => pick({ template })}>
              {data.templates.map((t) => (
                <option key={t.key} value={t.key}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            <SelectField id={`${id}-job`} label="Job" value={choice.jobId} onChange={(jobId) => pick({ jobId })}>
              {data.jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title} at {j.company}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`${id}-contact`}
              label="Contact"
              value={choice.contactId}
              onChange={(contactId) => pick({ contactId })}
              hint={
                job && job.contacts.length === 0 ? (
                  <>
                    No contacts on this job yet.{' '}
                    <a className="underline" href="/dashboard/tracker">
                      Add them in the tracker
                    </a>
                    .
                  </>
                ) : undefined
              }
            >
              {job?.contacts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.role ? ` (${c.role})` : ''}
                </option>
              ))}
              <option value="">Someone else</option>
            </SelectField>
          </div>
          {template && <p className="text-sm muted">{template.hint} Changing the template, job or contact writes the message again.</p>}
          {unavailable ? (
            <div className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800" role="status" data-testid="template-unavailable">
              <p>{unavailable}</p>
              {job?.interviewAt && <p className="mt-1 muted">Interview: {formatInterview(job.interviewAt)}.</p>}
              <p className="mt-1">
                <a className="underline" href="/dashboard/tracker">
                  Open the job tracker
                </a>{' '}
                or choose another template or job.
              </p>
            </div>
          ) : (
            <>
              <TextField id={`${id}-to`} label="Send to (e-mail)" type="email" inputMode="email" value={to} onChange={setTo} placeholder="name@company.com" />
              <TextField id={`${id}-subject`} label="Subject" maxLength={NETWORKING_SUBJECT_MAX} value={subject} onChange={setSubject} />
              <TextAreaField
                id={`${id}-body`}
                ref={bodyRef}
                label="Message"
                inputClassName="min-h-72 font-sans"
                maxLength={NETWORKING_BODY_MAX}
                value={body}
                onChange={setBody}
                hint={
                  UNFILLED.test(`${subject}\n${body}`)
                    ? 'Fill in or remove the parts in [brackets] before you send it.'
                    : `Sent from our address with replies going to ${user.email}.`
                }
              />
              {error && <InlineError message={error} />}
              <div className="flex flex-wrap gap-3">
                <button type="button" className="btn-secondary" onClick={copy}>
                  Copy
                </button>
                <button type="submit" className="btn-primary" disabled={busy}>
                  {busy ? 'Sending...' : 'Send by e-mail'}
                </button>
              </div>
            </>
          )}
        </form>
      )}

      <section aria-labelledby={`${id}-sent`} className="space-y-3">
        <h2 id={`${id}-sent`} className="text-lg font-semibold">
          Sent messages
        </h2>
        {data.sent.length === 0 ? (
          <p className="text-sm muted">Messages you send by e-mail are listed here. Copied messages are not kept.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700" data-testid="sent-messages">
            {data.sent.map((m) => (
              <li key={m.id} className="p-3 text-sm">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{m.subject}</span>
                    <span className="muted">
                      {' '}
                      · to {m.toEmail} · {sentAt(m.sentAt)}
                    </span>
                  </summary>
                  <p className="mt-2 whitespace-pre-line">{m.body}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
