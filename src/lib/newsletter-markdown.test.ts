import { describe, expect, it } from 'vitest';
import { blocksToHtml, blocksToText, parseMarkdown, safeHref } from './newsletter-markdown';

const html = (md: string) => blocksToHtml(parseMarkdown(md));

describe('the newsletter Markdown', () => {
  it('draws headings, paragraphs, lists, quotes, rules, bold, italic, code and links', () => {
    const md =
      '# November news\n\nThree **new** guides, *all* free.\nRead `them` [here](https://careerpivot.example/resources).\n\n- One\n- Two\n\n1. First\n2. Second\n\n> A quote\n\n---';
    expect(html(md)).toBe(
      [
        '<h1>November news</h1>',
        '<p>Three <strong>new</strong> guides, <em>all</em> free. Read <code>them</code> <a href="https://careerpivot.example/resources">here</a>.</p>',
        '<ul><li>One</li><li>Two</li></ul>',
        '<ol><li>First</li><li>Second</li></ol>',
        '<blockquote>A quote</blockquote>',
        '<hr>',
      ].join('\n'),
    );
  });

  it('never passes typed HTML on: tags and entities come out as text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> & "quotes"');
    expect(out).not.toMatch(/<script|<img/);
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>');
  });

  it('keeps only http(s) and mailto links; anything else stays visible as text', () => {
    expect(html('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>');
    expect(html('[x](data:text/html;base64,AAAA)')).not.toContain('<a');
    expect(html('[write](mailto:team@careerpivot.example)')).toBe('<p><a href="mailto:team@careerpivot.example">write</a></p>');
    expect(safeHref('https://example.com/a"b')).toBe('https://example.com/a%22b');
    expect(safeHref('/relative')).toBeNull();
  });

  it('gives a plain-text part with the links written out', () => {
    expect(blocksToText(parseMarkdown('## Hello\n\nSee [the guide](https://x.example/g).\n\n- a\n- b'))).toBe(
      'HELLO\n\nSee the guide (https://x.example/g).\n\n- a\n- b',
    );
  });
});
