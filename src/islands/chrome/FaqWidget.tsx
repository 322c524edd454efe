import { useState } from 'react';
import type { FaqItem } from '../../lib/faq-search';
import { CloseIcon } from './icons';
import { linkButton } from './linkButton';

/** A floating help button with the most asked questions; the full list lives on /faq. */
export default function FaqWidget({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState(false);
  // --insight-dock keeps it beside the Daily Insight column on wide screens (global.css).
  return (
    <div className="fixed bottom-4 right-[calc(var(--insight-dock)+1rem)] z-30 flex flex-col items-end gap-2">
      {open && (
        <div
          id="faq-widget-panel"
          role="region"
          aria-labelledby="faq-widget-title"
          className="card max-h-[60vh] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto p-4"
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 id="faq-widget-title" className="font-bold">
              Quick answers
            </h2>
            <button type="button" className="btn-ghost px-2" aria-label="Close quick answers" onClick={() => setOpen(false)}>
              <CloseIcon />
            </button>
          </div>
          <div className="divide-y divide-slate-200 dark:divide-slate-700">
            {items.map((item) => (
              <details key={item.question} name="faq-widget" className="py-2">
                <summary className="text-sm font-medium">{item.question}</summary>
                <p className="mt-2 text-sm muted">{item.answer}</p>
              </details>
            ))}
          </div>
          <a href="/faq" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100">
            See all FAQs
          </a>
        </div>
      )}
      <a
        href="/faq"
        aria-expanded={open}
        aria-controls="faq-widget-panel"
        {...linkButton(() => setOpen((o) => !o))}
        className="btn-primary h-12 rounded-full px-4 shadow-lg"
      >
        <span aria-hidden="true">?</span> FAQ
      </a>
    </div>
  );
}
