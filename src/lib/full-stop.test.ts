import { describe, expect, it } from 'vitest';
import { withFullStop } from './full-stop';
import { site } from '~/config/site';

describe('withFullStop', () => {
  it('keeps the one full stop a name already ends with', () => {
    expect(withFullStop('CareerPivot, Inc.')).toBe('CareerPivot, Inc.');
  });

  it('adds a full stop to a name without one', () => {
    expect(withFullStop('CareerPivot LLC')).toBe('CareerPivot LLC.');
    expect(withFullStop('CareerPivot LLC ')).toBe('CareerPivot LLC.');
  });

  it('reads with exactly one full stop for the configured legal entity', () => {
    expect(`© 2026 ${withFullStop(site.legalEntity)} All rights reserved.`).not.toMatch(/\.\./);
  });
});
