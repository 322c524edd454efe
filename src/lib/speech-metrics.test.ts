import { describe, expect, it } from 'vitest';
import { SilenceTracker, countWords, findFillers, rms, speechMetrics, wordsPerMinute } from './speech-metrics';

const fillers = (t: string) => Object.fromEntries(findFillers(t).map((f) => [f.phrase, f.count]));

describe('words', () => {
  it('counts contractions, hyphenated words and numbers as one word each', () => {
    // I'm(1) a(2) follow-up(3) person,(4) 20(5) years(6) in(7) retail(8) — don't(9) ask.(10)
    expect(countWords("I'm a follow-up person, 20 years in retail — don't ask.")).toBe(10);
    expect(countWords('  ')).toBe(0);
  });
});

describe('filler words', () => {
  it('counts the sounds and "basically" wherever they are', () => {
    expect(fillers('Um, so I, uh, basically rebuilt the schedule. Umm. Erm')).toEqual({ um: 1, uh: 1, basically: 1, umm: 1, erm: 1 });
  });

  it('"like" is a filler only where it is not a verb or a comparison', () => {
    expect(fillers('I like working with people and we would like to grow.')).toEqual({});
    expect(fillers('It was like a puzzle, and it looks like rain. Things like budgets matter.')).toEqual({});
    // was like really(1) … like, the(2): set off by a comma, so a filler even before "the".
    expect(fillers('I was like really nervous, but like, the team helped.')).toEqual({ like: 2 });
    // A sentence start is not "after" the previous sentence's last word: "I. Like, …" counts.
    expect(fillers('That was it. Like, we shipped.')).toEqual({ like: 1 });
  });

  it('"you know", "I mean", "sort of" and "kind of" as fillers, not as meaning', () => {
    expect(fillers('Do you know how it works? You know the drill. If you know what I mean.')).toEqual({});
    // "I mean what I say" has meaning; "I mean, we" is an aside.
    expect(fillers('I mean what I say. I mean, we were late, you know, by a week.')).toEqual({ 'i mean': 1, 'you know': 1 });
    expect(fillers('It was a kind of tool we sort of built, and what kind of team kind of matters.')).toEqual({ 'sort of': 1, 'kind of': 1 });
  });

  it('does not join a phrase across a sentence end', () => {
    expect(fillers('That was for you. Know that.')).toEqual({});
  });

  it('ranks the most frequent first', () => {
    expect(findFillers('Um, uh, um, like, um.')).toEqual([
      { phrase: 'um', count: 3 },
      { phrase: 'like', count: 1 },
      { phrase: 'uh', count: 1 },
    ]);
  });
});

describe('pace and the readings', () => {
  it('words a minute over the whole recording, none for very short ones', () => {
    expect(wordsPerMinute(150, 60_000)).toBe(150);
    expect(wordsPerMinute(50, 20_000)).toBe(150);
    expect(wordsPerMinute(20, 9_999)).toBeNull();
    expect(wordsPerMinute(0, 60_000)).toBeNull();
  });

  it('reads a 75-second answer of 186 words with 4 fillers and one long pause', () => {
    // Hand count: 90 + "um" + 45 + "uh" + 45 + "you know" (2 words) + "um" + "done" = 186 words;
    // fillers: um ×2, uh, you know = 4, so 4 / 186 = 2.2 per 100 words; 186 words in 1.25 min = 149 wpm.
    const transcript = `${'word '.repeat(90)}um, ${'word '.repeat(45)}uh ${'word '.repeat(45)}you know, um done`;
    const m = speechMetrics({ transcript, durationMs: 75_000, pausesMs: [2400, 800, 1999] });
    expect(m.words).toBe(186);
    expect(m.wordsPerMinute).toBe(149);
    expect(m.pace).toBe('within');
    expect(m.fillers).toEqual({
      total: 4,
      perHundredWords: 2.2,
      phrases: [
        { phrase: 'um', count: 2 },
        { phrase: 'uh', count: 1 },
        { phrase: 'you know', count: 1 },
      ],
    });
    // Only pauses of 2 s or more count.
    expect(m.pauses).toEqual({ long: 1, longestMs: 2400, durationsMs: [2400] });
    expect(m.length).toBe('within');
    expect(m.readings).toEqual([
      '149 words a minute: 140–160 words a minute is an easy pace to follow, and you are in it.',
      '4 filler words (2.2 per 100 words, mostly "um"): up to 3 per 100 words goes unnoticed.',
      '1 long pause (the longest 2.4 s): a pause to think is fine.',
      '1:15 long: one to two minutes suits most interview answers.',
    ]);
  });

  it('a quick pace is quick, a slow one slow, a long answer long, and many fillers are noticed', () => {
    const quick = speechMetrics({ transcript: `${'word '.repeat(90)}um uh like, um`, durationMs: 30_000, pausesMs: [] });
    expect(quick.wordsPerMinute).toBe(188);
    expect(quick.readings[0]).toBe('188 words a minute is quick; 140–160 words a minute is an easy pace to follow. Pause after each key point.');
    expect(quick.readings[1]).toBe('4 filler words (4.3 per 100 words, mostly "um"): more than 3 per 100 words is noticed. A short silent pause works better.');
    expect(speechMetrics({ transcript: 'word '.repeat(150), durationMs: 60_000, pausesMs: [] }).readings[0]).toBe(
      '150 words a minute: 140–160 words a minute is an easy pace to follow, and you are in it.',
    );
    const slow = speechMetrics({ transcript: 'word '.repeat(300), durationMs: 150_000, pausesMs: [3000, 2500, 4000] });
    expect(slow.pace).toBe('under');
    expect(slow.length).toBe('over');
    expect(slow.readings[2]).toMatch(/^3 long pauses \(the longest 4\.0 s\): knowing your story/);
    expect(slow.readings[3]).toBe('2:30 long: past two minutes, listeners drift. Lead with the result and trim the set-up.');
  });

  it('with no transcript, asks for one instead of inventing a pace', () => {
    const m = speechMetrics({ transcript: '', durationMs: 40_000, pausesMs: [] });
    expect(m.wordsPerMinute).toBeNull();
    expect(m.readings[0]).toBe('No transcript yet: add what you said to see your pace and filler words.');
    expect(m.readings[3]).toBe('40 seconds long: most interview answers need one to two minutes to give the situation, your action and the result.');
  });
});

describe('silence detection', () => {
  const run = (levels: [number, number][]) => {
    const t = new SilenceTracker(0.01, 2000);
    for (const [at, level] of levels) t.push(at, level);
    return t.finish();
  };

  it('counts a quiet stretch of 2 s or more between sounds', () => {
    expect(
      run([
        [0, 0.2],
        [100, 0.001],
        [2600, 0.002],
        [2700, 0.3],
        [2800, 0.001],
        [3500, 0.2],
      ]),
    ).toEqual([2600]);
  });

  it('ignores the quiet before the first word and after the last', () => {
    expect(
      run([
        [0, 0],
        [5000, 0],
        [5100, 0.2],
        [5200, 0],
        [9000, 0],
      ]),
    ).toEqual([]);
  });

  it('measures loudness as the RMS of the samples', () => {
    expect(rms([0.5, -0.5, 0.5, -0.5])).toBe(0.5);
    expect(rms([])).toBe(0);
  });
});
