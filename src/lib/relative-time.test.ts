import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

describe('timeAgo', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  it.each([
    [10, 'just now'],
    [60, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [2 * 3600 + 120, '2 hours ago'],
    [86_400, '1 day ago'],
    [45 * 86_400, '1 month ago'],
    [800 * 86_400, '2 years ago'],
    [-30, 'just now'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(timeAgo(before(seconds), now)).toBe(text);
  });
});
