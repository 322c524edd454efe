import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { InlineError } from '~/islands/ui/InlineError';
import { ITEM_COUNT, QUESTIONNAIRE, QUESTIONNAIRE_VERSION } from '~/lib/assessment';

/** A take in progress: what the member has answered (null: not yet) and the statement on screen. */
export interface Draft {
  version: string;
  answers: Array<number | null>;
  at: number;
}

export const emptyDraft = (): Draft => ({ version: QUESTIONNAIRE_VERSION, answers: Array(ITEM_COUNT).fill(null), at: 0 });

// The draft stays in this tab only (sessionStorage): a reload keeps it, nothing leaves the browser.
const draftKey = (userId: string) => `assessment-draft:${userId}`;

export function readDraft(userId: string): Draft | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(draftKey(userId)) ?? 'null') as Draft | null;
    const valid =
      d?.version === QUESTIONNAIRE_VERSION &&
      Array.isArray(d.answers) &&
      d.answers.length === ITEM_COUNT &&
      d.answers.every((a) => a === null || (Number.isInteger(a) && a >= 1 && a <= 5)) &&
      Number.isInteger(d.at) &&
      d.at >= 0 &&
      d.at < ITEM_COUNT;
    return valid ? d : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(draftKey(userId), JSON.stringify(draft));
    else sessionStorage.removeItem(draftKey(userId));
  } catch {
    /* storage full or off: the take still works, it just will not survive a reload */
  }
}

interface Props {
  draft: Draft;
  onChange(draft: Draft): void;
  /** Sends the finished take; the room reports a failure through submitError. */
  onSubmit(answers: number[]): Promise<void>;
  submitError: string | null;
  busy: boolean;
  /** Leaves the take (asks first when something is answered); absent for a first take. */
  onLeave?: () => void;
}

/** One statement a screen, answered on a five-point scale: arrow keys choose, Enter goes on. */
export function Questionnaire({ draft, onChange, onSubmit, submitError, busy, onLeave }: Props) {
  const { items, scale } = QUESTIONNAIRE;
  const item = items[draft.at]!;
  const answer = draft.answers[draft.at] ?? null;
  const answered = draft.answers.filter((a) => a !== null).length;
  const last = draft.at === items.length - 1;
  const legendId = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const [missing, setMissing] = useState(false);

  // Each new statement takes the focus, on its chosen answer or its first, so the keyboard carries on.
  useEffect(() => {
    const group = groupRef.current;
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input'))?.focus();
    setMissing(false);
  }, [draft.at]);

  const choose = (value: number) => onChange({ ...draft, answers: draft.answers.map((a, i) => (i === draft.at ? value : a)) });
  const go = (at: number) => onChange({ ...draft, at });

  function next(e?: { preventDefault(): void }) {
    e?.preventDefault();
    if (busy) return;
    if (answer === null) {
      setMissing(true);
      return;
    }
    if (!last) return go(draft.at + 1);
    const firstOpen = draft.answers.findIndex((a) => a === null);
    if (firstOpen >= 0) return go(firstOpen);
    void onSubmit(draft.answers as number[]);
  }

  // Enter on a radio would not submit the form on its own in every browser.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') next(e);
  };

  return (
    <form className="card space-y-6" onSubmit={next} noValidate>
      <div>
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-semibold" aria-live="polite">
            Statement {draft.at + 1} of {items.length}
          </p>
          <p className="muted">{answered} answered</p>
        </div>
        <div
          role="progressbar"
          aria-label="Statements answered"
          aria-valuemin={0}
          aria-valuemax={items.length}
          aria-valuenow={answered}
          aria-valuetext={`${answered} of ${items.length} answered`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${(answered / items.length) * 100}%` }} />
        </div>
      </div>

      <fieldset ref={groupRef} aria-describedby={missing ? `${legendId}-missing` : undefined}>
        <legend id={legendId} className="text-lg font-semibold sm:text-xl">
          {item.text}
        </legend>
        <p className="mt-1 text-sm muted">How much do you agree? Arrow keys choose, Enter goes on.</p>
        <div className="mt-4 grid gap-2 sm:grid-cols-5">
          {scale.map((label, i) => {
            const value = i + 1;
            return (
              <label
                key={label}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 sm:flex-col sm:text-center ${
                  answer === value
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
                    : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800'
                }`}
              >
                <input
                  type="radio"
                  name={item.id}
                  value={value}
                  checked={answer === value}
                  onChange={() => choose(value)}
                  onKeyDown={onKeyDown}
                  className="h-4 w-4 accent-brand-700"
                />
                {label}
              </label>
            );
          })}
        </div>
        {missing && (
          <p id={`${legendId}-missing`} role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
            Choose how much you agree before going on.
          </p>
        )}
      </fieldset>

      {submitError && <InlineError prefix="Your answers were not sent." message={submitError} onRetry={() => next()} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" disabled={draft.at === 0 || busy} onClick={() => go(draft.at - 1)}>
            Back
          </button>
          {onLeave && (
            <button type="button" className="btn-ghost" disabled={busy} onClick={onLeave}>
              Back to your result
            </button>
          )}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {last ? (busy ? 'Working out your result...' : 'See my result') : 'Next'}
        </button>
      </div>
    </form>
  );
}
