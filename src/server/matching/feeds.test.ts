import { describe, expect, it } from 'vitest';
import { configuredFeeds } from './feeds';

describe('JOB_FEEDS', () => {
  it('reads kind:company pairs and ignores anything else', () => {
    expect(configuredFeeds(' greenhouse:acme , lever:globex,workday:x,lever:, ,greenhouse')).toEqual([
      { kind: 'greenhouse', company: 'acme' },
      { kind: 'lever', company: 'globex' },
    ]);
  });

  it('imports nothing by default', () => {
    expect(configuredFeeds('')).toEqual([]);
  });
});
