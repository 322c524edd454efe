import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferral, rememberReferral, rememberedReferral } from './checkout';
import { REFERRAL_STORAGE_KEY } from './referral';

// The browser's storage, for a node test.
const store = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
const DAY = 24 * 3600_000;

describe('a followed referral link is remembered (first touch, 30 days)', () => {
  beforeEach(() => store.clear());

  it('keeps the first code, not a later one', () => {
    const t = Date.UTC(2026, 10, 1);
    rememberReferral('FIRST234', t);
    rememberReferral('LATER567', t + DAY);
    expect(rememberedReferral(t + 2 * DAY)).toBe('FIRST234');
  });

  it('forgets it after 30 days, and then a new link counts', () => {
    const t = Date.UTC(2026, 10, 1);
    rememberReferral('FIRST234', t);
    expect(rememberedReferral(t + 30 * DAY - 1)).toBe('FIRST234');
    expect(rememberedReferral(t + 30 * DAY + 1)).toBeNull();
    rememberReferral('LATER567', t + 31 * DAY);
    expect(rememberedReferral(t + 31 * DAY)).toBe('LATER567');
  });

  it('reads a bare code stored by an older version, ignores junk, and forgets on request', () => {
    store.set(REFERRAL_STORAGE_KEY, 'OLDCODE8');
    expect(rememberedReferral()).toBe('OLDCODE8');
    store.set(REFERRAL_STORAGE_KEY, JSON.stringify({ code: '<b>', at: Date.now() }));
    expect(rememberedReferral()).toBeNull();
    rememberReferral('KEEPME23');
    forgetReferral();
    expect(rememberedReferral()).toBeNull();
  });
});
