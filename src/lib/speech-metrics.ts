/**
 * Voice practice metrics, from the transcript and the timing only: words, pace, filler words,
 * long pauses and answer length, each with a plain-language reading against a named target.
 * Shared by the recorder (live silence detection, a preview before saving) and the server (the
 * metrics stored with a recording). Pure: no browser or Node APIs.
 *
 * Filler rules (the word lists are content/practice/fillers.json):
 * - A filler is a listed phrase matched on whole words, case-insensitively ("um", "you know").
 * - A phrase with `notAfter` is not a filler when the word just before it, in the same sentence,
 *   is listed ("I like", "would like", "a kind of").
 * - A phrase with `notBefore` is not a filler when the word just after it is listed ("like a
 *   puzzle", "like to", "you know how"). A comma straight after a `commaAfter` phrase makes it a
 *   filler whatever follows ("like, the team"), since typed transcripts mark the aside.
 * - Where two phrases overlap, the longer one counts ("you know" before "know" alone).
 */
import fillerData from '@content/practice/fillers.json';

/** 140–160 words a minute is an easy pace to follow in an interview. */
export const PACE_TARGET_WPM = { min: 140, max: 160 } as const;
/** A pause this long or longer, in the middle of an answer, is a long pause. */
export const LONG_PAUSE_MS = 2000;
/** More long pauses than this in one answer is worth working on. */
export const LONG_PAUSES_OK = 2;
/** Up to this many fillers per 100 words goes unnoticed by most listeners. */
export const FILLERS_PER_100_OK = 3;
/** A behavioural answer (STAR) lands best between one and two minutes. */
export const ANSWER_LENGTH_TARGET_MS = { min: 60_000, max: 120_000 } as const;
/** Below this much audio a words-a-minute figure means nothing. */
export const MIN_TIMED_MS = 10_000;
/** Silence detection: the level (RMS of the waveform, 0–1) below which the room counts as quiet. */
export const SILENCE_RMS = 0.01;

interface FillerRule {
  phrase: string;
  notAfter?: string[];
  notBefore?: string[];
  commaAfter?: boolean;
}

interface CompiledRule {
  phrase: string;
  words: string[];
  notAfter: Set<string>;
  notBefore: Set<string>;
  commaAfter: boolean;
}

const RULES: CompiledRule[] = (fillerData.fillers as FillerRule[])
  .map((r) => ({
    phrase: r.phrase,
    words: r.phrase.split(' '),
    notAfter: new Set(r.notAfter ?? []),
    notBefore: new Set(r.notBefore ?? []),
    commaAfter: r.commaAfter ?? false,
  }))
  // Longer phrases first, so "you know" is taken before any one-word rule could take its words.
  .sort((a, b) => b.words.length - a.words.length);

interface Token {
  word: string;
  /** A sentence ends between the previous word and this one. */
  sentenceBefore: boolean;
  /** A comma (or dash, or semicolon) follows this word. */
  commaAfter: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*(?:-[\p{L}\p{N}]+)*/gu;

/** The transcript's words, lower-cased, with the punctuation around them that the rules read. */
export function tokenize(transcript: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of transcript.matchAll(WORD)) {
    const gap = transcript.slice(last, m.index);
    if (tokens.length > 0 && /[,;–—]|\s-\s/.test(gap)) tokens[tokens.length - 1]!.commaAfter = true;
    tokens.push({ word: m[0].toLowerCase().replace(/’/g, "'"), sentenceBefore: tokens.length === 0 || /[.!?]/.test(gap), commaAfter: false });
    last = m.index + m[0].length;
  }
  if (tokens.length > 0 && /[,;–—]/.test(transcript.slice(last))) tokens[tokens.length - 1]!.commaAfter = true;
  return tokens;
}

export const countWords = (transcript: string): number => tokenize(transcript).length;

export interface FillerCount {
  phrase: string;
  count: number;
}

/** The fillers of a transcript under the rules above, most frequent first. */
export function findFillers(transcript: string): FillerCount[] {
  const tokens = tokenize(transcript);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const counts = new Map<string, number>();
  for (const rule of RULES) {
    const n = rule.words.length;
    for (let i = 0; i + n <= tokens.length; i++) {
      if (rule.words.some((w, k) => tokens[i + k]!.word !== w || taken[i + k])) continue;
      // A phrase split by a sentence end is two sentences, not one filler.
      if (tokens.slice(i + 1, i + n).some((t) => t.sentenceBefore)) continue;
      const before = i > 0 && !tokens[i]!.sentenceBefore ? tokens[i - 1]!.word : null;
      const last = tokens[i + n - 1]!;
      const next = i + n < tokens.length && !tokens[i + n]!.sentenceBefore ? tokens[i + n]!.word : null;
      if (before && rule.notAfter.has(before)) continue;
      const setOff = rule.commaAfter && last.commaAfter;
      if (!setOff && next && rule.notBefore.has(next)) continue;
      for (let k = 0; k < n; k++) taken[i + k] = true;
      counts.set(rule.phrase, (counts.get(rule.phrase) ?? 0) + 1);
    }
  }
  return [...counts].map(([phrase, count]) => ({ phrase, count })).sort((a, b) => b.count - a.count || a.phrase.localeCompare(b.phrase));
}

