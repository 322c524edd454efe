import { describe, expect, it } from 'vitest';
import { compilePath, headersFor, parseNetlifyRules, pickEncoding, redirectTarget } from './routing';

describe('function paths', () => {
  it('matches literal paths with or without a trailing slash, case-insensitively', () => {
    const p = compilePath('/api/auth/user');
    expect(p.match('/api/auth/user')).toEqual({});
    expect(p.match('/api/auth/user/')).toEqual({});
    expect(p.match('/API/Auth/User')).toEqual({});
    expect(p.match('/api/auth/users')).toBeNull();
    expect(p.match('/api/auth')).toBeNull();
  });

  it('reads :name segments, decoded', () => {
    const p = compilePath('/api/pivotmatch/resume/:sessionId');
    expect(p.match('/api/pivotmatch/resume/abc%2Dd')).toEqual({ sessionId: 'abc-d' });
    expect(p.match('/api/pivotmatch/resume/a/b')).toBeNull();
    expect(p.match('/api/pivotmatch/resume/')).toBeNull();
  });

  it('keeps a trailing * as the splat', () => {
    const p = compilePath('/blog/*');
    expect(p.match('/blog/2026/hello')).toEqual({ splat: '2026/hello' });
    expect(p.match('/blog')).toEqual({ splat: '' });
  });

  it('refuses pattern syntax it cannot honour rather than never matching', () => {
    expect(() => compilePath('/api/{a,b}')).toThrow(/does not support/);
    expect(() => compilePath('api/x')).toThrow(/must start/);
  });
});

describe('netlify.toml rules', () => {
  const rules = parseNetlifyRules(`
[[redirects]]
  from = "/pricing"
  to = "/"
  status = 301
[[redirects]]
  from = "/old/:slug"
  to = "/resources/:slug"
[[redirects]]
  from = "/docs/*"
  to = "/guide/:splat"
  status = 302
  force = true
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    Cache-Control = "no-cache"
[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`);

  it('reads status and force, defaulting to a 301', () => {
    expect(rules.redirects.map((r) => [r.status, r.force])).toEqual([
      [301, false],
      [301, false],
      [302, true],
    ]);
  });

  it('fills placeholders and keeps the query string', () => {
    expect(redirectTarget(rules.redirects[0]!, '/pricing', '?plan=elite')).toBe('/?plan=elite');
    expect(redirectTarget(rules.redirects[1]!, '/old/resume-tips', '')).toBe('/resources/resume-tips');
    expect(redirectTarget(rules.redirects[2]!, '/docs/a/b', '')).toBe('/guide/a/b');
    expect(redirectTarget(rules.redirects[0]!, '/pricing/extra', '')).toBeNull();
  });

  it('merges every matching header rule, later rules winning', () => {
    expect(headersFor(rules.headers, '/faq')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' });
    expect(headersFor(rules.headers, '/_astro/app.1a2b.js')).toEqual({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(null)).toBeNull();
  });
});
