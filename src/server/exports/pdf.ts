/**
 * PDF exports drawn with pdfmake (docs/decisions/0012-document-exports.md): real text in an
 * embedded font, so a reader can select it and an applicant tracking system can read it.
 */
import pdfmake from 'pdfmake';
import type { LetterDocument, PaperSize } from '~/lib/export';
import { listItemParts, type ResumeDocument, type ResumeEntry, type ResumeSection } from '~/lib/resume-document';
import { FONT_FAMILY, FONT_FILES, fontBytes } from './fonts';

type Node = Record<string, unknown> | string;

let ready = false;
function printer() {
  if (!ready) {
    for (const file of Object.values(FONT_FILES)) pdfmake.virtualfs.writeFileSync(file, fontBytes(file));
    pdfmake.setFonts({ [FONT_FAMILY]: { ...FONT_FILES } });
    // A resume never loads anything from the network.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(() => false);
    ready = true;
  }
  return pdfmake;
}

const PAGE_SIZES: Record<PaperSize, string> = { letter: 'LETTER', a4: 'A4' };
const INK = '#111827';
const MUTED = '#374151';
const RULE = '#9ca3af';

interface Looks {
  base: number;
  gap: number;
}

export async function resumePdf(doc: ResumeDocument, paper: PaperSize): Promise<Uint8Array> {
  const looks: Looks = doc.compact ? { base: 9.5, gap: 5 } : { base: 10.5, gap: 8 };
  const header: Node[] = [
    { text: doc.name || 'Your name', fontSize: looks.base * 2, bold: true, color: INK },
    ...(doc.label ? [{ text: doc.label, fontSize: looks.base + 2, color: MUTED, margin: [0, 1, 0, 0] }] : []),
    ...(doc.contact.length ? [{ text: doc.contact.join('  |  '), color: MUTED, margin: [0, 3, 0, 0] }] : []),
  ];
  const main = doc.main.flatMap((s) => section(s, looks));
  const body: Node[] =
    doc.side.length > 0
      ? [
          {
            columns: [
              { width: '*', stack: main },
              { width: 150, stack: doc.side.flatMap((s) => section(s, looks)) },
            ],
            columnGap: 20,
          },
        ]
      : main;
  const definition = {
    pageSize: PAGE_SIZES[paper],
    pageMargins: doc.compact ? [40, 36, 40, 36] : [54, 48, 54, 48],
    info: { title: [doc.name, doc.label].filter(Boolean).join(' - ') || 'Resume', author: doc.name, subject: 'Resume', creator: 'CareerPivot' },
    defaultStyle: { font: FONT_FAMILY, fontSize: looks.base, lineHeight: 1.15, color: INK },
    content: [...header, ...body],
  };
  return new Uint8Array(await printer().createPdf(definition).getBuffer());
}

function heading(title: string, looks: Looks): Node[] {
  return [
    { text: title.toUpperCase(), bold: true, fontSize: looks.base + 0.5, characterSpacing: 0.6, margin: [0, looks.gap * 1.6, 0, 2] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 1, y2: 0, lineWidth: 0.6, lineColor: RULE }], margin: [0, 0, 0, looks.gap / 2] },
  ];
}

function section(s: ResumeSection, looks: Looks): Node[] {
  const out = heading(s.title, looks);
  if (s.kind === 'text') {
    out.push(...s.paragraphs.map((p) => ({ text: p, margin: [0, 0, 0, looks.gap / 2] })));
  } else if (s.kind === 'entries') {
    s.entries.forEach((e, i) => out.push(entry(e, looks, i === 0)));
  } else {
    out.push(
      ...s.items.map((item) => {
        const { label, rest } = listItemParts(s.key, item);
        return { text: label ? [{ text: label, bold: true }, rest] : rest, margin: [0, 0, 0, 2] };
      }),
    );
  }
  return out;
}

function entry(e: ResumeEntry, looks: Looks, first: boolean): Node {
  const stack: Node[] = [
    {
      columns: [{ text: e.title || ' ', bold: true, width: '*' }, ...(e.dates ? [{ text: e.dates, width: 'auto', alignment: 'right', color: MUTED }] : [])],
      columnGap: 10,
    },
  ];
  if (e.subtitle) stack.push({ text: e.subtitle, color: MUTED });
  stack.push(...e.lines.map((line) => ({ text: line, margin: [0, 2, 0, 0] })));
  // Bullets as a character, not a drawn dot, so text extraction (and an ATS) sees where each starts.
  stack.push(
    ...e.bullets.map((b) => ({
      columns: [
        { text: '•', width: 10, color: MUTED },
        { text: b, width: '*' },
      ],
      margin: [4, 2, 0, 0],
    })),
  );
  // Keep a job's title with its first lines: a heading alone at the foot of a page reads badly.
  return { stack, margin: [0, first ? 0 : looks.gap, 0, 0], unbreakable: e.bullets.length <= 6 };
}

export async function letterPdf(letter: LetterDocument, paper: PaperSize): Promise<Uint8Array> {
  const sender = [letter.sender.email, letter.sender.phone, letter.sender.location].filter(Boolean);
  const definition = {
    pageSize: PAGE_SIZES[paper],
    pageMargins: [72, 64, 72, 64],
    info: { title: ['Cover letter', letter.recipient.company].filter(Boolean).join(' - '), author: letter.sender.name, creator: 'CareerPivot' },
    defaultStyle: { font: FONT_FAMILY, fontSize: 11, lineHeight: 1.3, color: INK },
    content: [
      { text: letter.sender.name, fontSize: 16, bold: true },
      ...(sender.length ? [{ text: sender.join('  |  '), color: MUTED, margin: [0, 2, 0, 0] }] : []),
      { text: letter.date, margin: [0, 24, 0, 0] },
      ...(letter.recipient.company || letter.recipient.role
        ? [{ text: [letter.recipient.company, letter.recipient.role ? `Re: ${letter.recipient.role}` : ''].filter(Boolean).join('\n'), margin: [0, 12, 0, 0] }]
        : []),
      { text: letter.greeting, margin: [0, 18, 0, 10] },
      ...letter.paragraphs.map((p) => ({ text: p, margin: [0, 0, 0, 10] })),
      { text: letter.closing, margin: [0, 8, 0, 0] },
      { text: letter.signature, margin: [0, 18, 0, 0] },
    ],
  };
  return new Uint8Array(await printer().createPdf(definition).getBuffer());
}
