import { describe, expect, it } from 'vitest';
import { addSavedInsight, calendarDay, differentInsight, insightOfTheDay, parseSavedInsights, type CareerInsight } from './insights';

const make = (id: string): CareerInsight => ({
  id,
  title: id,
  quote: 'q',
  author: 'a',
  description: 'd',
  actionItem: 'x',
  category: 'mindset',
  source: 's',
  sourceUrl: 'https://example.com/',
});
const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(make);

describe('insight of the day', () => {
  it('keeps the insight stored for today', () => {
    const r = insightOfTheDay(all, { insightId: 'c', day: '2026-11-22' }, '2026-11-22', () => 0);
    expect(r).toEqual({ insight: all[2], fresh: false });
  });

  it('picks a new one on a new calendar day', () => {
    const r = insightOfTheDay(all, { insightId: 'c', day: '2026-11-21' }, '2026-11-22', () => 0.99);
    expect(r.fresh).toBe(true);
    expect(r.insight.id).toBe('g');
  });

  it('picks a new one when the stored insight no longer exists', () => {
    const r = insightOfTheDay(all, { insightId: 'gone', day: '2026-11-22' }, '2026-11-22', () => 0);
    expect(r).toEqual({ insight: all[0], fresh: true });
  });

  it('uses the local calendar day', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('New Insight never repeats the current one', () => {
    for (const r of [0, 0.3, 0.6, 0.999]) expect(differentInsight(all, 'a', () => r).id).not.toBe('a');
  });
});

describe('saved insights', () => {
  it('adds an insight once, without duplicates', () => {
    expect(addSavedInsight(addSavedInsight([], 'a'), 'a')).toEqual(['a']);
    expect(addSavedInsight(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('reads ids and older stored objects, and ignores unreadable values', () => {
    expect(parseSavedInsights('["a","b","a"]')).toEqual(['a', 'b']);
    expect(parseSavedInsights('[{"id":"c","title":"x"}]')).toEqual(['c']);
    expect(parseSavedInsights('{not json')).toEqual([]);
    expect(parseSavedInsights(null)).toEqual([]);
  });
});
