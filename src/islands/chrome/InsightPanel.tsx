import { useEffect, useState } from 'react';
import {
  addSavedInsight,
  calendarDay,
  differentInsight,
  insightOfTheDay,
  parseSavedInsights,
  type CareerInsight,
} from '../../lib/insights';

const KEYS = {
  insight: 'careerDailyInsight',
  date: 'careerDailyInsightDate',
  saved: 'savedCareerInsights',
  open: 'careerSidebarOpen',
} as const;

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
    const { insight, fresh } = insightOfTheDay(
      insights,
      { insightId: storedInsightId(read(KEYS.insight)), day: read(KEYS.date) },
      today,
    );
    if (fresh) {
      write(KEYS.insight, insight.id);
      write(KEYS.date, today);
    }
    return insight;
  });
  const [saved, setSaved] = useState<string[]>(() => parseSavedInsights(read(KEYS.saved)));

  useEffect(() => write(KEYS.open, String(open)), [open]);

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
  return (
    <aside aria-label="Today's Career Insight" className="pointer-events-none fixed right-0 top-28 z-20 flex items-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="insight-panel"
        onClick={() => setOpen((o) => !o)}
        className="pointer-events-auto mt-4 rounded-l-lg bg-brand-700 px-2 py-3 text-xs font-semibold text-white shadow-md [writing-mode:vertical-rl] hover:bg-brand-800"
      >
        <span className="hidden sm:inline">Daily Insight</span>
        <span className="sm:hidden">Tip</span>
      </button>
      <div
        id="insight-panel"
        hidden={!open}
        className="pointer-events-auto max-h-[70vh] w-[min(20rem,80vw)] overflow-y-auto rounded-bl-2xl border border-r-0 border-slate-200 bg-white p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 className="text-base font-bold">Today's Career Insight</h2>
        <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{insight.category}</p>
        <h3 className="mt-3 font-semibold">{insight.title}</h3>
        <blockquote className="mt-2 border-l-4 border-brand-500 pl-3 text-sm italic text-slate-700 dark:text-slate-300">
          “{insight.quote}”<footer className="mt-1 not-italic muted">— {insight.author}</footer>
        </blockquote>
        <p className="mt-3 text-sm muted">{insight.description}</p>
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <strong>Try today:</strong> {insight.actionItem}
        </p>
        <p className="mt-3 text-xs muted">
          Source:{' '}
          <a href={insight.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">{insight.source}</a>
        </p>
        <div className="mt-4 flex gap-2">
          <button type="button" className="btn-secondary flex-1" onClick={newInsight}>New Insight</button>
          <button type="button" className="btn-primary flex-1" onClick={save} aria-pressed={isSaved}>
            {isSaved ? 'Saved' : 'Save'}
          </button>
        </div>
        {saved.length > 0 && <p className="mt-2 text-xs muted" data-testid="saved-count">{saved.length} saved</p>}
      </div>
    </aside>
  );
}
