/**
 * DOCX exports written with the `docx` package (docs/decisions/0012-document-exports.md): Word
 * headings, real bullet lists and a right tab for dates, so the file stays editable and an
 * applicant tracking system reads it in order. The typeface is embedded, as in the PDF.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type ISectionOptions,
} from 'docx';
import type { LetterDocument, PaperSize } from '~/lib/export';
import { listItemParts, type ResumeDocument, type ResumeEntry, type ResumeSection } from '~/lib/resume-document';
import { FONT_FAMILY, FONT_FILES, fontBytes } from './fonts';

/** Page sizes in twentieths of a point. */
const PAGES: Record<PaperSize, { width: number; height: number }> = {
  letter: { width: 12240, height: 15840 },
  a4: { width: 11906, height: 16838 },
};
const INK = '111827';
const MUTED = '374151';
const RULE = '9CA3AF';
const BULLETS = 'resume-bullets';

interface Looks {
  /** Half-points, as Word counts font sizes. */
  size: number;
  /** Space between entries, twentieths of a point. */
  gap: number;
  margin: number;
}

function file(children: ISectionOptions['children'], paper: PaperSize, looks: Looks, meta: { title: string; author: string }) {
  const page = PAGES[paper];
  return new Document({
    creator: 'CareerPivot',
    title: meta.title,
    description: meta.author,
    fonts: [{ name: FONT_FAMILY, data: fontBytes(FONT_FILES.normal), bold: fontBytes(FONT_FILES.bold) }],
    styles: {
      default: { document: { run: { font: FONT_FAMILY, size: looks.size, color: INK }, paragraph: { spacing: { line: 264 } } } },
      paragraphStyles: [
        {
          id: 'Heading2',
          name: 'Heading 2',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: FONT_FAMILY, size: looks.size + 1, bold: true, allCaps: true, color: INK, characterSpacing: 12 },
          paragraph: {
            spacing: { before: looks.gap * 2, after: looks.gap / 2 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE, space: 1 } },
            keepNext: true,
          },
        },
      ],
    },
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
    sections: [
      { properties: { page: { size: page, margin: { top: looks.margin, bottom: looks.margin, left: looks.margin, right: looks.margin } } }, children },
    ],
  });
}

const muted = (text: string) => new TextRun({ text, color: MUTED });

export async function resumeDocx(doc: ResumeDocument, paper: PaperSize): Promise<Uint8Array> {
  const looks: Looks = doc.compact ? { size: 19, gap: 80, margin: 800 } : { size: 21, gap: 140, margin: 1080 };
  const contentWidth = PAGES[paper].width - 2 * looks.margin;
  const header: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: doc.name || 'Your name', bold: true, size: looks.size * 2 })] }),
    ...(doc.label ? [new Paragraph({ children: [new TextRun({ text: doc.label, size: looks.size + 4, color: MUTED })] })] : []),
    ...(doc.contact.length ? [new Paragraph({ spacing: { before: 60 }, children: [muted(doc.contact.join('  |  '))] })] : []),
  ];
  const sections = (list: ResumeSection[], width: number) => list.flatMap((s) => section(s, looks, width));
  let body: (Paragraph | Table)[];
  if (doc.side.length) {
    const sideWidth = Math.round(contentWidth * 0.3);
    const mainWidth = contentWidth - sideWidth;
    const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
    const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
    body = [
      new Table({
        width: { size: contentWidth, type: WidthType.DXA },
        columnWidths: [mainWidth, sideWidth],
        borders,
        rows: [
          new TableRow({
            children: [
              new TableCell({ width: { size: mainWidth, type: WidthType.DXA }, margins: { right: 240 }, children: sections(doc.main, mainWidth - 240) }),
              new TableCell({ width: { size: sideWidth, type: WidthType.DXA }, margins: { left: 120 }, children: sections(doc.side, sideWidth - 120) }),
            ],
          }),
        ],
      }),
    ];
  } else {
    body = sections(doc.main, contentWidth);
  }
  const title = [doc.name, doc.label].filter(Boolean).join(' - ') || 'Resume';
  return new Uint8Array(await Packer.toBuffer(file([...header, ...body], paper, looks, { title, author: doc.name })));
}

function section(s: ResumeSection, looks: Looks, width: number): Paragraph[] {
  const out = [new Paragraph({ heading: HeadingLevel.HEADING_2, text: s.title })];
  if (s.kind === 'text') {
    out.push(...s.paragraphs.map((p) => new Paragraph({ spacing: { after: 80 }, text: p })));
  } else if (s.kind === 'entries') {
    s.entries.forEach((e, i) => out.push(...entry(e, looks, width, i === 0)));
  } else {
    out.push(
      ...s.items.map((item) => {
        const { label, rest } = listItemParts(s.key, item);
        return new Paragraph({
          spacing: { after: 40 },
          children: label ? [new TextRun({ text: label, bold: true }), new TextRun(rest)] : [new TextRun(rest)],
        });
      }),
    );
  }
  return out;
}

function entry(e: ResumeEntry, looks: Looks, width: number, first: boolean): Paragraph[] {
  const out = [
    new Paragraph({
      keepNext: true,
      spacing: { before: first ? 0 : looks.gap },
      tabStops: [{ type: TabStopType.RIGHT, position: width }],
      children: [new TextRun({ text: e.title, bold: true }), ...(e.dates ? [new TextRun({ text: `\t${e.dates}`, color: MUTED })] : [])],
    }),
  ];
  if (e.subtitle) out.push(new Paragraph({ keepNext: e.lines.length + e.bullets.length > 0, children: [muted(e.subtitle)] }));
  out.push(...e.lines.map((line) => new Paragraph({ spacing: { before: 40 }, text: line })));
  out.push(...e.bullets.map((b) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, spacing: { before: 30 }, text: b })));
  return out;
}

export async function letterDocx(letter: LetterDocument, paper: PaperSize): Promise<Uint8Array> {
  const looks: Looks = { size: 22, gap: 200, margin: 1440 };
  const sender = [letter.sender.email, letter.sender.phone, letter.sender.location].filter(Boolean);
  const p = (text: string, before = 0, after = 200) => new Paragraph({ spacing: { before, after }, text });
  const children = [
    new Paragraph({ children: [new TextRun({ text: letter.sender.name, bold: true, size: 32 })] }),
    ...(sender.length ? [new Paragraph({ children: [muted(sender.join('  |  '))] })] : []),
    p(letter.date, 480, 0),
    ...[letter.recipient.company, letter.recipient.role ? `Re: ${letter.recipient.role}` : ''].filter(Boolean).map((line, i) => p(line, i === 0 ? 240 : 0, 0)),
    p(letter.greeting, 360),
    ...letter.paragraphs.map((text) => p(text)),
    p(letter.closing, 160, 0),
    p(letter.signature, 360, 0),
  ];
  const title = ['Cover letter', letter.recipient.company].filter(Boolean).join(' - ');
  return new Uint8Array(await Packer.toBuffer(file(children, paper, looks, { title, author: letter.sender.name })));
}
