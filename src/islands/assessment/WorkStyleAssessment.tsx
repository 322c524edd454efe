import { useState } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { apiFormErrorMessage, call } from '~/lib/api';
import { ITEM_COUNT, QUESTIONNAIRE, QUESTIONNAIRE_VERSION, assessmentRoutes, typeByNumber } from '~/lib/assessment';
import { AssessmentResult, PastTakes } from './AssessmentResult';
import { Questionnaire, emptyDraft, readDraft, saveDraft, type Draft } from './Questionnaire';

export default function WorkStyleAssessment() {
  return (
    <MemberGate
      tool="assessment"
      pitch="Answer 36 statements about how you like to work, see your type in the Enneagram tradition and the strengths it brings to a new field, and the occupations whose O*NET work styles fit yours."
    >
      {(user) => <Assessment userId={user.id} />}
    </MemberGate>
  );
}

function Assessment({ userId }: { userId: string }) {
  const gate = useGate();
  const { data: history, error: loadError, reload, setData: setHistory } = useMemberQuery(assessmentRoutes.history, {}, 'Your assessment could not be loaded.');
  // A take in progress survives a reload: it is picked up where it was left.
  const [draft, setDraft] = useState<Draft | null>(() => readDraft(userId));
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const change = (next: Draft | null) => {
    setDraft(next);
    saveDraft(userId, next);
  };

  async function submit(answers: number[]) {
    setBusy(true);
    setSubmitError(null);
    try {
      const result = await call(assessmentRoutes.take, { body: { version: QUESTIONNAIRE_VERSION, answers } });
      setHistory((h) => ({ takes: [result, ...(h?.takes ?? [])], latest: result }));
      change(null);
      window.scrollTo({ top: 0 });
      showToast({ title: 'Assessment saved', description: `Your type: ${typeByNumber(result.primaryType)?.name ?? result.primaryType}.` });
    } catch (e) {
      if (!gate.denied(e)) setSubmitError(apiFormErrorMessage(e, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const start = () => {
    setSubmitError(null);
    change(emptyDraft());
  };
  const hasTakes = (history?.takes.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Work-style assessment</h1>
        <p className="mt-1 muted">How you like to work, and the occupations whose work styles fit it.</p>
      </div>

      {loadError && <InlineError message={loadError} onRetry={reload} />}
      {!history && !loadError && !draft && (
        <p role="status" className="muted">
          Loading your assessment...
        </p>
      )}

      {draft && (
        <Questionnaire
          draft={draft}
          onChange={change}
          onSubmit={submit}
          submitError={submitError}
          busy={busy}
          onLeave={hasTakes ? () => (draft.answers.some((a) => a !== null) ? setLeaving(true) : change(null)) : undefined}
        />
      )}

      {!draft && history && !history.latest && (
        <EmptyState
          title="You have not taken the assessment yet"
          action={
            <button type="button" className="btn-primary" onClick={start}>
              Start the assessment
            </button>
          }
        >
          <p>
            {ITEM_COUNT} statements about how you like to work, about 5 minutes. You will see your type in the Enneagram tradition, the strengths it brings to a
            new field, and the occupations whose work styles fit yours.
          </p>
          <p className="mt-2">{QUESTIONNAIRE.notice}</p>
        </EmptyState>
      )}

      {!draft && history?.latest && <AssessmentResult result={history.latest} onRetake={start} />}
      {!draft && history && hasTakes && <PastTakes takes={history.takes} />}

      {leaving && (
        <ConfirmDialog
          title="Leave this retake?"
          confirmLabel="Leave and discard answers"
          cancelLabel="Keep answering"
          destructive
          onConfirm={() => {
            setLeaving(false);
            change(null);
          }}
          onCancel={() => setLeaving(false)}
        >
          <p>The answers you have given in this retake will be discarded. Your earlier takes are kept.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
