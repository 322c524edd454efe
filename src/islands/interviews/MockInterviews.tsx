import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { AnswerRecorder } from '~/islands/practice/AnswerRecorder';
import { ONET_ATTRIBUTION } from '~/lib/onet';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { TextAreaField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import {
  INTERVIEW_LIMITS,
  QUESTION_KIND_LABELS,
  averageScore,
  interviewRoutes,
  latestAnswers,
  type InterviewAnswerView,
  type InterviewSessionSummary,
  type InterviewSessionView,
} from '~/lib/interviews';
import { RolePicker, type PickedRole } from './RolePicker';
import { StarFeedbackPanel } from './StarFeedbackPanel';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function openSessionFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get('session');
}

function rememberSession(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('session', id);
  else url.searchParams.delete('session');
  window.history.replaceState(null, '', url);
}

export default function MockInterviews() {
  return (
    <MemberGate
      tool="interviews"
      pitch="Practise for a real role: questions from the job description, the occupation's tasks and your career change, with STAR feedback on every answer."
    >
      {() => <Room />}
    </MemberGate>
  );
}

function Room() {
  const gate = useGate();
  const { data, error: loadError, reload: load, setData } = useMemberQuery(interviewRoutes.list, {}, 'Your mock interviews could not be loaded.');
  const sessions = data?.sessions ?? null;
  const [current, setCurrent] = useState<InterviewSessionView | null>(null);
  const [deleting, setDeleting] = useState<InterviewSessionSummary | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  const open = useCallback(
    async (id: string) => {
      try {
        setCurrent(await call(interviewRoutes.session, { params: { id } }));
        rememberSession(id);
      } catch (e) {
        rememberSession(null);
        if (!gate.denied(e))
          showToast({ title: 'That mock interview could not be opened', description: apiErrorMessage(e, 'Try again.'), variant: 'destructive' });
      }
    },
    [gate],
  );

  useEffect(() => {
    const id = openSessionFromUrl();
    if (id) void open(id);
  }, [open]);

  const close = () => {
    setCurrent(null);
    rememberSession(null);
    load();
  };

  const remove = async (s: InterviewSessionSummary) => {
    setBusyDelete(true);
    try {
      await call(interviewRoutes.remove, { params: { id: s.id } });
      setData((d) => d && { sessions: d.sessions.filter((x) => x.id !== s.id) });
      showToast({ title: 'Mock interview deleted' });
      setDeleting(null);
    } catch (e) {
      if (!gate.denied(e)) showToast({ title: 'The mock interview was not deleted', description: apiErrorMessage(e, 'Try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
    }
  };

  // Every room opens with its title, in the interview as on the list.
  const title = (
    <div>
      <h1 className="heading-1">Mock interviews</h1>
      <p className="mt-1 muted">Practise the questions of the role you want and get STAR feedback on every answer.</p>
    </div>
  );

  if (current)
    return (
      <div className="space-y-6">
        {title}
        <Interview session={current} onChange={setCurrent} onClose={close} />
      </div>
    );

  return (
    <div className="space-y-8">
      {title}
      <SetupForm
        onStarted={(s) => {
          setCurrent(s);
          rememberSession(s.id);
        }}
      />
      <section aria-labelledby="past-interviews" className="space-y-3">
        <h2 id="past-interviews" className="text-xl font-bold">
          Your mock interviews
        </h2>
        {loadError && <InlineError message={loadError} onRetry={load} />}
        {!loadError && sessions === null && (
          <p role="status" className="muted">
            Loading...
          </p>
        )}
        {sessions?.length === 0 && (
          <EmptyState title="No mock interviews yet">Choose a role above and start one: you can practise as often as you like.</EmptyState>
        )}
        {sessions && sessions.length > 0 && (
          <ul className="space-y-3" aria-label="Past mock interviews">
            {sessions.map((s) => (
              <li key={s.id} className="card flex flex-wrap items-center justify-between gap-3" data-testid="interview-session">
                <div className="min-w-0 break-words">
                  <p className="font-semibold">
                    {s.roleTitle}
                    {s.company && <span className="font-normal muted"> at {s.company}</span>}
                  </p>
                  <p className="text-sm muted">
                    {longDate(s.createdAt)} · {s.answered} of {s.questionCount} answered
                    {s.averageScore !== null && <> · average STAR score {s.averageScore}</>}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-secondary" onClick={() => void open(s.id)}>
                    {s.answered < s.questionCount ? 'Continue' : 'Review'}
                    <span className="sr-only"> the {s.roleTitle} interview</span>
                  </button>
                  <button type="button" className="btn-ghost text-red-700 dark:text-red-300" onClick={() => setDeleting(s)}>
                    Delete<span className="sr-only"> the {s.roleTitle} interview</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {deleting && (
        <ConfirmDialog
          title="Delete this mock interview?"
          confirmLabel="Delete interview"
          destructive
          busy={busyDelete}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            The {deleting.roleTitle} interview from {longDate(deleting.createdAt)} and all {deleting.answerCount} of its answers will be deleted.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function SetupForm({ onStarted }: { onStarted(s: InterviewSessionView): void }) {
  const gate = useGate();
  const id = useId();
  const [role, setRole] = useState<PickedRole>({ title: '', code: null, occupation: null });
  const [previousField, setPreviousField] = useState('');
  const [company, setCompany] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [roleMissing, setRoleMissing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!role.title.trim()) {
      setRoleMissing(true);
      return;
    }
    setRoleMissing(false);
    setBusy(true);
    setError(null);
    try {
      onStarted(await call(interviewRoutes.start, { body: { roleTitle: role.title, occupationCode: role.code, company, jobDescription, previousField } }));
    } catch (err) {
      if (!gate.denied(err)) setError(apiFormErrorMessage(err, 'The mock interview could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Start a mock interview
      </h2>
      <RolePicker value={role} onChange={setRole} error={roleMissing ? 'Choose the role you are interviewing for.' : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-field`}
          label="Field you are leaving"
          optional
          placeholder="e.g. teaching"
          maxLength={INTERVIEW_LIMITS.previousField}
          value={previousField}
          onChange={setPreviousField}
        />
        <TextField id={`${id}-company`} label="Company" optional maxLength={INTERVIEW_LIMITS.company} value={company} onChange={setCompany} />
      </div>
      <TextAreaField
        id={`${id}-jd`}
        label="Job description"
        optional
        inputClassName="min-h-32"
        hint="Paste the advert and some questions will ask about what it requires."
        maxLength={INTERVIEW_LIMITS.jobDescription}
        value={jobDescription}
        onChange={setJobDescription}
      />
      {error && <InlineError message={error} />}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Starting…' : 'Start mock interview'}
      </button>
      <p className="text-xs muted">Roles and role questions: {ONET_ATTRIBUTION}</p>
    </form>
  );
}

function Interview({ session, onChange, onClose }: { session: InterviewSessionView; onChange(s: InterviewSessionView): void; onClose(): void }) {
  const latest = latestAnswers(session.answers);
  const firstOpen = session.questions.findIndex((q) => !latest.has(q.id));
  const [index, setIndex] = useState(firstOpen < 0 ? session.questions.length : firstOpen);
  const atSummary = index >= session.questions.length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 break-words">
          <h2 className="text-xl font-bold">
            {session.roleTitle}
            {session.company && <span className="font-normal muted"> at {session.company}</span>}
          </h2>
          <p className="text-sm muted">
            {latest.size} of {session.questions.length} answered
          </p>
        </div>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Back to your interviews
        </button>
      </div>
      <nav aria-label="Questions">
        <ol className="flex flex-wrap gap-2">
          {session.questions.map((q, i) => (
            <li key={q.id}>
              <button
                type="button"
                className={`btn-ghost px-3 py-1 ${i === index ? 'ring-2 ring-brand-600 dark:ring-brand-100' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => setIndex(i)}
              >
                {i + 1}
                {latest.has(q.id) && <span aria-hidden="true"> ✓</span>}
                <span className="sr-only">
                  {' '}
                  Question {i + 1}
                  {latest.has(q.id) ? ', answered' : ''}
                </span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`btn-ghost px-3 py-1 ${atSummary ? 'ring-2 ring-brand-600 dark:ring-brand-100' : ''}`}
              aria-current={atSummary ? 'step' : undefined}
              onClick={() => setIndex(session.questions.length)}
            >
              Summary
            </button>
          </li>
        </ol>
      </nav>
      {atSummary ? (
        <Summary session={session} onOpen={setIndex} />
      ) : (
        <QuestionStep
          key={session.questions[index]!.id}
          session={session}
          index={index}
          onAnswered={(a) => onChange({ ...session, answers: [...session.answers, a] })}
          onNext={() => setIndex(index + 1)}
        />
      )}
    </div>
  );
}

function QuestionStep({
  session,
  index,
  onAnswered,
  onNext,
}: {
  session: InterviewSessionView;
  index: number;
  onAnswered(a: InterviewAnswerView): void;
  onNext(): void;
}) {
  const gate = useGate();
  // Answering aloud is voice practice: it goes with the System tab's Video Interview Practice switch.
  const voiceOn = useStore($auth).user?.features?.videoInterviewPractice !== false;
  const id = useId();
  const question = session.questions[index]!;
  const attempts = session.answers.filter((a) => a.questionId === question.id);
  const last = attempts.at(-1) ?? null;
  const [writing, setWriting] = useState(last === null);
  // An answer being written survives moving between questions and a reload (this tab only: sessionStorage).
  const draftKey = `interview-draft:${session.id}:${question.id}`;
  const [draft, setDraftState] = useState(() => sessionStorage.getItem(draftKey) ?? '');
  const setDraft = (text: string) => {
    setDraftState(text);
    if (text) sessionStorage.setItem(draftKey, text);
    else sessionStorage.removeItem(draftKey);
  };
  useEffect(() => {
    // A draft kept from an earlier visit reopens the answer box.
    if (sessionStorage.getItem(draftKey)) setWriting(true);
  }, [draftKey]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isLast = index === session.questions.length - 1;

  const send = async (body: { answer: string; mode: 'typed' | 'spoken'; durationMs?: number; recordingId?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await call(interviewRoutes.answer, { params: { id: session.id }, body: { questionId: question.id, ...body } });
      onAnswered(saved);
      setDraft('');
      setWriting(false);
    } catch (e) {
      if (!gate.denied(e)) setError(apiFormErrorMessage(e, 'Your answer could not be coached.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) {
      setError('Write your answer first.');
      return;
    }
    void send({ answer: draft, mode: 'typed' });
  };

  const earlier = writing ? attempts : attempts.slice(0, -1);
  return (
    <section aria-labelledby={`${id}-q`} className="space-y-4">
      <div className="card space-y-2">
        <p className="text-xs font-semibold uppercase tracking-wide muted">
          Question {index + 1} of {session.questions.length} · {QUESTION_KIND_LABELS[question.kind]}
        </p>
        <h3 id={`${id}-q`} className="text-lg font-semibold" data-testid="interview-question">
          {question.text}
        </h3>
        <p className="text-sm muted">{question.why}</p>
      </div>

      {writing ? (
        <>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <TextAreaField
              id={`${id}-answer`}
              label="Your answer"
              inputClassName="min-h-48"
              hint="Tell it as a story: the situation, what you had to do, what you did, and what came of it."
              maxLength={INTERVIEW_LIMITS.answer}
              value={draft}
              onChange={setDraft}
            />
            {error && <InlineError message={error} />}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? 'Coaching…' : 'Get feedback'}
              </button>
            </div>
          </form>
          {voiceOn && (
            <details className="card">
              <summary className="cursor-pointer font-medium">Answer aloud instead</summary>
              <p className="mt-2 text-sm muted">
                Record your answer, check the transcript, and keep it: it is coached like a typed answer, with your pace, and saved with your practice
                recordings.
              </p>
              <div className="mt-4">
                <AnswerRecorder
                  question={question.text}
                  sessionId={session.id}
                  onSaved={(spoken) =>
                    spoken.transcript.trim()
                      ? void send({ answer: spoken.transcript, mode: 'spoken', durationMs: spoken.durationMs, recordingId: spoken.recordingId })
                      : setError('Your recording is saved, but it has no transcript to coach. Type what you said in the answer box, or record again.')
                  }
                />
              </div>
            </details>
          )}
        </>
      ) : (
        last && (
          <div className="card space-y-4">
            <StarFeedbackPanel answer={last.answer} feedback={last.feedback} engine={last.engine} />
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setDraft(last.answer);
                  setWriting(true);
                }}
              >
                Try again
              </button>
              <button type="button" className="btn-primary" onClick={onNext}>
                {isLast ? 'See summary' : 'Next question'}
              </button>
            </div>
          </div>
        )
      )}

      {earlier.length > 0 && (
        <section aria-label="Earlier attempts" className="space-y-3">
          <h4 className="font-semibold">{earlier.length === 1 ? 'Your earlier attempt' : `Your ${earlier.length} earlier attempts`}</h4>
          {[...earlier].reverse().map((a) => (
            <details key={a.id} className="card" open={writing && a === last}>
              <summary className="cursor-pointer text-sm font-medium">
                STAR score {a.starScore} · {new Date(a.createdAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
                {a.mode === 'spoken' ? ' · spoken' : ''}
              </summary>
              <div className="mt-3">
                <StarFeedbackPanel answer={a.answer} feedback={a.feedback} engine={a.engine} />
              </div>
            </details>
          ))}
        </section>
      )}
    </section>
  );
}

function Summary({ session, onOpen }: { session: InterviewSessionView; onOpen(index: number): void }) {
  const latest = latestAnswers(session.answers);
  const average = averageScore([...latest.values()].map((a) => a.starScore));
  return (
    <section aria-label="Interview summary" className="card space-y-4" data-testid="interview-summary">
      <p className="text-lg font-semibold">
        {average === null ? 'No answers yet' : `Average STAR score ${average}/100 over ${latest.size} of ${session.questions.length} questions`}
      </p>
      <ol className="space-y-3">
        {session.questions.map((q, i) => {
          const a = latest.get(q.id);
          return (
            <li key={q.id} className="border-t border-slate-200 pt-3 dark:border-slate-700">
              <p className="text-sm font-medium">
                {i + 1}. {q.text}
              </p>
              {a ? (
                <p className="mt-1 text-sm">
                  <span className="font-semibold">Score {a.starScore}.</span> <span className="muted">Next step:</span> {a.feedback.nextStep}
                </p>
              ) : (
                <button type="button" className="btn-ghost mt-1 px-0 text-sm underline" onClick={() => onOpen(i)}>
                  Answer question {i + 1}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
