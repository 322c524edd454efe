/**
 * Plain text of a resume that `checkResumeFile` accepted: pdf-parse 2 (pdf.js) for PDF,
 * mammoth for DOCX. Refusals are `ResumeRejected` with a message for the user; anything
 * unexpected from a parser on a damaged file is also a refusal, never a 5xx.
 */
import mammoth from 'mammoth';
import { cleanText } from '~/lib/clean-text';
import { CORRUPT_PDF_MESSAGE, EMPTY_DOCX_MESSAGE, ENCRYPTED_PDF_MESSAGE, MALFORMED_DOCX_MESSAGE, ResumeRejected, SCANNED_PDF_MESSAGE } from './errors';
import type { ResumeKind } from './file-check';
import { loadPdfLibrary } from './pdf-library';

/** A resume is a few pages; reading more only costs time on hostile files. */
export const MAX_PDF_PAGES = 10;
/** A resume parses in well under a second; a file that takes this long is refused. */
export const PDF_TIME_LIMIT_MS = 10_000;
/**
 * A gap between two pieces of text on one line wider than this (in PDF units) is a cell break,
 * read as a tab: skill chips and side-by-side columns then stay apart ("Bayesian Computing",
 * "MCMC Algorithms"). pdf-parse's default, 7, ran the chips of common resume themes together;
 * at 4 no line of ordinary prose in our fixture sets gains a tab.
 */
export const CELL_GAP = 4;
/** Fewer letters than this means there is no usable text layer (a scan, or only images). */
export const MIN_TEXT_LETTERS = 40;

export async function extractResumeText(bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  return normaliseText(text);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { PDFParse } = await loadPdfLibrary();
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy, as a Uint8Array
  // (a Node Buffer has tripped older versions with "bad XRef entry").
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
  let text: string;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('PDF parse time limit')), PDF_TIME_LIMIT_MS);
    });
    const result = await Promise.race([parser.getText({ first: MAX_PDF_PAGES, pageJoiner: '', cellThreshold: CELL_GAP }), timeout]);
    text = result.text;
  } catch (error) {
    if (errorName(error) === 'PasswordException') {
      throw new ResumeRejected(422, ENCRYPTED_PDF_MESSAGE, 'encrypted');
    }
    throw new ResumeRejected(422, CORRUPT_PDF_MESSAGE, 'corrupt');
  } finally {
    clearTimeout(timer);
    await parser.destroy().catch(() => undefined);
  }
  if (countLetters(text) < MIN_TEXT_LETTERS) throw new ResumeRejected(422, SCANNED_PDF_MESSAGE, 'no-text');
  return text;
}

async function docxText(bytes: Uint8Array): Promise<string> {
  let text: string;
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    text = result.value;
  } catch {
    throw new ResumeRejected(422, MALFORMED_DOCX_MESSAGE, 'malformed-docx');
  }
  if (countLetters(text) < MIN_TEXT_LETTERS) throw new ResumeRejected(422, EMPTY_DOCX_MESSAGE, 'no-text');
  return text;
}

/**
 * Tidy extracted text without changing its words: drop what cannot be stored (control
 * characters, icon-font glyphs, lone surrogates: see cleanText), unify line ends and odd spaces,
 * drop soft hyphens, and collapse the blank lines mammoth puts between paragraphs. Words
 * hyphenated across a line break are left as they are: the skills matcher reads them both ways.
 */
export function normaliseText(text: string): string {
  return cleanText(text.replace(ICON_BULLET, '$1•'))
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\u00ad/g, '')
    .replace(/[ \f\v]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A private-use glyph alone at the start of a line is the bullet a word processor drew from a symbol
 * font (Word's Symbol "", Wingdings ""): kept as a bullet, so the import still sees a list, where
 * cleanText would leave only a space.
 */
const ICON_BULLET = /^([ \t]*)[\ue000-\uf8ff](?=[ \t])/gm;

function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

function errorName(error: unknown): string | undefined {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}
