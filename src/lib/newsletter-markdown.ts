/**
 * The newsletter's Markdown: the small part of it a newsletter needs (headings, paragraphs, lists,
 * quotes, rules, bold, italic, code and links), read into blocks that the e-mail (HTML and text)
 * and the Admin Center's preview both draw, so the preview is the message. Nothing typed is ever
 * passed on as HTML: every character is text, escaped where it becomes HTML, and a link keeps only
 * an http(s) or mailto address. Browser-safe (the preview runs it on each keystroke).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

/** A link's address as the message may carry it, or null (javascript:, data:, relative, malformed). */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE = [
  { type: 'code', re: /`([^`\n]+)`/ },
  { type: 'link', re: /\[([^\]\n]+)\]\(([^)\s]+)\)/ },
  { type: 'strong', re: /\*\*(?=\S)([^\n]*?\S)\*\*/ },
  { type: 'em', re: /\*(?=\S)([^*\n]*?\S)\*|\b_(?=\S)([^_\n]*?\S)_\b/ },
] as const;

/** One line of inline Markdown, read left to right: the earliest mark wins. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest) {
    let best: { type: (typeof INLINE)[number]['type']; m: RegExpExecArray } | null = null;
    for (const { type, re } of INLINE) {
      const m = re.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { type, m };
    }
    if (!best) {
      out.push({ type: 'text', text: rest });
      break;
    }
    const { type, m } = best;
    if (m.index > 0) out.push({ type: 'text', text: rest.slice(0, m.index) });
    if (type === 'code') out.push({ type: 'code', text: m[1]! });
    else if (type === 'link') {
      const href = safeHref(m[2]!);
      // An address the message may not carry stays visible as text, so the writer sees why.
      if (href) out.push({ type: 'link', href, children: parseInline(m[1]!) });
      else out.push({ type: 'text', text: m[0] });
    } else out.push({ type, children: parseInline(m[1] ?? m[2]!) });
    rest = rest.slice(m.index + m[0].length);
  }
  return merge(out);
}

/** Neighbouring text pieces as one. */
function merge(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    const last = out.at(-1);
    if (n.type === 'text' && last?.type === 'text') last.text += n.text;
    else out.push(n);
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

/** The whole body as blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: Math.min(3, heading[1]!.length) as 1 | 2 | 3, children: parseInline(heading[2]!) });
      i++;
      continue;
    }
    const listKind = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (listKind) {
      const items: Inline[][] = [];
      while (i < lines.length && listKind.test(lines[i]!)) {
        let text = listKind.exec(lines[i]!)![1]!;
        i++;
        // An indented line continues the item above it.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]!) && !BULLET.test(lines[i]!) && !NUMBERED.test(lines[i]!)) text += ` ${lines[i++]!.trim()}`;
        items.push(parseInline(text));
      }
      blocks.push({ type: 'list', ordered: listKind === NUMBERED, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const text: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) text.push(QUOTE.exec(lines[i++]!)![1]!.trim());
      blocks.push({ type: 'quote', children: parseInline(text.join(' ')) });
      continue;
    }
    const text: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !HEADING.test(lines[i]!) && !RULE.test(lines[i]!) && !BULLET.test(lines[i]!) && !QUOTE.test(lines[i]!)) {
      text.push(lines[i++]!.trim());
    }
    blocks.push({ type: 'paragraph', children: parseInline(text.join(' ')) });
  }
  return blocks;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case 'text':
          return escapeHtml(n.text);
        case 'code':
          return `<code>${escapeHtml(n.text)}</code>`;
        case 'strong':
          return `<strong>${inlineHtml(n.children)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(n.children)}</em>`;
        case 'link':
          return `<a href="${escapeHtml(n.href)}">${inlineHtml(n.children)}</a>`;
      }
    })
    .join('');
}

/** The blocks as the e-mail's HTML part. */
export function blocksToHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
          return `<h${b.level}>${inlineHtml(b.children)}</h${b.level}>`;
        case 'paragraph':
          return `<p>${inlineHtml(b.children)}</p>`;
        case 'quote':
          return `<blockquote>${inlineHtml(b.children)}</blockquote>`;
        case 'rule':
          return '<hr>';
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag}>${b.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
        }
      }
    })
    .join('\n');
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text' || n.type === 'code') return n.text;
      if (n.type === 'link') {
        const label = inlineText(n.children);
        const target = n.href.replace(/^mailto:/, '');
        return label === target || label === n.href ? n.href : `${label} (${target})`;
      }
      return inlineText(n.children);
    })
    .join('');
}

/** The blocks as the e-mail's plain-text part. */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
          return inlineText(b.children).toUpperCase();
        case 'paragraph':
          return inlineText(b.children);
        case 'quote':
          return `> ${inlineText(b.children)}`;
        case 'rule':
          return '----';
        case 'list':
          return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${inlineText(item)}`).join('\n');
      }
    })
    .join('\n\n');
}
