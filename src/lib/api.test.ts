import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage } from './api';

describe('apiErrorMessage', () => {
  it("shows the server's own message", () => {
    expect(apiErrorMessage(new ApiError(409, '409: {"message":"taken"}', 'taken'), 'fallback')).toBe('taken');
  });

  it('falls back when the answer carried no message or the network failed', () => {
    expect(apiErrorMessage(new ApiError(502, '502: Bad Gateway'), 'Please try again later')).toBe('Please try again later');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Could not connect.')).toBe('Could not connect.');
  });
});
