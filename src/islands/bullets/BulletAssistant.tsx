import { useRef, useState, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { InlineError } from '~/islands/ui/InlineError';
import { SelectField, TextAreaField } from '~/islands/ui/fields';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import { BULLET_FIELDS, BULLET_MAX_LENGTH, BULLET_TARGETS, bulletsRoutes, type BulletAnswer } from '~/lib/bullets';
import { BulletSuggestions, readBulletPrefs, reviewRequest, saveBulletPrefs, type BulletPrefs } from './BulletSuggestions';

export default function BulletAssistant() {
  return (
    <MemberGate
      tool="bullets"
      pitch="Turn each resume bullet into one a hiring manager in your new field reads: a strong verb, your old field's jargon in their words, and room for the result."
    >
      {() => <Assistant />}
    </MemberGate>
  );
}

function Assistant() {
  const gate = useGate();
  const [text, setText] = useState('');
  const [prefs, setPrefs] = useState(readBulletPrefs);
  const [answer, setAnswer] = useState<BulletAnswer | null>(null);
  /** Each review is a new list of suggestions: none of it rejected yet. */
  const [round, setRound] = useState(0);
  const [history, setHistory] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);

  function choose(next: BulletPrefs) {
    setPrefs(next);
    saveBulletPrefs(next);
  }

  async function review(e?: FormEvent) {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await call(bulletsRoutes.review, { body: reviewRequest(text, prefs) });
      setAnswer(result);
      setRound((r) => r + 1);
      setAnnounce(result.suggestions.length ? `${result.suggestions.length} suggestions.` : 'No suggestions: this bullet reads well.');
    } catch (err) {
      if (!gate.denied(err)) setError(apiErrorMessage(err, 'The bullet could not be reviewed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  function accept(suggestion: string) {
    setHistory((h) => [...h, text]);
    setText(suggestion);
    setAnswer(null);
    setAnnounce('Suggestion accepted. Edit it, review it again, or copy it.');
    field.current?.focus();
  }

  function undo() {
    const previous = history.at(-1);
    if (previous === undefined) return;
    setHistory((h) => h.slice(0, -1));
    setText(previous);
    setAnswer(null);
    setAnnounce('Back to your previous bullet.');
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: 'Copied!', description: 'The bullet is on your clipboard.' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Bullet assistant</h1>
        <p className="mt-1 muted">
          One bullet at a time: start with a strong verb, say it in your new field&apos;s words, and leave room for the result. You accept or reject each
          suggestion; nothing is added that you did not write.
        </p>
      </div>
      <form className="card space-y-4" onSubmit={review}>
        <TextAreaField
          id="bullet-text"
          ref={field}
          label="Your bullet"
          inputClassName="min-h-24"
          maxLength={BULLET_MAX_LENGTH}
          value={text}
          onChange={setText}
          placeholder="Responsible for managing lesson plans for 30 students"
          hint={`${text.length}/${BULLET_MAX_LENGTH}`}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="bullet-from" label="The field you are leaving" value={prefs.from} onChange={(from) => choose({ ...prefs, from })}>
            <option value="">Another field</option>
            {BULLET_FIELDS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </SelectField>
          <SelectField id="bullet-target" label="The kind of role you want" value={prefs.target} onChange={(target) => choose({ ...prefs, target })}>
            {BULLET_TARGETS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </SelectField>
        </div>
        {error && <InlineError message={error} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={busy || !text.trim()}>
            {busy ? 'Reviewing...' : 'Improve this bullet'}
          </button>
          <button type="button" className="btn-secondary" onClick={copy} disabled={!text.trim()}>
            Copy bullet
          </button>
          {history.length > 0 && (
            <button type="button" className="btn-ghost" onClick={undo}>
              Undo
            </button>
          )}
        </div>
      </form>
      <p role="status" className="sr-only">
        {announce}
      </p>

      {answer && (
        <section aria-labelledby="bullet-results" className="space-y-4">
          <h2 id="bullet-results" className="text-xl font-semibold">
            Suggestions
          </h2>
          {answer.ai === 'on' && <p className="text-sm muted">Includes AI suggestions, checked to add no number, name or skill you did not write.</p>}
          {answer.ai === 'unavailable' && <p className="text-sm muted">The AI model did not answer, so these are the built-in suggestions only.</p>}
          {answer.flags.length > 0 && (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950" data-testid="bullet-flags">
              <h3 className="font-semibold">What we noticed</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {answer.flags.map((f, i) => (
                  <li key={i}>{f.explanation}</li>
                ))}
              </ul>
            </div>
          )}
          <BulletSuggestions key={round} answer={answer} label="your bullet" onAccept={accept} onAnnounce={setAnnounce} />
        </section>
      )}
    </div>
  );
}
