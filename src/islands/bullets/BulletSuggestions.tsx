import { useState } from 'react';
import type { BulletRule, BulletAnswer } from '~/lib/bullets';

const RULE_LABELS: Record<BulletRule, string> = {
  'weak-phrase': 'Weak phrase',
  'past-tense': 'Past tense',
  'strong-verb': 'Strong verb',
  jargon: 'Your new field’s words',
  'measurable-result': 'Measurable result',
  combined: 'All together',
  ai: 'AI suggestion',
};

/** Where the bullet assistant's choice of fields is kept, for the assistant page and the resume editor alike. */
const PREFS_KEY = 'bulletAssistant';

export interface BulletPrefs {
  /** The field the member is leaving ('' for another field). */
  from: string;
  target: string;
}

export function readBulletPrefs(): BulletPrefs {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as Partial<BulletPrefs>;
    return { from: saved.from ?? '', target: saved.target ?? 'general' };
  } catch {
    return { from: '', target: 'general' };
  }
}

export function saveBulletPrefs(prefs: BulletPrefs): void {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    /* storage blocked: the choice lasts for this visit */
  }
}

/** The review request for a bullet, with the member's chosen fields. */
export const reviewRequest = (text: string, prefs: BulletPrefs) => ({ text, from: prefs.from || null, target: prefs.target });

/**
 * The suggestions for one bullet, each with its reason, to accept or reject. Rejected ones leave
 * the list; an answer with none, or with every one rejected, says what to do next.
 */
export function BulletSuggestions({
  answer,
  label,
  onAccept,
  onAnnounce,
}: {
  answer: BulletAnswer;
  /** What the list is for, for screen readers ("bullet 2 of Analyst at Acme"). */
  label: string;
  onAccept(text: string): void;
  onAnnounce?(message: string): void;
}) {
  const [rejected, setRejected] = useState<string[]>([]);
  const shown = answer.suggestions.filter((s) => !rejected.includes(s.id));
  if (shown.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900">
        {answer.suggestions.length === 0
          ? 'This bullet already reads well: it starts with an action verb and states a result.'
          : 'You rejected every suggestion. Edit the bullet and review it again.'}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={`Suggestions for ${label}`}>
      {shown.map((s) => (
        <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="bullet-suggestion">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{RULE_LABELS[s.rule]}</p>
          <p className="mt-1 font-medium" data-testid="bullet-suggestion-text">
            {s.text}
          </p>
          <p className="mt-1 text-sm muted">{s.explanation}</p>
          <div className="mt-3 flex gap-3">
            <button type="button" className="btn-primary px-3 py-1" onClick={() => onAccept(s.text)}>
              Accept<span className="sr-only">: {s.text}</span>
            </button>
            <button
              type="button"
              className="btn-secondary px-3 py-1"
              onClick={() => {
                setRejected((r) => [...r, s.id]);
                onAnnounce?.('Suggestion rejected.');
              }}
            >
              Reject<span className="sr-only">: {s.text}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
