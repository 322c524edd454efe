// Gives every built page a Content-Security-Policy `<meta>` that allows exactly the inline
// scripts and styles the page carries (by their SHA-256 hash), so no `unsafe-inline` is needed
// (docs/decisions/0009). Astro's own experimental CSP does not hash `is:inline` scripts and
// forces hashed styles on, which would also refuse style attributes; this does both, per page.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pagePolicy } from '../config/security-headers';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Hashes of the inline scripts, styles and style attributes of one HTML document. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[]; handlers: string[] } {
  const scripts = [...html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\ssrc\s*=/i.test(attrs ?? ''))
    .map(([, , body]) => sha256(body ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body ?? ''));
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*"([^"]*)"/gi)].map(([, value]) => sha256(decodeAttribute(value ?? '')));
  const handlers = [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map(([, name]) => name!);
  return { scripts, styles, styleAttributes, handlers };
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page with its policy as the first thing in `<head>` after the charset. */
export function withCspMeta(html: string): string {
  const found = inlineHashes(html);
  if (found.handlers.length) {
    throw new Error(`Inline event handler attributes (${[...new Set(found.handlers)].join(', ')}) would be refused by the CSP: use addEventListener.`);
  }
  let policy = pagePolicy({ scripts: found.scripts, styles: found.styles });
  if (found.styleAttributes.length) {
    // A style attribute needs 'unsafe-hashes' plus its own hash; still no unsafe-inline.
    const extra = [...new Set(found.styleAttributes)].map((h) => `'${h}'`).join(' ');
    policy = policy.replace(/(^|; )style-src ([^;]*)/, `$1style-src $2 'unsafe-hashes' ${extra}`);
  }
  const meta = `<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => head + meta);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

export default function cspMeta(): AstroIntegration {
  return {
    name: 'careerpivot:csp-meta',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          await writeFile(file, withCspMeta(await readFile(file, 'utf8')));
          pages++;
        }
        logger.info(`Content-Security-Policy with inline hashes written into ${pages} pages`);
      },
    },
  };
}
