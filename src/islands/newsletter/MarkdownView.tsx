import { Fragment, type ReactNode } from 'react';
import type { Block, Inline } from '~/lib/newsletter-markdown';

/** Inline Markdown as React elements: text stays text (React escapes it), links only as safeHref let them through. */
function inline(nodes: Inline[]): ReactNode {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'code':
        return <code key={i}>{n.text}</code>;
      case 'strong':
        return <strong key={i}>{inline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children)}</em>;
      case 'link':
        return (
          <a key={i} href={n.href} className="underline" target="_blank" rel="noreferrer noopener">
            {inline(n.children)}
          </a>
        );
    }
  });
}

/** The newsletter's blocks drawn as the e-mail draws them (parseMarkdown → blocksToHtml), for the live preview. */
export function MarkdownView({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'heading': {
            // Inside the preview the headings sit under the preview's own heading.
            const Tag = (['h4', 'h5', 'h6'] as const)[b.level - 1]!;
            const size = ['text-xl', 'text-lg', 'text-base'][b.level - 1];
            return (
              <Tag key={i} className={`${size} font-bold`}>
                {inline(b.children)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={i}>{inline(b.children)}</p>;
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-slate-300 pl-3 italic dark:border-slate-600">
                {inline(b.children)}
              </blockquote>
            );
          case 'rule':
            return <hr key={i} className="border-slate-300 dark:border-slate-600" />;
          case 'list': {
            const Tag = b.ordered ? 'ol' : 'ul';
            return (
              <Tag key={i} className={`${b.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
                {b.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </Tag>
            );
          }
        }
      })}
    </div>
  );
}
