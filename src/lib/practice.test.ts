import { describe, expect, it } from 'vitest';
import { captionsVtt, clock } from './practice';

describe('a recording’s captions', () => {
  it('spreads the transcript over the recording, ten words a caption', () => {
    const words = Array.from({ length: 15 }, (_, i) => `w${i + 1}`).join(' ');
    expect(captionsVtt(words, 30_000)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:20.000\nw1 w2 w3 w4 w5 w6 w7 w8 w9 w10\n\n00:00:20.000 --> 00:00:30.000\nw11 w12 w13 w14 w15\n',
    );
  });

  it('is an empty track without a transcript, and a typed "-->" cannot end a caption early', () => {
    expect(captionsVtt('  ', 5000)).toBe('WEBVTT\n');
    expect(captionsVtt('a --> b', 61_500)).toBe('WEBVTT\n\n00:00:00.000 --> 00:01:01.500\na → b\n');
  });

  it('shows lengths as minutes and seconds', () => {
    expect(clock(42_900)).toBe('0:42');
    expect(clock(180_000)).toBe('3:00');
  });
});
