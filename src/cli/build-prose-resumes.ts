// `npm run data:prose-resumes`: renders the hand-written resumes in tests/fixtures/prose-resumes/sources/
// into the frozen evaluation files beside them (odd numbers to PDF printed by Chromium, even numbers
// to DOCX written with the `docx` package), then checks every file against its NN-slug.truth.json.
//
// The set is frozen: files that already exist are left alone, so re-running the script never changes
// a committed resume. `--force` re-renders them all (only for a deliberate, reviewed rebuild);
// `--check` renders nothing and only checks.
//
// Source format (Markdown-ish plain text, one resume per file):
//   layout: classic          PDF: classic | sidebar | table | modern    DOCX: plain | serif | table
//   side: Skills, Education  (sidebar / table layouts) sections shown in the side column with the contact block
//   ---
//   # Name
//   contact line(s)
//   ## Section
//   ### Entry heading (job, school)
//   > meta line (dates, place)
//   - bullet
//   any other line is a paragraph; inline markup is **bold** and *italic* only.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { chromium } from 'playwright-core';
import { extractResumeText } from '~/server/resumes/extract-text';

export const FIXTURE_DIR = fileURLToPath(new URL('../../tests/fixtures/prose-resumes/', import.meta.url));
export const SOURCE_DIR = join(FIXTURE_DIR, 'sources');

const PDF_LAYOUTS = ['classic', 'sidebar', 'table', 'modern'] as const;
const DOCX_LAYOUTS = ['plain', 'serif', 'table'] as const;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Block = { kind: 'entry' | 'meta' | 'bullet' | 'para'; text: string };
export type Section = { title: string; blocks: Block[] };
export type ProseResume = {
  base: string;
  number: number;
  format: 'pdf' | 'docx';
  layout: string;
  side: string[];
  name: string;
  contact: string[];
  sections: Section[];
};
export type Truth = {
  expect: string;
  skills: string[];
  aliases: Record<string, string[]>;
  optional: string[];
  location: { city: string; state: string; remote: boolean };
  note: string;
};

/** Reads one source file; throws on anything the renderers would silently drop. */
export function parseSource(base: string, text: string): ProseResume {
  const number = Number(base.slice(0, 2));
  if (!/^\d\d-[a-z0-9-]+$/.test(base) || !number) throw new Error(`${base}: name must be NN-slug`);
  const format = number % 2 === 1 ? 'pdf' : 'docx';
  const [head, body] = text.split(/^---$/m);
  if (body === undefined) throw new Error(`${base}: no '---' after the front matter`);
  const meta = new Map<string, string>();
  for (const line of head!.split('\n').filter((l) => l.trim())) {
    const match = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (!match) throw new Error(`${base}: bad front matter line '${line}'`);
    meta.set(match[1]!, match[2]!.trim());
  }
  const layout = meta.get('layout') ?? '';
  const allowed: readonly string[] = format === 'pdf' ? PDF_LAYOUTS : DOCX_LAYOUTS;
  if (!allowed.includes(layout)) throw new Error(`${base}: layout '${layout}' is not one of ${allowed.join(', ')} (${format})`);
  const side = (meta.get('side') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

  let name = '';
  const contact: string[] = [];
  const sections: Section[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const current = sections.at(-1);
    if (line.startsWith('## ')) sections.push({ title: line.slice(3).trim(), blocks: [] });
    else if (line.startsWith('# ')) name = line.slice(2).trim();
    else if (!current) contact.push(line);
    else if (line.startsWith('### ')) current.blocks.push({ kind: 'entry', text: line.slice(4).trim() });
    else if (line.startsWith('> ')) current.blocks.push({ kind: 'meta', text: line.slice(2).trim() });
    else if (line.startsWith('- ')) current.blocks.push({ kind: 'bullet', text: line.slice(2).trim() });
    else current.blocks.push({ kind: 'para', text: line });
  }
  if (!name || !contact.length || !sections.length) throw new Error(`${base}: needs a # name, contact lines and sections`);
  for (const title of side) if (!sections.some((s) => s.title === title)) throw new Error(`${base}: side section '${title}' not found`);
  return { base, number, format, layout, side, name, contact, sections };
}

// ---------------------------------------------------------------- PDF (HTML printed by Chromium)

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inlineHtml = (s: string) =>
  escapeHtml(s)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*\s][^*]*?)\*/g, '<em>$1</em>');

