import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, dismissToast, showPendingToast } from '~/stores/toast';
import { CloseIcon } from './icons';

/** The notifications region: one toast at a time; F8 moves focus here. */
export default function Toaster() {
  const toast = useStore($toast);
  const region = useRef<HTMLOListElement>(null);
  const startX = useRef<number | null>(null);

  useEffect(showPendingToast, []);

  // From `sm` up toasts sit at the top right, below the header wherever it is (the banner above it
  // moves it down): never on the header's own controls.
  const [top, setTop] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!toast || !window.matchMedia('(min-width: 640px)').matches) return setTop(undefined);
    const header = document.getElementById('site-header')?.getBoundingClientRect();
    setTop(Math.max(16, (header?.bottom ?? 64) + 12));
  }, [toast]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const destructive = toast?.variant === 'destructive';
  // On wide screens toasts stay left of the Daily Insight column (--insight-dock, global.css).
  return (
    <section aria-label="Notifications (F8)">
      <ol
        ref={region}
        tabIndex={-1}
        style={top === undefined ? undefined : { top }}
        className="pointer-events-none fixed bottom-4 left-1/2 z-[60] flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none sm:bottom-auto sm:left-auto sm:right-[calc(var(--insight-dock)+1rem)] sm:top-20 sm:translate-x-0"
      >
        {toast && (
          <li
            key={toast.id}
            data-testid="toast"
            data-variant={toast.variant}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${
              destructive
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
            }`}
            onPointerDown={(e) => (startX.current = e.clientX)}
            onPointerUp={(e) => {
              // Swipe to dismiss past 50 px.
              if (startX.current !== null && Math.abs(e.clientX - startX.current) > 50) dismissToast(toast.id);
              startX.current = null;
            }}
          >
            {/* The live region is inside the list item: a role on the <li> itself would take away its list-item role. */}
            <div className="flex-1" role={destructive ? 'alert' : 'status'} aria-live={destructive ? 'assertive' : 'polite'} aria-atomic="true">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
            </div>
            <button type="button" aria-label="Dismiss notification" className="rounded p-1 opacity-80 hover:opacity-100" onClick={() => dismissToast(toast.id)}>
              <CloseIcon className="h-4 w-4" />
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
