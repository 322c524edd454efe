import { OFF_TOPIC_MAX_SCORE, STAR_PARTS, STAR_PART_LABELS, markQuotes, type StarFeedback, type StarPart } from '~/lib/star';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** Each part's highlight, readable in both themes; the label beside the quote says the part too, so colour is never the only cue. */
const PART_MARK: Record<StarPart, string> = {
  situation: 'bg-sky-100 dark:bg-sky-900',
  task: 'bg-violet-100 dark:bg-violet-900',
  action: 'bg-amber-100 dark:bg-amber-900',
  result: 'bg-emerald-100 dark:bg-emerald-900',
};

const LENGTH_VERDICT = { short: 'short', good: 'in range', long: 'long' } as const;

/** The feedback on one attempt: the parts found with the answer's own sentences, the figures, and the next step. */
export function StarFeedbackPanel({ answer, feedback, engine }: { answer: string; feedback: StarFeedback; engine: 'built-in' | 'model' }) {
  const missing = STAR_PARTS.filter((p) => !feedback.parts[p].present);
  const { length, specificity, ownership } = feedback;
  return (
    <section aria-label="STAR feedback" className="space-y-4" data-testid="star-feedback">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">
          STAR score <span data-testid="star-score">{feedback.score}</span>/100
        </p>
        <p className="text-xs muted">{engine === 'model' ? 'Feedback from the AI coach' : 'Feedback from the built-in coach'}</p>
      </div>

      {feedback.relevance && !feedback.relevance.addressed && (
        <div
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-slate-800 dark:text-amber-100"
          data-testid="star-off-topic"
        >
          <p className="font-semibold">This answer does not answer the question asked</p>
          <p className="mt-1">
            The question asks {feedback.relevance.asks}, and your answer never comes to it. However well the story is told, it scores at most{' '}
            {OFF_TOPIC_MAX_SCORE} until it does.
          </p>
        </div>
      )}

      <ul className="space-y-3">
        {STAR_PARTS.filter((p) => feedback.parts[p].present).map((p) => (
          <li key={p} data-testid={`star-part-${p}`}>
            <p className="text-sm font-semibold">
              <span aria-hidden="true">✓ </span>
              {STAR_PART_LABELS[p]}
            </p>
            {feedback.parts[p].quotes.map((q, i) => (
              <blockquote key={i} className={`mt-1 rounded px-3 py-2 text-sm ${PART_MARK[p]}`}>
                “{q}”
              </blockquote>
            ))}
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <p className="text-sm" data-testid="star-missing">
          <span className="font-semibold">Missing: </span>
          {missing.map((p) => STAR_PART_LABELS[p]).join(', ')}
        </p>
      )}

      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="muted">Length</dt>
          <dd>
            {length.words} words ({LENGTH_VERDICT[length.verdict]}; aim for {length.min}–{length.max})
          </dd>
        </div>
        <div>
          <dt className="muted">Specifics</dt>
          <dd>
            {specificity.numbers.length} {specificity.numbers.length === 1 ? 'number' : 'numbers'}, {specificity.names.length} named{' '}
            {specificity.names.length === 1 ? 'tool or name' : 'tools or names'}
            {specificity.names.length > 0 && <span className="block text-xs muted">{specificity.names.slice(0, 6).join(', ')}</span>}
          </dd>
        </div>
        <div>
          <dt className="muted">Ownership</dt>
          <dd>
            “I” {times(ownership.i)}, “we” {times(ownership.we)}
          </dd>
        </div>
      </dl>

      <div className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800" data-testid="next-step">
        <p className="font-semibold">Next step</p>
        <p className="mt-1">{feedback.nextStep}</p>
      </div>

      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Your answer, with its STAR sentences marked</summary>
        <p className="mt-2 whitespace-pre-wrap">
          {markQuotes(answer, feedback.parts).map((piece, i) =>
            piece.parts.length ? (
              <mark
                key={i}
                className={`rounded px-0.5 text-inherit ${PART_MARK[piece.parts[0]!]}`}
                title={piece.parts.map((p) => STAR_PART_LABELS[p]).join(', ')}
              >
                {piece.text}
              </mark>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
        </p>
      </details>
    </section>
  );
}
