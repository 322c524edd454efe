import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text';

describe('cleanText', () => {
  it('turns what PostgreSQL or UTF-8 refuse into spaces, keeping the length so offsets stay put', () => {
    const raw = 'Dana\u0000Reyes \u001bSQL\u0007, Tab\tand\nline\r\n\u007f\u0085';
    const clean = cleanText(raw);
    expect(clean).toBe('Dana Reyes  SQL , Tab\tand\nline\r\n  ');
    expect(clean).toHaveLength(raw.length);
  });

  it('reads a form feed or vertical tab as a line break', () => {
    expect(cleanText('Page one\fPage two\vend')).toBe('Page one\nPage two\nend');
  });

  it('drops icon-font glyphs (private use) and lone surrogates, keeps emoji and accents', () => {
    expect(cleanText('\uf0e0 ana@example.com \uf095 555-0100')).toBe('  ana@example.com   555-0100');
    expect(cleanText('a\ud800b\udc00c')).toBe('a b c');
    expect(cleanText('Zoë 🚀 Ünal')).toBe('Zoë 🚀 Ünal');
    expect(cleanText('\u{F0001}x')).toBe('  x');
  });

  it('returns clean text unchanged', () => {
    const text = 'Python, SQL — Tampa, FL';
    expect(cleanText(text)).toBe(text);
  });

  it('leaves nothing JSON turns into an escape PostgreSQL refuses', () => {
    const all = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i)).join('');
    expect(JSON.stringify(cleanText(all))).not.toMatch(/\\u00[01]/);
  });
});
