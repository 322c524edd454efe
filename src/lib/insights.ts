export interface CareerInsight {
  id: string;
  title: string;
  quote: string;
  author: string;
  description: string;
  actionItem: string;
  category: 'mindset' | 'networking' | 'skills' | 'planning' | 'branding' | 'communication';
  source: string;
  sourceUrl: string;
}

/** Local calendar day, so "today" turns over at the visitor's midnight. */
export function calendarDay(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export interface StoredDailyInsight {
  /** Insight id kept for the day (careerDailyInsight). */
  insightId: string | null;
  /** Day it was picked (careerDailyInsightDate). */
  day: string | null;
}

/**
 * The insight for today: the stored one when it was picked today and still exists,
 * otherwise a fresh random pick: one random insight per calendar day.
 */
export function insightOfTheDay(
  insights: readonly CareerInsight[],
  stored: StoredDailyInsight,
  today: string,
  random: () => number = Math.random,
): { insight: CareerInsight; fresh: boolean } {
  if (insights.length === 0) throw new Error('No insights to choose from');
  if (stored.day === today) {
    const kept = insights.find((i) => i.id === stored.insightId);
    if (kept) return { insight: kept, fresh: false };
  }
  return { insight: insights[Math.floor(random() * insights.length)]!, fresh: true };
}

/** "New Insight" always picks a different one when there is more than one. */
export function differentInsight(insights: readonly CareerInsight[], currentId: string, random: () => number = Math.random): CareerInsight {
  const others = insights.filter((i) => i.id !== currentId);
  if (others.length === 0) return insights[0]!;
  return others[Math.floor(random() * others.length)]!;
}

/** Saving is idempotent: an insight already saved is not added twice. */
export function addSavedInsight(savedIds: readonly string[], id: string): string[] {
  return savedIds.includes(id) ? [...savedIds] : [...savedIds, id];
}

export function parseSavedInsights(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    // Older builds stored whole insight objects; keep their ids.
    const ids = value.map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null)).filter((v): v is string => !!v);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}
