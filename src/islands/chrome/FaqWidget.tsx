import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { FaqItem } from '~/lib/faq-search';
import { $faqOpen } from '~/stores/faq';
import { CloseIcon } from './icons';
import { linkButton } from './linkButton';

/**
 * A help button with the most asked questions; the full list lives on /faq. It floats only where
 * the page leaves a gutter for it, so it never covers content (global.css, .faq-launcher); narrower,
 * the header's "?" opens the same panel.
 */
export default function FaqWidget({ items }: { items: FaqItem[] }) {
  const open = useStore($faqOpen);
  const setOpen = (next: boolean) => $faqOpen.set(next);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && $faqOpen.set(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      {open && (
        <div
          id="faq-widget-panel"
          role="region"
          aria-labelledby="faq-widget-title"
          className="faq-panel card z-40 max-h-[60vh] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto p-4"
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
        {...linkButton(() => setOpen(!open))}
        className="faq-launcher btn-primary z-30 h-11 rounded-full px-3.5 text-sm shadow-lg"
      >
        <span aria-hidden="true">?</span> FAQ
      </a>
    </>
  );
}