/** Words a minute over the whole recording, or null when it is too short (or silent) to say. */
export function wordsPerMinute(words: number, durationMs: number): number | null {
  if (words === 0 || durationMs < MIN_TIMED_MS) return null;
  return Math.round((words * 60_000) / durationMs);
}

export type Band = 'under' | 'within' | 'over';

export interface SpeechMetrics {
  words: number;
  durationMs: number;
  wordsPerMinute: number | null;
  pace: Band | null;
  fillers: { total: number; perHundredWords: number; phrases: FillerCount[] };
  /** Silences of LONG_PAUSE_MS or more while recording, as measured in the browser. */
  pauses: { long: number; longestMs: number; durationsMs: number[] };
  length: Band;
  /** One plain sentence per metric, in the order above. */
  readings: string[];
}

const band = (value: number, target: { min: number; max: number }): Band => (value < target.min ? 'under' : value > target.max ? 'over' : 'within');

const seconds = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s} seconds`;
};

/** Everything the practice room shows about one answer. */
export function speechMetrics(input: { transcript: string; durationMs: number; pausesMs: readonly number[] }): SpeechMetrics {
  const words = countWords(input.transcript);
  const wpm = wordsPerMinute(words, input.durationMs);
  const phrases = findFillers(input.transcript);
  const total = phrases.reduce((n, f) => n + f.count, 0);
  const perHundredWords = words === 0 ? 0 : Math.round((total * 1000) / words) / 10;
  const durationsMs = input.pausesMs.filter((p) => p >= LONG_PAUSE_MS).map(Math.round);
  const longestMs = durationsMs.reduce((m, p) => Math.max(m, p), 0);
  const pace = wpm === null ? null : band(wpm, PACE_TARGET_WPM);
  const length = band(input.durationMs, ANSWER_LENGTH_TARGET_MS);
  const target = `${PACE_TARGET_WPM.min}–${PACE_TARGET_WPM.max} words a minute is an easy pace to follow`;

  const readings = [
    wpm === null
      ? words === 0
        ? 'No transcript yet: add what you said to see your pace and filler words.'
        : `Too short to time: record at least ${MIN_TIMED_MS / 1000} seconds to see your pace.`
      : pace === 'within'
        ? `${wpm} words a minute: ${target}, and you are in it.`
        : pace === 'under'
          ? `${wpm} words a minute is on the slow side; ${target}. Shorter sentences help.`
          : `${wpm} words a minute is quick; ${target}. Pause after each key point.`,
    total === 0
      ? words === 0
        ? 'Filler words are counted from the transcript.'
        : 'No filler words. Well done.'
      : `${total} filler ${total === 1 ? 'word' : 'words'} (${perHundredWords} per 100 words${phrases[0] ? `, mostly "${phrases[0].phrase}"` : ''}): ${
          perHundredWords <= FILLERS_PER_100_OK
            ? `up to ${FILLERS_PER_100_OK} per 100 words goes unnoticed.`
            : `more than ${FILLERS_PER_100_OK} per 100 words is noticed. A short silent pause works better.`
        }`,
    durationsMs.length === 0
      ? `No pauses of ${LONG_PAUSE_MS / 1000} seconds or more.`
      : `${durationsMs.length} long ${durationsMs.length === 1 ? 'pause' : 'pauses'} (the longest ${(longestMs / 1000).toFixed(1)} s): ${
          durationsMs.length <= LONG_PAUSES_OK ? 'a pause to think is fine.' : "knowing your story's steps (situation, task, action, result) keeps it moving."
        }`,
    length === 'within'
      ? `${seconds(input.durationMs)} long: one to two minutes suits most interview answers.`
      : length === 'under'
        ? `${seconds(input.durationMs)} long: most interview answers need one to two minutes to give the situation, your action and the result.`
        : `${seconds(input.durationMs)} long: past two minutes, listeners drift. Lead with the result and trim the set-up.`,
  ];
  return {
    words,
    durationMs: input.durationMs,
    wordsPerMinute: wpm,
    pace,
    fillers: { total, perHundredWords, phrases },
    pauses: { long: durationsMs.length, longestMs, durationsMs },
    length,
    readings,
  };
}

/**
 * Finds silences in a stream of audio levels while recording: feed it each level reading with
 * its time; `finish` returns the silences that lasted `minMs` or more. Silence before the first
 * sound is getting ready, and silence after the last sound is stopping: neither is a pause.
 */
export class SilenceTracker {
  private quietSince: number | null = null;
  private heardSound = false;
  private readonly pauses: number[] = [];

  constructor(
    private readonly threshold = SILENCE_RMS,
    private readonly minMs = LONG_PAUSE_MS,
  ) {}

  push(atMs: number, rms: number): void {
    if (rms < this.threshold) {
      this.quietSince ??= atMs;
      return;
    }
    if (this.heardSound && this.quietSince !== null && atMs - this.quietSince >= this.minMs) this.pauses.push(atMs - this.quietSince);
    this.heardSound = true;
    this.quietSince = null;
  }

  finish(): number[] {
    return [...this.pauses];
  }
}

/** Root mean square of a waveform (samples in −1…1): how loud it is. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}