function blocksHtml(blocks: Block[], joinMeta: boolean): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.join('')}</ul>`);
    list = [];
  };
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind === 'bullet') {
      list.push(`<li>${inlineHtml(b.text)}</li>`);
      continue;
    }
    flush();
    const next = blocks[i + 1];
    if (b.kind === 'entry' && joinMeta && next?.kind === 'meta') {
      out.push(`<div class="entry-row"><h3>${inlineHtml(b.text)}</h3><span class="meta">${inlineHtml(next.text)}</span></div>`);
      i++;
    } else if (b.kind === 'entry') out.push(`<h3>${inlineHtml(b.text)}</h3>`);
    else if (b.kind === 'meta') out.push(`<p class="meta">${inlineHtml(b.text)}</p>`);
    else out.push(`<p>${inlineHtml(b.text)}</p>`);
  }
  flush();
  return out.join('\n');
}

const sectionHtml = (s: Section, joinMeta = false) => `<section><h2>${inlineHtml(s.title)}</h2>\n${blocksHtml(s.blocks, joinMeta)}</section>`;

const BASE_CSS = `
  * { box-sizing: border-box; }
  body { margin: 0; color: #1a1a1a; }
  h1, h2, h3, p, ul { margin: 0; }
  ul { padding-left: 1.2em; }
  li { margin: 0.15em 0; }
  p { margin: 0.2em 0; }
  .meta { color: #555; }
  section { margin-top: 0.9em; }
`;

export function pdfHtml(r: ProseResume): string {
  const title = `<title>${escapeHtml(r.name)} - Resume</title>`;
  const contactLine = r.contact.map(inlineHtml).join(' &nbsp;|&nbsp; ');
  const mainSections = r.sections.filter((s) => !r.side.includes(s.title));
  const sideSections = r.sections.filter((s) => r.side.includes(s.title));
  let css = BASE_CSS;
  let body: string;
  switch (r.layout) {
    case 'classic':
      // One column, serif, centred name, ruled section headings.
      css += `
        body { font-family: 'Liberation Serif', serif; font-size: 11pt; line-height: 1.3; }
        h1 { text-align: center; font-size: 20pt; letter-spacing: 0.04em; }
        .contact { text-align: center; margin-top: 0.3em; font-size: 10pt; }
        h2 { font-size: 11.5pt; font-variant: small-caps; letter-spacing: 0.06em; border-bottom: 1px solid #444; padding-bottom: 2px; margin-bottom: 0.4em; }
        h3 { font-size: 11pt; margin-top: 0.6em; }
        .meta { font-style: italic; }`;
      body = `<h1>${inlineHtml(r.name)}</h1><div class="contact">${contactLine}</div>\n${r.sections.map((s) => sectionHtml(s)).join('\n')}`;
      break;
    case 'sidebar':
      // Two columns: contact and the side sections in a shaded left column, the rest on the right.
      css += `
        body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.2pt; line-height: 1.35; }
        .grid { display: grid; grid-template-columns: 31% 1fr; gap: 0 1.4em; }
        aside { background: #eef2f5; padding: 1em 0.9em; }
        aside h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.08em; color: #2b4a63; margin-bottom: 0.3em; }
        aside ul { padding-left: 1em; }
        aside .contact p { margin: 0.15em 0; }
        main h1 { font-size: 21pt; color: #2b4a63; margin-bottom: 0.2em; }
        main h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.08em; color: #2b4a63; border-bottom: 2px solid #c9d6e0; margin-bottom: 0.35em; }
        main h3 { font-size: 10pt; margin-top: 0.6em; }`;
      body = `<div class="grid"><aside><div class="contact">${r.contact.map((c) => `<p>${inlineHtml(c)}</p>`).join('')}</div>
        ${sideSections.map((s) => sectionHtml(s)).join('\n')}</aside>
        <main><h1>${inlineHtml(r.name)}</h1>${mainSections.map((s) => sectionHtml(s)).join('\n')}</main></div>`;
      break;
    case 'table':
      // Table-based: one row per section, the heading in a narrow left cell.
      css += `
        body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; line-height: 1.3; }
        table { width: 100%; border-collapse: collapse; }
        td { vertical-align: top; padding: 0.55em 0.4em; border-top: 1px solid #bbb; }
        td.label { width: 20%; font-weight: bold; text-transform: uppercase; font-size: 9pt; letter-spacing: 0.05em; color: #333; }
        tr.head td { border-top: none; padding-bottom: 0.8em; }
        h1 { font-size: 19pt; }
        h2 { display: none; }
        section { margin-top: 0; }
        h3 { font-size: 10pt; margin-top: 0.45em; }
        h3:first-child { margin-top: 0; }`;
      body = `<table><tr class="head"><td colspan="2"><h1>${inlineHtml(r.name)}</h1><div>${contactLine}</div></td></tr>
        ${r.sections.map((s) => `<tr><td class="label">${inlineHtml(s.title)}</td><td>${sectionHtml(s)}</td></tr>`).join('\n')}</table>`;
      break;
    case 'modern':
      // One column, sans, coloured headings, dates on the right of each entry heading.
      css += `
        body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; line-height: 1.35; }
        h1 { font-size: 24pt; font-weight: normal; color: #7a2e1f; }
        .contact { color: #444; margin-top: 0.15em; border-bottom: 3px solid #7a2e1f; padding-bottom: 0.5em; }
        h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 0.1em; color: #7a2e1f; margin-bottom: 0.3em; }
        .entry-row { display: flex; justify-content: space-between; gap: 1em; margin-top: 0.55em; }
        .entry-row .meta { white-space: nowrap; }
        h3 { font-size: 10pt; margin-top: 0.55em; }
        .entry-row h3 { margin-top: 0; }`;
      body = `<h1>${inlineHtml(r.name)}</h1><div class="contact">${contactLine}</div>\n${r.sections.map((s) => sectionHtml(s, true)).join('\n')}`;
      break;
    default:
      throw new Error(`${r.base}: no PDF layout '${r.layout}'`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${title}<style>${css}</style></head><body>${body}</body></html>`;
}

// ---------------------------------------------------------------- DOCX

const BULLETS = 'prose-bullets';

function inlineRuns(text: string, extra: { italics?: boolean; color?: string } = {}): TextRun[] {
  return text
    .split(/(\*\*.+?\*\*|\*[^*\s][^*]*?\*)/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('**')) return new TextRun({ text: part.slice(2, -2), bold: true, ...extra });
      if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return new TextRun({ text: part.slice(1, -1), ...extra, italics: true });
      return new TextRun({ text: part, ...extra });
    });
}

function docxBlocks(section: Section, ruled: boolean): Paragraph[] {
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 80 },
    border: ruled ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: '666666', space: 1 } } : undefined,
    children: [new TextRun({ text: section.title.toUpperCase(), bold: true, size: 22, color: '1F3A5F' })],
  });
  return [
    heading,
    ...section.blocks.map((b) => {
      switch (b.kind) {
        case 'entry':
          return new Paragraph({ spacing: { before: 160 }, keepNext: true, children: [new TextRun({ text: b.text.replace(/\*\*/g, ''), bold: true })] });
        case 'meta':
          return new Paragraph({ spacing: { after: 60 }, keepNext: true, children: inlineRuns(b.text, { italics: true, color: '555555' }) });
        case 'bullet':
          return new Paragraph({ numbering: { reference: BULLETS, level: 0 }, spacing: { after: 40 }, children: inlineRuns(b.text) });
        default:
          return new Paragraph({ spacing: { after: 80 }, children: inlineRuns(b.text) });
      }
    }),
  ];
}

