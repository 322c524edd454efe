import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Field as SharedField, TextField } from '~/islands/ui/fields';
import { useGate } from '~/islands/member/MemberGate';
import { apiErrorMessage, call } from '~/lib/api';
import { RESUME_DATE_HINT, RESUME_DATE_PATTERN, RESUME_LIMITS } from '~/lib/resume';
import { bulletsRoutes, type BulletAnswer } from '~/lib/bullets';
import { BulletSuggestions, readBulletPrefs, reviewRequest } from '~/islands/bullets/BulletSuggestions';

const focusLater = (selector: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

/**
 * One labelled text field (input, or textarea when `rows` is given): the shared field frame, plus
 * the import review's doubt under it, announced with the field too.
 */
export function Field({
  id,
  label,
  value,
  onChange,
  max = RESUME_LIMITS.text,
  rows,
  type = 'text',
  placeholder,
  hint,
  error,
  doubt,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  max?: number;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  hint?: string;
  /** What is wrong with the value, shown under it and announced with it. */
  error?: string;
  /** What may have been misread on import, shown under it until fixed or confirmed. */
  doubt?: string;
  className?: string;
}) {
  return (
    // The doubt sits under the frame's hint and error, so the frame's wrapper is this one's child.
    <div className={className}>
      <SharedField id={id} label={label} hint={hint} error={error}>
        {(control) => {
          const props = {
            ...control,
            'aria-describedby': withDoubt(control['aria-describedby'], doubt && `${id}-doubt`),
            maxLength: max,
            value,
            placeholder,
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
          };
          return rows ? <textarea {...props} rows={rows} /> : <input {...props} type={type} />;
        }}
      </SharedField>
      {doubt && <DoubtNote id={`${id}-doubt`} doubt={doubt} />}
    </div>
  );
}

/** The frame's hint and error ids, and the import review's doubt after them. */
const withDoubt = (describedBy: string | undefined, doubtId: string | false | undefined) => [describedBy, doubtId].filter(Boolean).join(' ') || undefined;

/** The import review's mark on a field. */
function DoubtNote({ id, doubt }: { id: string; doubt: string }) {
  return (
    <p id={id} className="mt-1 text-xs font-medium text-amber-900 dark:text-amber-200" data-testid="import-doubt">
      Check: {doubt}
    </p>
  );
}

/** A JSON Resume date, checked as it is typed: the autosave would refuse anything else. */
export function DateField(props: { id: string; label: string; value: string; onChange(value: string): void; hint?: string; doubt?: string }) {
  return <Field {...props} placeholder="YYYY-MM" max={10} error={RESUME_DATE_PATTERN.test(props.value.trim()) ? undefined : RESUME_DATE_HINT} />;
}

/** Skill keywords typed comma-separated; what is being typed stays as typed (a trailing comma, a space). */
export function KeywordsField({ id, label, value, onChange }: { id: string; label: string; value: string[]; onChange(value: string[]): void }) {
  const [raw, setRaw] = useState(value.join(', '));
  const parse = (text: string) =>
    text
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  // Changed elsewhere (a restored version, an undo): show the new keywords.
  const shown = parse(raw).join('\n') === value.join('\n') ? raw : value.join(', ');
  return (
    <TextField
      id={id}
      label={label}
      value={shown}
      hint="Separate them with commas."
      onChange={(text) => {
        setRaw(text);
        onChange(parse(text).slice(0, RESUME_LIMITS.list));
      }}
    />
  );
}

/**
 * A section's entries (jobs, schools, skills...): add, remove with an undo, and move up or down
 * by keyboard. Each entry is a fieldset named after it.
 */
export function EntryList<T>({
  id,
  legend,
  noun,
  items,
  onChange,
  blank,
  name,
  children,
  description,
}: {
  id: string;
  legend: string;
  /** "job": for "Add job", "Job 2". */
  noun: string;
  items: T[];
  onChange(items: T[]): void;
  blank(): T;
  /** What the entry is called in its buttons' names ("Acme Health"); empty falls back to "Job 2". */
  name(item: T): string;
  children(item: T, set: (patch: Partial<T>) => void, prefix: string): ReactNode;
  description?: string;
}) {
  const [removed, setRemoved] = useState<{ item: T; index: number; label: string } | null>(null);
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  const labelOf = (item: T, i: number) => name(item).trim() || `${Noun} ${i + 1}`;

  function move(i: number, by: -1 | 1) {
    const j = i + by;
    const next = [...items];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
    // Focus follows the entry; at the top or bottom its other button takes it.
    const edge = j === 0 || j === items.length - 1;
    focusLater(`#${id}-${j}-${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`);
  }
  function remove(i: number) {
    setRemoved({ item: items[i]!, index: i, label: labelOf(items[i]!, i) });
    onChange(items.filter((_, k) => k !== i));
    focusLater(`#${id}-undo`);
  }
  function undo() {
    if (!removed) return;
    const next = [...items];
    next.splice(Math.min(removed.index, next.length), 0, removed.item);
    onChange(next);
    setRemoved(null);
    focusLater(`#${id}-${Math.min(removed.index, items.length)} :is(input, textarea)`);
  }
  function add() {
    onChange([...items, blank()]);
    focusLater(`#${id}-${items.length} :is(input, textarea)`);
  }

  return (
    <section className="card p-5">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{legend}</legend>
        {description && <p className="text-sm muted">{description}</p>}
        {items.map((item, i) => {
          const label = labelOf(item, i);
          return (
            <fieldset key={i} id={`${id}-${i}`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <legend className="px-1 text-sm font-semibold">{label}</legend>
              <div className="space-y-3">{children(item, (patch) => onChange(items.map((it, k) => (k === i ? { ...it, ...patch } : it))), `${id}-${i}`)}</div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  id={`${id}-${i}-up`}
                  className="btn-ghost px-2 py-1"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${label} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  id={`${id}-${i}-down`}
                  className="btn-ghost px-2 py-1"
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${label} down`}
                >
                  ↓ Down
                </button>
                <button type="button" className="btn-ghost ml-auto px-2 py-1 text-red-700 dark:text-red-300" onClick={() => remove(i)}>
                  Remove<span className="sr-only"> {label}</span>
                </button>
              </div>
            </fieldset>
          );
        })}
        {removed && (
          <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
            Removed {removed.label}.
            <button type="button" id={`${id}-undo`} className="btn-secondary px-2 py-1" onClick={undo}>
              Undo<span className="sr-only"> removing {removed.label}</span>
            </button>
          </p>
        )}
        <button type="button" className="btn-secondary" onClick={add} disabled={items.length >= RESUME_LIMITS.list}>
          Add {noun}
        </button>
      </fieldset>
    </section>
  );
}

/** A job's or project's bullets: one textarea each, with the bullet assistant's suggestions on request. */
export function BulletList({
  id,
  owner,
  items,
  onChange,
  doubtOf = () => undefined,
}: {
  id: string;
  owner: string;
  items: string[];
  onChange(items: string[]): void;
  /** The import review's doubt about bullet i, or (i = -1) about the list having none. */
  doubtOf?(i: number): string | undefined;
}) {
  const none = items.length === 0 ? doubtOf(-1) : undefined;
  return (
    <div className="space-y-3">
      <p className="label">Bullets</p>
      {items.length === 0 && <p className="text-sm muted">No bullets yet. Start each with a strong verb and end with a result.</p>}
      {none && <DoubtNote id={`${id}-bullets-doubt`} doubt={none} />}
      {items.map((text, i) => (
        <Bullet
          key={i}
          id={`${id}-b${i}`}
          label={`Bullet ${i + 1}`}
          owner={owner}
          text={text}
          doubt={doubtOf(i)}
          onChange={(t) => onChange(items.map((b, k) => (k === i ? t : b)))}
          onRemove={() => {
            onChange(items.filter((_, k) => k !== i));
            focusLater(`#${id}-add-bullet`);
          }}
        />
      ))}
      <button
        type="button"
        id={`${id}-add-bullet`}
        className="btn-secondary px-3 py-1"
        aria-describedby={none ? `${id}-bullets-doubt` : undefined}
        disabled={items.length >= RESUME_LIMITS.bullets}
        onClick={() => {
          onChange([...items, '']);
          focusLater(`#${id}-b${items.length}`);
        }}
      >
        Add bullet<span className="sr-only"> to {owner}</span>
      </button>
    </div>
  );
}

function Bullet({
  id,
  label,
  owner,
  text,
  doubt,
  onChange,
  onRemove,
}: {
  id: string;
  label: string;
  owner: string;
  text: string;
  doubt?: string;
  onChange(text: string): void;
  onRemove(): void;
}) {
  const gate = useGate();
  /** Suggestions belong to the text they were made for: they go once it changes. */
  const [review, setReview] = useState<{ text: string; answer: BulletAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function improve() {
    setBusy(true);
    setError(null);
    try {
      // The fields the member chose in the bullet assistant translate their jargon here too.
      const answer = await call(bulletsRoutes.review, { body: reviewRequest(text, readBulletPrefs()) });
      setReview({ text, answer });
    } catch (e) {
      if (!gate.denied(e)) setError(apiErrorMessage(e, 'The bullet could not be reviewed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const current = review && review.text === text ? review : null;
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" data-testid="resume-bullet">
      <SharedField
        id={id}
        label={
          <>
            {label}
            <span className="sr-only"> of {owner}</span>
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            aria-describedby={withDoubt(control['aria-describedby'], doubt && `${id}-doubt`)}
            rows={2}
            maxLength={RESUME_LIMITS.long}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </SharedField>
      {doubt && <DoubtNote id={`${id}-doubt`} doubt={doubt} />}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary px-3 py-1" disabled={busy || !text.trim()} onClick={improve}>
          {busy ? 'Reviewing...' : 'Improve'}
          <span className="sr-only">
            {' '}
            {label.toLowerCase()} of {owner}
          </span>
        </button>
        <button type="button" className="btn-ghost px-3 py-1" onClick={onRemove}>
          Remove
          <span className="sr-only">
            {' '}
            {label.toLowerCase()} of {owner}
          </span>
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      )}
      <div role="status" className="sr-only">
        {current ? `${current.answer.suggestions.length} suggestions for ${label.toLowerCase()}.` : ''}
      </div>
      {current && (
        <div className="mt-2">
          <BulletSuggestions
            answer={current.answer}
            label={`${label.toLowerCase()} of ${owner}`}
            onAccept={(suggestion) => {
              onChange(suggestion);
              setReview(null);
              focusLater(`#${id}`);
            }}
          />
        </div>
      )}
    </div>
  );
}
