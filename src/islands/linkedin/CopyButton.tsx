import { useEffect, useState } from 'react';

/** Selects the text of an element, for the member to copy themselves. */
function selectTextOf(id: string): boolean {
  const el = document.getElementById(id);
  const selection = window.getSelection();
  if (!el || !selection) return false;
  const range = document.createRange();
  range.selectNodeContents(el);
  selection.removeAllRanges();
  selection.addRange(range);
  return true;
}

type Status = 'idle' | 'copied' | 'selected';

/**
 * Copies one suggestion to the clipboard and says so where a screen reader hears it. When the
 * browser refuses the clipboard, the suggestion's text is selected instead, with how to copy it.
 */
export function CopyButton({ text, what, textId }: { text: string; what: string; textId: string }) {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const t = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(t);
  }, [status]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus(selectTextOf(textId) ? 'selected' : 'idle');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={copy} aria-label={`Copy ${what}`}>
        Copy
      </button>
      <span aria-live="polite" className="text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="copy-status">
        {status === 'copied' && 'Copied'}
        {status === 'selected' && 'Your browser did not allow copying: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it.'}
      </span>
    </div>
  );
}
