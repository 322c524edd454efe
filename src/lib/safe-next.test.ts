import { describe, expect, it } from 'vitest';
import { MAX_NEXT_LENGTH, safeNextPath } from './safe-next';

const FALLBACK = '/dashboard';
const ORIGIN = 'https://careerpivot.example';

/** What a browser on our site would open for this `next`. */
const landsOn = (next: string | null | undefined) => new URL(safeNextPath(next, FALLBACK), ORIGIN);

describe('safeNextPath keeps paths on this site', () => {
  it.each(['/refer', '/admin', '/', '/resources/resume', '/checkout?plan=elite&billing=annual', '/faq#cancel', '/pivotmatch?q=data%20science#results'])(
    'keeps %s exactly, query and hash included',
    (path) => {
      expect(safeNextPath(path, FALLBACK)).toBe(path);
    },
  );

  it('keeps a path with encoded characters that stay a path', () => {
    expect(safeNextPath('/resources/caf%C3%A9', FALLBACK)).toBe('/resources/caf%C3%A9');
  });

  it('uses the fallback when there is no value, and /dashboard when no fallback is given', () => {
    expect(safeNextPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeNextPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeNextPath('', FALLBACK)).toBe(FALLBACK);
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('//evil.example', '')).toBe('');
  });
});

describe('safeNextPath refuses anything that leaves the site', () => {
  const refused: [string, string][] = [
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/login'],
    ['backslash after the slash', '/\\evil.example'],
    ['leading backslash', '\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash later on', '/refer\\..\\\\evil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return between the slashes', '/\r/evil.example'],
    ['a space', '/ /evil.example'],
    ['a non-breaking space', '/\u00A0/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007F/evil.example'],
    ['leading whitespace', ' /refer'],
    ['encoded backslash, upper case', '/%5Cevil.example'],
    ['encoded backslash, lower case', '/%5cevil.example'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['https URL', 'https://evil.example/'],
    ['http URL', 'http://evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path without a slash', 'evil.example'],
    ['dot-relative path', './refer'],
  ];

  it.each(refused)('refuses %s', (_name, value) => {
    expect(safeNextPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each(refused)('never leaves our origin: %s', (_name, value) => {
    expect(landsOn(value).origin).toBe(ORIGIN);
  });

  it('refuses a value over the length limit and keeps one at the limit', () => {
    const atLimit = `/${'a'.repeat(MAX_NEXT_LENGTH - 1)}`;
    expect(safeNextPath(atLimit, FALLBACK)).toBe(atLimit);
    expect(safeNextPath(`${atLimit}a`, FALLBACK)).toBe(FALLBACK);
  });
});
