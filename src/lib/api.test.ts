import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage, apiFormErrorMessage, fieldOfMessage } from './api';

describe('apiErrorMessage', () => {
  it("shows the server's own message", () => {
    expect(apiErrorMessage(new ApiError(409, '409: {"message":"taken"}', 'taken'), 'fallback')).toBe('taken');
  });

  it('falls back when the answer carried no message or the network failed', () => {
    expect(apiErrorMessage(new ApiError(502, '502: Bad Gateway'), 'Please try again later')).toBe('Please try again later');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Could not connect.')).toBe('Could not connect.');
  });
});

describe('fieldOfMessage', () => {
  it('splits the field our functions name first from the message', () => {
    expect(fieldOfMessage('data.work.0.startDate: Use a date like 2021.')).toEqual({ field: 'data.work.0.startDate', text: 'Use a date like 2021.' });
    expect(fieldOfMessage('link: Enter the job link as a web address starting with https://.')).toEqual({
      field: 'link',
      text: 'Enter the job link as a web address starting with https://.',
    });
  });

  it('leaves a message that names no field alone', () => {
    expect(fieldOfMessage('"CSM" at Acme Health is already in your tracker.')).toBeNull();
    expect(fieldOfMessage('Cross-site requests are not allowed.')).toBeNull();
  });
});

describe('apiFormErrorMessage', () => {
  it('drops the field path a 400 starts with, so a form says only the sentence', () => {
    const refused = new ApiError(400, '400: …', 'roleTitle: The role can be at most 120 characters.');
    expect(apiFormErrorMessage(refused, 'fallback')).toBe('The role can be at most 120 characters.');
    expect(apiFormErrorMessage(new ApiError(429, '429: …', 'Too many tries: wait a minute.'), 'fallback')).toBe('Too many tries: wait a minute.');
    expect(apiFormErrorMessage(new TypeError('Failed to fetch'), 'Could not connect.')).toBe('Could not connect.');
  });
});
