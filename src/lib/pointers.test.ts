import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments and records must cite what a reader can open: a decision record in docs/decisions by
// number, or the behaviour itself. The product spec and its decisions page are not in the repo.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['src', 'netlify', 'tests', 'docs', 'README.md'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro|md|mdx|toml)$/;
// Resume fixtures and build output are not ours to word.
const SKIPPED = new Set(['node_modules', 'fixtures', 'dist', '.astro']);
const SELF = fileURLToPath(import.meta.url);

const NOT_IN_REPO: RegExp[] = [/\bdecisions\.md\b/gi, /\bspec sections?\b/gi];
/** A file named from the repository root ("src/lib/places.ts", "scripts/test.mjs"); patterns such as NN-slug.md are not files. */
const FILE_PATH =
  /(?<![\w/.-])((?:src|tests|docs|netlify|content|scripts)\/[a-z0-9_./-]*[a-z0-9_-]\.(?:ts|tsx|mts|mjs|js|astro|md|mdx|json|yaml|yml|sql|css|toml))(?![\w*])/g;
/** "docs/decisions/0012", "decisions/0012-document-exports.md" */
const RECORD_PATH = /\bdecisions\/(\d{4})(-[a-z0-9-]+)?/g;
/** "decision 0016", "decisions 0018 and 0019"; never "Decision 2011/833/EU". */
const RECORD_NUMBER = /\bdecisions?\s+(?:records?\s+)?(\d{4}(?:(?:,\s*|\s+and\s+)\d{4})*)\b(?!\/)/gi;

interface Records {
  numbers: Set<string>;
  names: Set<string>;
}

function decisionRecords(): Records {
  const names = readdirSync(join(ROOT, 'docs/decisions'))
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .map((f) => f.replace(/\.md$/, ''));
  return { numbers: new Set(names.map((n) => n.slice(0, 4))), names: new Set(names) };
}

/** The pointers in `text` a reader cannot follow, each as it is written. */
function stalePointers(text: string, records: Records): string[] {
  const found: string[] = [];
  for (const pattern of NOT_IN_REPO) for (const m of text.matchAll(pattern)) found.push(m[0]);
  for (const m of text.matchAll(FILE_PATH)) if (!existsSync(join(ROOT, m[1]!))) found.push(m[1]!);
  for (const m of text.matchAll(RECORD_PATH)) {
    const [whole, number, slug] = m;
    if (!records.numbers.has(number!) || (slug && !records.names.has(`${number}${slug}`))) found.push(whole);
  }
  for (const m of text.matchAll(RECORD_NUMBER)) {
    if (m[1]!.match(/\d{4}/g)!.some((n) => !records.numbers.has(n))) found.push(m[0]);
  }
  return found;
}

function* sourceFiles(path: string): Generator<string> {
  const full = join(ROOT, path);
  if (SOURCE.test(path) && !path.includes('/')) {
    yield full;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(child);
    else if (SOURCE.test(entry.name)) yield join(ROOT, child);
  }
}

describe('pointers in comments and records', () => {
  const records = decisionRecords();

  it('finds the pointers a reader cannot follow', () => {
    const text = [
      '// The trial is 3 days (decisions.md).',
      '/** Toasts show for 5 s (spec section 9); see Spec sections 4 and 5. */',
      ' * scripts/test.mjs starts the server; src/lib/places.ts and src/lib/no-such-module.ts say where.',
      '// decision 0999, decisions 0010 and 0998, docs/decisions/0997, docs/decisions/0010-no-such-title',
    ].join('\n');
    expect(stalePointers(text, records)).toEqual([
      'decisions.md',
      'spec section',
      'Spec sections',
      'scripts/test.mjs',
      'src/lib/no-such-module.ts',
      'decisions/0997',
      'decisions/0010-no-such-title',
      'decision 0999',
      'decisions 0010 and 0998',
    ]);
  });

  it('accepts records and files that exist, numbers that are not records, and name patterns', () => {
    const text =
      'decision 0010; decisions 0018 and 0019; docs/decisions/0012-document-exports.md; (Decision 2011/833/EU); src/lib/places.ts; content/faq/NN-slug.md; src/**/*.test.ts';
    expect(stalePointers(text, records)).toEqual([]);
  });

  it('src, netlify, tests, docs and the README cite only what is in the repo', () => {
    const stale: string[] = [];
    for (const top of SCANNED) {
      for (const file of sourceFiles(top)) {
        if (file === SELF) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const pointer of stalePointers(line, records)) stale.push(`${relative(ROOT, file)}:${i + 1}: ${pointer}`);
          });
      }
    }
    expect(stale).toEqual([]);
  });
});
