import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_HEADERS, PAGE_HEADERS } from '~/config/security-headers';
import { parseNetlifyRules, headersFor } from './serve/routing';
import { withSecurityHeaders } from './sync-headers';

const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');

describe('security headers: one definition', () => {
  it('netlify.toml carries exactly the headers of src/config/security-headers.ts (run `npm run headers:sync`)', () => {
    expect(withSecurityHeaders(toml)).toBe(toml);
    expect(headersFor(parseNetlifyRules(toml).headers, '/any/page')).toMatchObject(PAGE_HEADERS);
  });

  it('frames nothing and embeds nothing, on pages and on the API', () => {
    expect(PAGE_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(API_HEADERS['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('rewrites a stale block in place', () => {
    const stale = toml.replace(/X-Frame-Options = "DENY"/, 'X-Frame-Options = "SAMEORIGIN"');
    expect(stale).not.toBe(toml);
    expect(withSecurityHeaders(stale)).toBe(toml);
  });
});
