import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, withCspMeta } from './csp-meta';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)![1]!.replace(/&quot;/g, '"');
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('CSP meta for built pages', () => {
  const script = "\n  document.documentElement.dataset.x = '1';\n";
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>t</title><script>${script}</script><script type="module" src="/_astro/a.js"></script><style>astro-island{display:contents}</style></head><body><p>hi</p></body></html>`;

  it('hashes each inline script and style exactly as written, and skips external scripts', () => {
    const found = inlineHashes(page);
    expect(found.scripts).toEqual([hash(script)]);
    expect(found.styles).toEqual([hash('astro-island{display:contents}')]);
  });

  it('puts the policy right after the charset, before any script, with no unsafe-inline for scripts', () => {
    const out = withCspMeta(page);
    expect(out.indexOf('http-equiv="content-security-policy"')).toBeLessThan(out.indexOf('<script'));
    expect(out.indexOf('<meta charset="utf-8">')).toBeLessThan(out.indexOf('http-equiv'));
    const policy = policyOf(out);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' '${hash(script)}'`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' '${hash('astro-island{display:contents}')}'`);
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it("allows a style attribute by its hash with 'unsafe-hashes', never unsafe-inline", () => {
    const policy = policyOf(withCspMeta(page.replace('<p>hi</p>', '<p style="min-height: 2rem">hi</p>')));
    expect(directive(policy, 'style-src')).toContain(`'unsafe-hashes' '${hash('min-height: 2rem')}'`);
  });

  it('refuses inline event handlers at build time', () => {
    expect(() => withCspMeta(page.replace('<p>hi</p>', '<button onclick="go()">go</button>'))).toThrow(/onclick/);
  });
});
