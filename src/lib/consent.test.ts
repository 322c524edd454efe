import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, CUSTOMIZE_DEFAULTS, parseConsent, serializeConsent } from './consent';

describe('cookie consent', () => {
  it('round-trips a stored choice', () => {
    const choice = { necessary: true as const, analytics: false, marketing: true, preferences: false };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  it('treats a missing value as no choice, so the dialog appears', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('')).toBeNull();
  });

  it('treats an unreadable stored value as no choice, so the dialog comes back', () => {
    expect(parseConsent('{oops')).toBeNull();
    expect(parseConsent('"yes"')).toBeNull();
    expect(parseConsent('[true]')).toBeNull();
    expect(parseConsent('{"analytics":"yes","marketing":false,"preferences":true}')).toBeNull();
    expect(parseConsent('{"analytics":true}')).toBeNull();
  });

  it('keeps necessary cookies on whatever was stored', () => {
    expect(parseConsent('{"necessary":false,"analytics":false,"marketing":false,"preferences":false}')?.necessary).toBe(true);
  });

  it('Accept All turns every type on; Customize starts with analytics and preferences on, marketing off', () => {
    expect(ACCEPT_ALL).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true });
    expect(CUSTOMIZE_DEFAULTS).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
  });
});
