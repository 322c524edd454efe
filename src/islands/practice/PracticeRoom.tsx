import { useId, useState } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { TextAreaField, TextField } from '~/islands/ui/fields';
import { AnswerRecorder } from './AnswerRecorder';
import { RecordingPlayer } from './RecordingPlayer';
import { showToast } from '~/stores/toast';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import { QUESTION_MAX, TRANSCRIPT_MAX, clock, practiceRoutes, type PracticeRecordingView } from '~/lib/practice';
import questionData from '@content/practice/questions.json';

const COMMON_QUESTIONS: string[] = questionData.questions;

/** Another room links here with `?question=…`; otherwise the first common question. */
function firstQuestion(): string {
  const asked = new URLSearchParams(window.location.search).get('question')?.trim();
  return asked ? asked.slice(0, QUESTION_MAX) : COMMON_QUESTIONS[0]!;
}

export default function PracticeRoom() {
  return (
    <MemberGate
      tool="practice"
      pitch="Answer interview questions out loud, play your answers back, and see your pace, filler words and pauses, with or without your camera."
    >
      {() => <Practice />}
    </MemberGate>
  );
}

function Practice() {
  const gate = useGate();
  const questionId = useId();
  const listId = useId();
  const [question, setQuestion] = useState(firstQuestion);
  const { data, error: loadError, reload: load, setData } = useMemberQuery(practiceRoutes.list, {}, 'Your recordings could not be loaded.');
  const recordings = data?.recordings ?? null;
  const setRecordings = (change: (list: PracticeRecordingView[]) => PracticeRecordingView[]) => setData((d) => d && { recordings: change(d.recordings) });
  const [deleting, setDeleting] = useState<PracticeRecordingView | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  async function remove(r: PracticeRecordingView) {
    setBusyDelete(true);
    try {
      await call(practiceRoutes.remove, { params: { id: r.id } });
      setRecordings((list) => list.filter((x) => x.id !== r.id));
      setDeleting(null);
      showToast({ title: 'Recording deleted' });
    } catch (e) {
      setDeleting(null);
      if (!gate.denied(e)) showToast({ title: 'Recording not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
    }
  }

  const replace = (r: PracticeRecordingView) => setRecordings((list) => list.map((x) => (x.id === r.id ? r : x)));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Voice &amp; video practice</h1>
        <p className="mt-1 muted">Answer a question out loud, play it back, and see how it sounds: pace, filler words, pauses and length.</p>
      </div>

      <section aria-labelledby={`${questionId}-h`} className="space-y-3">
        <h2 id={`${questionId}-h`} className="sr-only">
          Record an answer
        </h2>
        <TextField
          id={questionId}
          label="Question you are answering"
          list={listId}
          maxLength={QUESTION_MAX}
          value={question}
          onChange={setQuestion}
          hint="Type your own, or clear the field to pick a common one."
        />
        <datalist id={listId}>
          {COMMON_QUESTIONS.map((q) => (
            <option key={q} value={q} />
          ))}
        </datalist>
        <AnswerRecorder question={question} onSaved={load} />
      </section>

      <section aria-labelledby={`${listId}-h`} className="space-y-4">
        <h2 id={`${listId}-h`} className="heading-2">
          Your recordings
        </h2>
        {loadError && <InlineError message={loadError} onRetry={load} />}
        {!recordings && !loadError && (
          <p role="status" className="muted">
            Loading your recordings...
          </p>
        )}
        {recordings?.length === 0 && (
          <EmptyState title="No recordings yet">
            Press Start recording and answer the question out loud. Keep the takes you want to compare; they stay private to you.
          </EmptyState>
        )}
        {recordings?.map((r) => (
          <RecordingCard key={r.id} recording={r} onDelete={() => setDeleting(r)} onChanged={replace} />
        ))}
      </section>

      {deleting && (
        <ConfirmDialog
          title="Delete this recording?"
          confirmLabel="Delete recording"
          destructive
          busy={busyDelete}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>Your answer to "{deleting.question}", its file and its transcript will be deleted for good.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function RecordingCard({
  recording: r,
  onDelete,
  onChanged,
}: {
  recording: PracticeRecordingView;
  onDelete(): void;
  onChanged(r: PracticeRecordingView): void;
}) {
  const gate = useGate();
  const fieldId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = r.metrics;

  async function save(transcript: string) {
    setSaving(true);
    setError(null);
    try {
      onChanged(await call(practiceRoutes.update, { params: { id: r.id }, body: { transcript } }));
      setEditing(null);
    } catch (e) {
      if (!gate.denied(e)) setError(apiFormErrorMessage(e, 'The transcript could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="card space-y-3" data-testid="practice-recording" aria-labelledby={`${fieldId}-q`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${fieldId}-q`} className="font-semibold">
            {r.question}
          </h3>
          <p className="text-sm muted">
            {when(r.createdAt)} · {clock(r.durationMs)} · {r.hasVideo ? 'Video' : 'Audio'}
          </p>
        </div>
        <button type="button" className="btn-secondary py-1" onClick={onDelete}>
          Delete<span className="sr-only"> this recording</span>
        </button>
      </div>

      <RecordingPlayer src={r.fileUrl} video={r.hasVideo} transcript={r.transcript} durationMs={r.durationMs} label={`Your answer to ${r.question}`} />

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Metric label="Pace" value={m.wordsPerMinute === null ? '—' : `${m.wordsPerMinute} wpm`} />
        <Metric label="Filler words" value={m.words === 0 ? '—' : String(m.fillers.total)} />
        <Metric label="Long pauses" value={String(m.pauses.long)} />
        <Metric label="Words" value={String(m.words)} />
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {m.readings.map((reading) => (
          <li key={reading}>{reading}</li>
        ))}
      </ul>

      {editing === null ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold">Transcript</h4>
          <p className="whitespace-pre-wrap text-sm">{r.transcript || <span className="muted">No transcript yet.</span>}</p>
          <button type="button" className="btn-secondary py-1" onClick={() => setEditing(r.transcript)}>
            {r.transcript ? 'Edit transcript' : 'Add transcript'}
          </button>
        </div>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save(editing);
          }}
        >
          <TextAreaField id={fieldId} label="Transcript" inputClassName="min-h-24" maxLength={TRANSCRIPT_MAX} value={editing} onChange={setEditing} />
          {error && <InlineError message={error} />}
          <div className="flex gap-3">
            <button type="submit" className="btn-primary py-1" disabled={saving}>
              {saving ? 'Saving…' : 'Save transcript'}
            </button>
            <button type="button" className="btn-secondary py-1" disabled={saving} onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
      <dt className="muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
