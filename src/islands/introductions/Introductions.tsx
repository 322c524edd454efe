import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { SelectField, TextAreaField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import {
  INTRODUCTION_COMPANY_MAX,
  INTRODUCTION_ROLE_MAX,
  INTRODUCTION_STATE_LABELS,
  INTRODUCTION_WHY_MAX,
  INTRODUCTION_WHY_MIN,
  introductionsRoutes,
  isOpenIntroduction,
  type IntroductionView,
  type IntroductionsOverview,
} from '~/lib/introductions';
import type { IntroductionState } from '~/lib/catalogue';

export default function Introductions() {
  return (
    <MemberGate
      tool="introductions"
      pitch="Ask our team to introduce you to the hiring team of a job you track. We tell you by e-mail who we introduced you to, or why we could not."
    >
      {() => <Room />}
    </MemberGate>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const TONE: Record<IntroductionState, string> = {
  requested: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  introduced: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  declined: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
  withdrawn: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

function StateBadge({ state }: { state: IntroductionState }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state]}`}>{INTRODUCTION_STATE_LABELS[state]}</span>;
}

interface Draft {
  jobId: string;
  company: string;
  role: string;
  why: string;
}

function Room() {
  const gate = useGate();
  const id = useId();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(introductionsRoutes.overview, {}, 'Your introductions could not be loaded.');
  /** The job in the address is picked once the overview is in; a reload (after a failed withdrawal) keeps the draft. */
  const [picked, setPicked] = useState(false);
  const [draft, setDraft] = useState<Draft>({ jobId: '', company: '', role: '', why: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<IntroductionView | null>(null);
  const [withdrawBusy, setWithdrawBusy] = useState(false);

  const pickJob = useCallback((jobId: string, overview: IntroductionsOverview, why = '') => {
    const job = overview.jobs.find((j) => j.id === jobId);
    setDraft({ jobId: job?.id ?? '', company: job?.company ?? '', role: job?.title ?? '', why });
  }, []);

  useEffect(() => {
    if (!data || picked) return;
    setPicked(true);
    const asked = new URLSearchParams(window.location.search).get('job');
    pickJob(data.jobs.find((j) => j.id === asked)?.id ?? data.jobs[0]?.id ?? '', data);
  }, [data, picked, pickJob]);

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!data || !picked)
    return (
      <p role="status" className="muted">
        Loading your introductions...
      </p>
    );

  const open = data.requests.filter((r) => isOpenIntroduction(r.status)).length;
  const whyLength = draft.why.trim().length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (whyLength < INTRODUCTION_WHY_MIN) {
      setError(`Tell us in at least ${INTRODUCTION_WHY_MIN} characters why this introduction matters to you.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const created = await call(introductionsRoutes.request, {
        body: { trackedJobId: draft.jobId, company: draft.company, role: draft.role, why: draft.why },
      });
      setData((d) => d && { ...d, requests: [created, ...d.requests] });
      setDraft((d) => ({ ...d, why: '' }));
      showToast({ title: 'Introduction requested', description: `We will e-mail you when there is an outcome for ${created.role} at ${created.company}.` });
    } catch (err) {
      if (!gate.denied(err)) setError(apiFormErrorMessage(err, 'Your request could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function withdraw(request: IntroductionView) {
    setWithdrawBusy(true);
    try {
      const updated = await call(introductionsRoutes.withdraw, { params: { id: request.id }, body: { status: 'withdrawn' } });
      setData((d) => d && { ...d, requests: d.requests.map((r) => (r.id === updated.id ? updated : r)) });
      showToast({ title: 'Request withdrawn', description: `${updated.role} at ${updated.company}.` });
    } catch (err) {
      if (!gate.denied(err)) showToast({ title: 'Not withdrawn', description: apiErrorMessage(err, 'Please try again.'), variant: 'destructive' });
      load();
    } finally {
      setWithdrawBusy(false);
      setWithdrawing(null);
    }
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="heading-1">Introductions</h1>
        <p className="mt-1 muted">
          Ask our team to introduce you to the hiring team of a job in your tracker. You can have {data.openMax} requests open at once ({open} open now).
        </p>
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
          An introduction is for a job you track. Add the job first, then ask for the introduction here.
        </EmptyState>
      ) : (
        <form className="card space-y-4" onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`} className="text-lg font-semibold">
            Ask for an introduction
          </h2>
          <SelectField id={`${id}-job`} label="Job from your tracker" value={draft.jobId} onChange={(jobId) => pickJob(jobId, data, draft.why)}>
            {data.jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} at {j.company}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-company`}
              label="Company"
              maxLength={INTRODUCTION_COMPANY_MAX}
              value={draft.company}
              onChange={(company) => setDraft({ ...draft, company })}
              required
            />
            <TextField
              id={`${id}-role`}
              label="Role"
              maxLength={INTRODUCTION_ROLE_MAX}
              value={draft.role}
              onChange={(role) => setDraft({ ...draft, role })}
              required
            />
          </div>
          <TextAreaField
            id={`${id}-why`}
            label="Why this introduction"
            inputClassName="min-h-32 font-sans"
            maxLength={INTRODUCTION_WHY_MAX}
            value={draft.why}
            onChange={(why) => setDraft({ ...draft, why })}
            required
            hint={
              <>
                What you bring to this team and what you hope the conversation leads to. At least {INTRODUCTION_WHY_MIN} characters ({whyLength}/
                {INTRODUCTION_WHY_MAX}).
              </>
            }
          />
          {error && <InlineError message={error} />}
          <button type="submit" className="btn-primary" disabled={busy || !draft.jobId}>
            {busy ? 'Sending...' : 'Request introduction'}
          </button>
        </form>
      )}

      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="text-lg font-semibold">
          Your requests
        </h2>
        {data.requests.length === 0 ? (
          <p className="text-sm muted">Requests you make are listed here with where each one stands.</p>
        ) : (
          <ul className="space-y-4">
            {data.requests.map((r) => (
              <li key={r.id} className="card space-y-3" data-testid="introduction-request">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold">
                    {r.role} at {r.company}
                  </h3>
                  <StateBadge state={r.status} />
                </div>
                <p className="whitespace-pre-line text-sm muted">{r.why}</p>
                {r.outcome && (
                  <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="introduction-outcome">
                    <p className="font-medium">{r.status === 'introduced' ? 'How we introduced you' : 'Why we could not'}</p>
                    <p className="mt-1 whitespace-pre-line">{r.outcome}</p>
                  </div>
                )}
                <ol className="space-y-1 text-sm" aria-label={`Timeline of ${r.role} at ${r.company}`}>
                  {r.events.map((e, i) => (
                    <li key={i}>
                      <time dateTime={e.at} className="muted">
                        {when(e.at)}
                      </time>{' '}
                      · {INTRODUCTION_STATE_LABELS[e.status]}
                      {e.status === 'in_progress' && e.note ? `: ${e.note}` : ''}
                    </li>
                  ))}
                </ol>
                {isOpenIntroduction(r.status) && (
                  <button type="button" className="btn-ghost px-2 text-red-700 dark:text-red-300" onClick={() => setWithdrawing(r)}>
                    Withdraw request<span className="sr-only">: {`${r.role} at ${r.company}`}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {withdrawing && (
        <ConfirmDialog
          title="Withdraw this request?"
          confirmLabel="Withdraw"
          destructive
          busy={withdrawBusy}
          onConfirm={() => withdraw(withdrawing)}
          onCancel={() => setWithdrawing(null)}
        >
          <p>
            We will stop working on your introduction for {withdrawing.role} at {withdrawing.company}. You can ask again later.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