async function renderDocx(r: ProseResume): Promise<Buffer> {
  const font = r.layout === 'serif' ? 'Cambria' : 'Calibri';
  const serif = r.layout === 'serif';
  const nameParagraph = new Paragraph({
    alignment: serif ? AlignmentType.CENTER : AlignmentType.LEFT,
    heading: HeadingLevel.HEADING_1,
    children: [new TextRun({ text: r.name, bold: true, size: 36, color: '111111' })],
  });
  let children: (Paragraph | Table)[];
  if (r.layout === 'table') {
    // A two-column table: contact and the side sections on the left, everything else on the right.
    const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
    const sideWidth = 3000;
    const mainWidth = 7080;
    const cell = (width: number, content: Paragraph[], shade?: string) =>
      new TableCell({
        width: { size: width, type: WidthType.DXA },
        margins: { top: 120, bottom: 120, left: 160, right: 160 },
        shading: shade ? { fill: shade, color: 'auto' } : undefined,
        children: content,
      });
    const sideContent = [
      ...r.contact.map((c) => new Paragraph({ spacing: { after: 40 }, children: inlineRuns(c) })),
      ...r.sections.filter((s) => r.side.includes(s.title)).flatMap((s) => docxBlocks(s, false)),
    ];
    const mainContent = r.sections.filter((s) => !r.side.includes(s.title)).flatMap((s) => docxBlocks(s, true));
    children = [
      nameParagraph,
      new Table({
        width: { size: sideWidth + mainWidth, type: WidthType.DXA },
        columnWidths: [sideWidth, mainWidth],
        borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
        rows: [new TableRow({ children: [cell(sideWidth, sideContent, 'EEF2F5'), cell(mainWidth, mainContent)] })],
      }),
    ];
  } else {
    children = [
      nameParagraph,
      new Paragraph({
        alignment: serif ? AlignmentType.CENTER : AlignmentType.LEFT,
        spacing: { after: 120 },
        children: inlineRuns(r.contact.join('  |  '), { color: '444444' }),
      }),
      ...r.sections.flatMap((s) => docxBlocks(s, serif)),
    ];
  }
  const doc = new Document({
    creator: r.name,
    title: `${r.name} - Resume`,
    styles: { default: { document: { run: { font, size: 21 } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            { level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 240 } } } },
          ],
        },
      ],
    },
    sections: [{ properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1000, bottom: 1000, left: 1080, right: 1080 } } }, children }],
  });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------- checks

