// `npm run data:import-fixtures`: PDFs for the resume builder's import tests, rendered from the prose
// resumes' hand-written sources (tests/fixtures/prose-resumes/sources/) the way that set renders its PDFs
// (HTML printed by Debian Chromium through playwright-core, Letter size), but laid out as resumes made
// elsewhere are: the list bullet is a character of the text (a box, which the member's PDF showed as a
// missing glyph) rather than a drawn dot, and a narrower text column wraps long lines, so bullets break
// mid-sentence and a job's "employer, place — Aug 2022 to present" line breaks before the year.
//
// Files that exist are left alone (Chromium stamps dates into a PDF); `--force` re-renders them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SOURCE_DIR, parseSource, pdfHtml } from './build-prose-resumes';

export const IMPORT_FIXTURE_DIR = fileURLToPath(new URL('../../tests/fixtures/imports/', import.meta.url));

/** Source, the prose layout it starts from, and what is changed to look made elsewhere. */
const FIXTURES = [
  {
    base: '04-army-logistics-to-supply-chain',
    layout: 'classic',
    css: `body { font-size: 12pt; padding-right: 1.6in; } ul { list-style-type: '\\25A1  '; }`,
  },
] as const;

async function main() {
  const force = process.argv.includes('--force');
  const todo = FIXTURES.filter((f) => force || !existsSync(join(IMPORT_FIXTURE_DIR, `${f.base}.pdf`)));
  if (!todo.length) return console.log('Every import fixture exists; --force re-renders them.');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const f of todo) {
      const source = parseSource(f.base, readFileSync(join(SOURCE_DIR, `${f.base}.md`), 'utf8'));
      const html = pdfHtml({ ...source, format: 'pdf', layout: f.layout, side: [] }).replace('</style>', `${f.css}</style>`);
      await page.setContent(html, { waitUntil: 'load' });
      const bytes = await page.pdf({ format: 'Letter', printBackground: true, margin: { top: '0.6in', bottom: '0.6in', left: '0.65in', right: '0.65in' } });
      writeFileSync(join(IMPORT_FIXTURE_DIR, `${f.base}.pdf`), bytes);
      console.log(`wrote ${f.base}.pdf`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
