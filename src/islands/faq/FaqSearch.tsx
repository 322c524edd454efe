import { useId, useState } from 'react';
import { searchFaq, type FaqItem } from '~/lib/faq-search';

/**
 * Search plus accordion. Items are native <details name="faq">: one open at a time and
 * collapsible with no script, so the page reads the same with JavaScript off.
 */
export default function FaqSearch({ items }: { items: FaqItem[] }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const results = searchFaq(items, query);

  return (
    <div>
      <div role="search" className="mx-auto max-w-2xl">
        <label htmlFor={`${id}-q`} className="label">
          Search questions
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Try “refund” or “PivotMatch”"
          className="input"
          aria-controls={`${id}-list`}
        />
        <p className="sr-only" aria-live="polite">
          {query.trim() ? `${results.length} matching questions` : ''}
        </p>
      </div>
      <div
        id={`${id}-list`}
        className="mx-auto mt-8 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      >
        {results.map((item) => (
          <details key={item.question} name="faq" className="group p-5" data-testid="faq-item">
            <summary className="flex items-center justify-between gap-4 font-semibold">
              {item.question}
              <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-sm leading-6 muted">{item.answer}</p>
          </details>
        ))}
        {results.length === 0 && (
          <div className="p-8 text-center">
            <p className="font-medium">No questions match “{query.trim()}”.</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => setQuery('')}>
              Clear search
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