/** Case-insensitive, hyphens and dashes read as spaces, runs of whitespace as one space. */
export function normaliseForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u00ad/g, '')
    .replace(/[-\u2010-\u2015\u2212]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function checkTruth(base: string, truth: Truth, text: string): string[] {
  const problems: string[] = [];
  const haystack = normaliseForMatch(text);
  const has = (term: string) => haystack.includes(normaliseForMatch(term));
  if (truth.expect !== 'ok') problems.push(`expect is '${truth.expect}', not 'ok'`);
  if (!Array.isArray(truth.skills) || !Array.isArray(truth.optional) || typeof truth.aliases !== 'object') problems.push('skills/optional/aliases missing');
  if (truth.skills.length < 10 || truth.skills.length > 25) problems.push(`${truth.skills.length} truth skills (want 10-25)`);
  const seen = new Set<string>();
  for (const skill of truth.skills) {
    if (seen.has(skill.toLowerCase())) problems.push(`skill listed twice: ${skill}`);
    seen.add(skill.toLowerCase());
    if (!has(skill)) problems.push(`skill not in the text: ${skill}`);
  }
  for (const [skill, forms] of Object.entries(truth.aliases)) {
    if (!truth.skills.includes(skill)) problems.push(`alias key is not a skill: ${skill}`);
    for (const form of forms) if (!has(form)) problems.push(`alias not in the text: ${form}`);
  }
  for (const term of truth.optional) {
    if (seen.has(term.toLowerCase())) problems.push(`both skill and optional: ${term}`);
    if (!has(term)) problems.push(`optional not in the text: ${term}`);
  }
  const { city, state, remote } = truth.location ?? {};
  if (!city || !/^[A-Z]{2}$/.test(state ?? '') || typeof remote !== 'boolean') problems.push('location needs city, two-letter state and remote');
  else if (!haystack.includes(normaliseForMatch(`${city}, ${state}`))) problems.push(`location '${city}, ${state}' not in the text`);
  if (!truth.note) problems.push('no note');
  return problems.map((p) => `${base}: ${p}`);
}

export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

// ---------------------------------------------------------------- main

async function main() {
  const force = process.argv.includes('--force');
  const checkOnly = process.argv.includes('--check');
  const resumes = readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseSource(f.replace(/\.md$/, ''), readFileSync(join(SOURCE_DIR, f), 'utf8')));

  const toRender = checkOnly ? [] : resumes.filter((r) => force || !existsSync(join(FIXTURE_DIR, `${r.base}.${r.format}`)));
  const pdfs = toRender.filter((r) => r.format === 'pdf');
  if (pdfs.length) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      for (const r of pdfs) {
        await page.setContent(pdfHtml(r), { waitUntil: 'load' });
        const bytes = await page.pdf({
          format: 'Letter',
          printBackground: true,
          margin: { top: '0.6in', bottom: '0.6in', left: '0.65in', right: '0.65in' },
        });
        writeFileSync(join(FIXTURE_DIR, `${r.base}.pdf`), bytes);
        console.log(`wrote ${r.base}.pdf (${r.layout})`);
      }
    } finally {
      await browser.close();
    }
  }
  for (const r of toRender.filter((x) => x.format === 'docx')) {
    writeFileSync(join(FIXTURE_DIR, `${r.base}.docx`), await renderDocx(r));
    console.log(`wrote ${r.base}.docx (${r.layout})`);
  }

  const problems: string[] = [];
  let total = 0;
  console.log('\nfile | format | layout | words | truth skills');
  for (const r of resumes) {
    const file = join(FIXTURE_DIR, `${r.base}.${r.format}`);
    const truthFile = join(FIXTURE_DIR, `${r.base}.truth.json`);
    if (!existsSync(file) || !existsSync(truthFile)) {
      problems.push(`${r.base}: missing ${existsSync(file) ? 'truth file' : r.format}`);
      continue;
    }
    const text = await extractResumeText(new Uint8Array(readFileSync(file)), r.format);
    const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as Truth;
    const words = countWords(text);
    if (words < 300 || words > 800) problems.push(`${r.base}: ${words} words in the extracted text (want 300-800)`);
    problems.push(...checkTruth(r.base, truth, text));
    total += truth.skills.length;
    console.log(`${r.base}.${r.format} | ${r.format.toUpperCase()} | ${r.layout} | ${words} | ${truth.skills.length}`);
  }
  console.log(`\n${resumes.length} resumes, ${total} truth skills`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else console.log('Every truth skill, alias and optional term appears in its extracted text.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
