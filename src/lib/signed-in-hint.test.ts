import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, hasSignedInHint } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is found among other cookies, wherever it sits', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; other=x`)).toBe(true);
  });

  it('is absent for a visitor who never signed in', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(null)).toBe(false);
    expect(hasSignedInHint(undefined)).toBe(false);
    expect(hasSignedInHint('theme=dark; cookie-consent=1')).toBe(false);
  });

  it('is absent once cleared (an empty value) and is not confused with a similar name', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=`)).toBe(false);
    expect(hasSignedInHint(`x${SIGNED_IN_HINT_COOKIE}=1; ${SIGNED_IN_HINT_COOKIE}_old=1`)).toBe(false);
  });
});
