import { useId, useState, type FormEvent } from 'react';
import { adminRoutes } from '~/lib/admin/routes';
import { apiFormErrorMessage, call } from '~/lib/api';
import type { IntroductionState } from '~/lib/catalogue';
import {
  INTRODUCTION_NOTE_MAX,
  INTRODUCTION_OUTCOME_MAX,
  INTRODUCTION_STATE_LABELS,
  ageOf,
  staffMovesFrom,
  type AdminIntroductionView,
  type IntroductionQueueFilter,
  type IntroductionTransition,
} from '~/lib/introductions';
import { showToast } from '~/stores/toast';
import { Badge, InlineError, useAdminQuery } from '~/islands/admin/ui';
import { StaffQueue } from './StaffQueue';
import { TextAreaField } from '~/islands/ui/fields';

const FILTERS: { key: IntroductionQueueFilter; label: string }[] = [
  { key: 'open', label: 'Open (oldest first)' },
  { key: 'requested', label: 'Requested' },
  { key: 'in_progress', label: 'In progress' },
  { key: 'introduced', label: 'Introduced' },
  { key: 'declined', label: 'Declined' },
  { key: 'withdrawn', label: 'Withdrawn' },
  { key: 'all', label: 'All' },
];

const TONE: Record<IntroductionState, 'good' | 'warn' | 'bad' | 'neutral'> = {
  requested: 'warn',
  in_progress: 'warn',
  introduced: 'good',
  declined: 'bad',
  withdrawn: 'neutral',
};

/** Staff's queue of Elite introduction requests: start work on one, record its outcome (e-mailed to the member). */
export default function IntroductionsQueue() {
  const [filter, setFilter] = useState<IntroductionQueueFilter>('open');
  const query = useAdminQuery(adminRoutes.introductions, { query: { status: filter } });

  return (
    <StaffQueue
      title="Introductions"
      noun="introduction requests"
      filters={FILTERS}
      filter={filter}
      onFilter={setFilter}
      query={query}
      counts={(q) => (
        <p className="text-sm muted" data-testid="introduction-counts">
          {q.counts.requested} requested · {q.counts.in_progress} in progress · {q.counts.introduced} introduced · {q.counts.declined} declined
        </p>
      )}
    >
      {(q) => q.requests.map((r) => <Request key={r.id} request={r} onDone={query.reload} />)}
    </StaffQueue>
  );
}

function Request({ request: r, onDone }: { request: AdminIntroductionView; onDone: () => void }) {
  const id = useId();
  const moves = staffMovesFrom(r.status);
  const [mode, setMode] = useState<'idle' | 'start' | 'outcome'>('idle');
  const [outcome, setOutcome] = useState<'introduced' | 'declined'>('introduced');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = `${r.role} at ${r.company}`;

  async function send(body: IntroductionTransition) {
    setBusy(true);
    setError(null);
    try {
      const moved = await call(adminRoutes.moveIntroduction, { params: { id: r.id }, body });
      const label = INTRODUCTION_STATE_LABELS[moved.status];
      showToast({
        title: `Marked ${label.toLowerCase()}`,
        description:
          moved.status === 'in_progress'
            ? title
            : moved.emailed
              ? `${moved.member.email} was e-mailed the outcome.`
              : `The e-mail to ${moved.member.email} failed; they see the outcome in their room.`,
      });
      setMode('idle');
      setText('');
      onDone();
    } catch (err) {
      setError(apiFormErrorMessage(err, 'The request could not be updated.'));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (mode === 'start') void send({ status: 'in_progress', note: text });
    else void send({ status: outcome, outcome: text });
  }

  return (
    <li className="card space-y-3 p-4" data-testid="admin-introduction">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold">{title}</h4>
          <p className="text-sm muted">
            {r.member.name} · <a href={`mailto:${r.member.email}`}>{r.member.email}</a> · waiting {ageOf(r.createdAt, new Date())}
          </p>
        </div>
        <Badge tone={TONE[r.status]}>{INTRODUCTION_STATE_LABELS[r.status]}</Badge>
      </div>
      <p className="whitespace-pre-line text-sm">{r.why}</p>
      {r.jobLink && (
        <p className="text-sm">
          <a className="text-brand-700 underline dark:text-brand-100" href={r.jobLink} target="_blank" rel="noopener noreferrer">
            The job posting<span className="sr-only"> for {title} (opens in a new tab)</span>
          </a>
        </p>
      )}
      {r.outcome && <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line dark:bg-slate-800">Outcome: {r.outcome}</p>}
      {moves.length > 0 && mode === 'idle' && (
        <div className="flex flex-wrap gap-2">
          {moves.includes('in_progress') && (
            <button type="button" className="btn-secondary py-1" onClick={() => setMode('start')}>
              Mark in progress<span className="sr-only">: {title}</span>
            </button>
          )}
          <button type="button" className="btn-primary py-1" onClick={() => setMode('outcome')}>
            Record outcome<span className="sr-only">: {title}</span>
          </button>
        </div>
      )}
      {mode !== 'idle' && (
        <form className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700" onSubmit={submit} noValidate>
          {mode === 'outcome' && (
            <fieldset>
              <legend className="label">Outcome</legend>
              <div className="mt-1 flex flex-wrap gap-4 text-sm">
                {(['introduced', 'declined'] as const).map((o) => (
                  <label key={o} className="flex items-center gap-2">
                    <input type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
                    {INTRODUCTION_STATE_LABELS[o]}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <TextAreaField
            id={`${id}-text`}
            label={
              mode === 'start' ? 'Note to the member' : outcome === 'introduced' ? 'With whom and how (sent to the member)' : 'Why not (sent to the member)'
            }
            optional={mode === 'start'}
            inputClassName="min-h-24 font-sans"
            maxLength={mode === 'start' ? INTRODUCTION_NOTE_MAX : INTRODUCTION_OUTCOME_MAX}
            value={text}
            onChange={setText}
          />
          {error && <InlineError message={error} />}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary py-1" disabled={busy}>
              {busy ? 'Saving...' : mode === 'start' ? 'Mark in progress' : 'Save and e-mail the member'}
            </button>
            <button
              type="button"
              className="btn-secondary py-1"
              disabled={busy}
              onClick={() => {
                setMode('idle');
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
