import { describe, expect, it } from 'vitest';
import { axisTicks, isApplication, paceOf, stageCounts, stageCountsOf, trendSentence, weekStartOf, weeklyCounts } from './progress';

describe('progress figures', () => {
  it('puts a day in the week that starts on its Monday', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday ends it
  });

  it('counts sessions per week, keeping empty weeks and dropping older ones', () => {
    const weeks = weeklyCounts(['2026-11-25', '2026-11-24', '2026-11-10', '2026-01-01'], '2026-11-26', 4);
    expect(weeks).toEqual([
      { weekStart: '2026-11-02', sessions: 0 },
      { weekStart: '2026-11-09', sessions: 1 },
      { weekStart: '2026-11-16', sessions: 0 },
      { weekStart: '2026-11-23', sessions: 2 },
    ]);
  });

  it('lists every tracker stage in board order', () => {
    expect(
      stageCounts([
        { stage: 'offer', count: 1 },
        { stage: 'saved', count: 4 },
      ]),
    ).toEqual([
      { stage: 'saved', count: 4 },
      { stage: 'applied', count: 0 },
      { stage: 'interviewing', count: 0 },
      { stage: 'offer', count: 1 },
      { stage: 'closed', count: 0 },
    ]);
  });

  it('calls a tracked job an application from Applied on, and a Closed one only when it was applied for', () => {
    expect(isApplication({ stage: 'saved', appliedOn: null })).toBe(false);
    // A date typed on a job still in Saved does not make it an application.
    expect(isApplication({ stage: 'saved', appliedOn: '2026-11-20' })).toBe(false);
    expect(isApplication({ stage: 'applied', appliedOn: '2026-11-20' })).toBe(true);
    expect(isApplication({ stage: 'interviewing', appliedOn: null })).toBe(true);
    expect(isApplication({ stage: 'offer', appliedOn: '2026-11-20' })).toBe(true);
    expect(isApplication({ stage: 'closed', appliedOn: '2026-11-20' })).toBe(true);
    expect(isApplication({ stage: 'closed', appliedOn: null })).toBe(false);
    expect(stageCountsOf([{ stage: 'saved' }, { stage: 'applied' }, { stage: 'applied' }]).map((s) => s.count)).toEqual([1, 2, 0, 0, 0]);
  });

  it('reads pace as words a minute, and not at all from too short a take', () => {
    expect(paceOf('one two three four five six seven eight nine ten', 4000)).toBeNull();
    expect(paceOf('I led the team — we shipped in 3 weeks.', 6000)).toBe(90); // 9 words in 6 s; the dash is not a word
    expect(paceOf('', 60_000)).toBeNull();
    expect(paceOf('word', null)).toBeNull();
  });

  it('gives axes with ticks a reader can count', () => {
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it('says the trend in words', () => {
    expect(trendSentence([])).toMatch(/No answered/);
    expect(trendSentence([{ averageScore: 40 }])).toBe('One session so far, with an average STAR score of 40.');
    expect(trendSentence([{ averageScore: 40 }, { averageScore: 55 }, { averageScore: 62 }])).toBe(
      '3 sessions: average STAR score 40 in the first, 62 in the latest (up 22 points).',
    );
  });
});
