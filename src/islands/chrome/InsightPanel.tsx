import { useEffect, useState } from 'react';
import { addSavedInsight, calendarDay, differentInsight, insightOfTheDay, parseSavedInsights, type CareerInsight } from '~/lib/insights';

const KEYS = {
  insight: 'careerDailyInsight',
  date: 'careerDailyInsightDate',
  saved: 'savedCareerInsights',
  open: 'careerSidebarOpen',
} as const;

/**
 * The page reserves the panel's space from this attribute (src/styles/global.css), so the
 * panel never covers content. BaseLayout's head script sets it from storage before first
 * paint (no shift when the island arrives); the island keeps it in step when toggled.
 */
function reserveSpace(open: boolean): void {
  document.documentElement.dataset.insight = open ? 'open' : 'closed';
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage blocked: state lasts for this page */
  }
}

/** Earlier builds stored the whole insight object; accept that or a bare id. */
function storedInsightId(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === 'object' && 'id' in v) return String(v.id);
    if (typeof v === 'string') return v;
  } catch {
    /* a bare id */
  }
  return raw;
}

export default function InsightPanel({ insights }: { insights: CareerInsight[] }) {
  const [open, setOpen] = useState(() => read(KEYS.open) !== 'false');
  const [insight, setInsight] = useState<CareerInsight>(() => {
    const today = calendarDay(new Date());
    const { insight, fresh } = insightOfTheDay(insights, { insightId: storedInsightId(read(KEYS.insight)), day: read(KEYS.date) }, today);
    if (fresh) {
      write(KEYS.insight, insight.id);
      write(KEYS.date, today);
    }
    return insight;
  });
  const [saved, setSaved] = useState<string[]>(() => parseSavedInsights(read(KEYS.saved)));

  useEffect(() => {
    write(KEYS.open, String(open));
    reserveSpace(open);
  }, [open]);

  function newInsight() {
    const next = differentInsight(insights, insight.id);
    setInsight(next);
    write(KEYS.insight, next.id);
    write(KEYS.date, calendarDay(new Date()));
  }

  function save() {
    const next = addSavedInsight(saved, insight.id);
    setSaved(next);
    write(KEYS.saved, JSON.stringify(next));
  }

  const isSaved = saved.includes(insight.id);
  // Docked, never floating: a column of its own on wide screens (`wide:`, 1440 px and up, where
  // the page keeps at least 1024 px beside it), and a collapsible section above the footer on
  // narrower ones. The dock's size and place come from `.insight-dock` in global.css.
  return (
    <aside
      aria-label="Today's Career Insight"
      className="flex flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900 wide:flex-row wide:rounded-none wide:border-y-0 wide:border-r-0"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="insight-panel"
        onClick={() => setOpen((o) => !o)}
        className="flex h-12 w-full shrink-0 items-center justify-between gap-2 px-5 text-sm font-semibold text-brand-700 hover:bg-slate-50 dark:text-brand-100 dark:hover:bg-slate-800 wide:mx-1.5 wide:mt-4 wide:h-auto wide:w-8 wide:justify-center wide:self-start wide:rounded-lg wide:bg-brand-700 wide:px-2 wide:py-3 wide:text-xs wide:text-white wide:shadow-md wide:[writing-mode:vertical-rl] wide:hover:bg-brand-800 dark:wide:text-white dark:wide:hover:bg-brand-800"
      >
        <span>
          <span className="hidden sm:inline">Daily Insight</span>
          <span className="sm:hidden">Tip</span>
        </span>
        <ChevronIcon open={open} />
      </button>
      <div
        id="insight-panel"
        hidden={!open}
        className="border-t border-slate-200 p-5 dark:border-slate-700 wide:min-w-0 wide:flex-1 wide:overflow-y-auto wide:border-t-0 wide:py-6 wide:pl-2"
      >
        {/* Two columns where the section spans the page, one in the narrow column. */}
        <div className="md:grid md:grid-cols-[3fr_2fr] md:gap-x-8 wide:block">
          <div>
            <h2 className="text-base font-bold">Today's Career Insight</h2>
            <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{insight.category}</p>
            <h3 className="mt-3 font-semibold">{insight.title}</h3>
            <blockquote className="mt-2 border-l-4 border-brand-500 pl-3 text-sm italic text-slate-700 dark:text-slate-300">
              “{insight.quote}”<footer className="mt-1 not-italic muted">— {insight.author}</footer>
            </blockquote>
            <p className="mt-3 text-sm muted">{insight.description}</p>
          </div>
          <div>
            <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200 md:mt-0 wide:mt-3">
              <strong>Try today:</strong> {insight.actionItem}
            </p>
            <p className="mt-3 text-xs muted">
              Source:{' '}
              <a href={insight.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {insight.source}
              </a>
            </p>
            <div className="mt-4 flex max-w-sm gap-2">
              <button type="button" className="btn-secondary flex-1" onClick={newInsight}>
                New Insight
              </button>
              <button type="button" className="btn-primary flex-1" onClick={save} aria-pressed={isSaved}>
                {isSaved ? 'Saved' : 'Save'}
              </button>
            </div>
            {saved.length > 0 && (
              <p className="mt-2 text-xs muted" data-testid="saved-count">
                {saved.length} saved
              </p>
            )}
          </div>
        </div>
      </div>
    </aside>
  );
}

/** Points the way the section will move: down to open, up to close (not on the wide rail). */
function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`h-5 w-5 transition-transform wide:hidden ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
