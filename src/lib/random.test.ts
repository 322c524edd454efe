import { describe, expect, it } from 'vitest';
import { mulberry32, seededRandom } from './random';

describe('seeded randomness', () => {
  it('draws the same sequence from the same seed, and another from another seed', () => {
    const draw = (next: () => number) => Array.from({ length: 5 }, next);
    expect(draw(mulberry32(42))).toEqual(draw(mulberry32(42)));
    expect(draw(seededRandom('session-a'))).toEqual(draw(seededRandom('session-a')));
    expect(draw(seededRandom('session-a'))).not.toEqual(draw(seededRandom('session-b')));
    expect(draw(mulberry32(7)).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
