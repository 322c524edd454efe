/**
 * First gate for an uploaded resume: decide its type from its bytes (never from its name or
 * the browser's MIME type), enforce the size limit, and make sure a DOCX archive is a sane,
 * bounded ZIP before any parser (mammoth's JSZip inflates without limits) touches it.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { MAX_RESUME_BYTES } from '~/lib/pivotmatch';
import { EMPTY_FILE_MESSAGE, ENCRYPTED_DOCX_MESSAGE, MALFORMED_DOCX_MESSAGE, ResumeRejected, ZIP_BOMB_MESSAGE, tooLarge, wrongType } from './errors';

export type ResumeKind = 'pdf' | 'docx';

/** A DOCX holds a few dozen parts; anything near this is not a resume. */
export const MAX_DOCX_ENTRIES = 500;
/** Inflated bytes a DOCX may unpack to, in total (declared and real). */
export const MAX_DOCX_INFLATED_BYTES = 20 * 1024 * 1024;

/** Where Acrobat and pdf.js look for the header: anywhere in the first 1 KB. */
const PDF_HEADER_WINDOW = 1024;

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export function checkResumeFile(bytes: Uint8Array, fileName: string): { kind: ResumeKind } {
  void fileName; // the name is never trusted; kept for logs and symmetry with the upload form
  if (bytes.length === 0) throw new ResumeRejected(422, EMPTY_FILE_MESSAGE, 'empty');
  const kind = sniffKind(bytes);
  if (kind === 'encrypted-office') {
    if (bytes.length > MAX_RESUME_BYTES) throw tooLarge();
    throw new ResumeRejected(422, ENCRYPTED_DOCX_MESSAGE, 'encrypted');
  }
  if (!kind) throw wrongType();
  if (bytes.length > MAX_RESUME_BYTES) throw tooLarge();
  if (kind === 'docx') checkDocxArchive(bytes);
  return { kind };
}

function sniffKind(bytes: Uint8Array): ResumeKind | 'encrypted-office' | null {
  if (indexOfAscii(bytes, '%PDF-', 0, PDF_HEADER_WINDOW) >= 0) return 'pdf';
  // Local file header: every ZIP-based Office file starts with one.
  if (bytes.length >= 4 && readU32(bytes, 0) === SIG_LOCAL) return 'docx';
  // A password-protected DOCX is not a ZIP but an OLE compound file with an
  // "EncryptedPackage" stream; a legacy .doc is also OLE but has none.
  if (isOleCompoundFile(bytes) && indexOfUtf16le(bytes, 'EncryptedPackage') >= 0) return 'encrypted-office';
  return null;
}

/** Throws unless the ZIP is well formed, bounded, and holds the parts of a Word document. */
export function checkDocxArchive(bytes: Uint8Array): void {
  const entries = readCentralDirectory(bytes);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) throw malformed();

  let declared = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw new ResumeRejected(422, ENCRYPTED_DOCX_MESSAGE, 'encrypted');
    if (entry.method !== 0 && entry.method !== 8) throw malformed();
    declared += entry.uncompressedSize;
    if (declared > MAX_DOCX_INFLATED_BYTES) throw bomb();
  }

  // The declared sizes are only claims: inflate every entry with a hard output limit and
  // check that it yields exactly what it declared. Overlapping entries (several directory
  // records pointing at one compressed stream) are each counted, so they cannot hide.
  let inflated = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    let size: number;
    let out: Uint8Array;
    if (entry.method === 0) {
      out = data;
      size = data.length;
    } else {
      const budget = Math.min(entry.uncompressedSize, MAX_DOCX_INFLATED_BYTES - inflated);
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (isOutputLimitError(error)) throw bomb();
        throw malformed();
      }
      size = out.length;
    }
    if (size !== entry.uncompressedSize) throw malformed();
    if (crc32(out) >>> 0 !== entry.crc >>> 0) throw malformed();
    inflated += size;
    if (inflated > MAX_DOCX_INFLATED_BYTES) throw bomb();
  }
}

/** Reads the ZIP central directory (no ZIP64, single disk: a 5 MB DOCX never needs more). */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) throw malformed();
  const disk = readU16(bytes, eocd + 4);
  const cdDisk = readU16(bytes, eocd + 6);
  const countOnDisk = readU16(bytes, eocd + 8);
  const count = readU16(bytes, eocd + 10);
  const cdSize = readU32(bytes, eocd + 12);
  const cdOffset = readU32(bytes, eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || countOnDisk !== count) throw malformed();
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw malformed(); // ZIP64
  if (count > MAX_DOCX_ENTRIES) throw bomb();
  if (cdOffset + cdSize > eocd) throw malformed();

  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || readU32(bytes, p) !== SIG_CENTRAL) throw malformed();
    const nameLength = readU16(bytes, p + 28);
    const extraLength = readU16(bytes, p + 30);
    const commentLength = readU16(bytes, p + 32);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > eocd) throw malformed();
    const entry: ZipEntry = {
      flags: readU16(bytes, p + 8),
      method: readU16(bytes, p + 10),
      crc: readU32(bytes, p + 16),
      compressedSize: readU32(bytes, p + 20),
      uncompressedSize: readU32(bytes, p + 24),
      localHeaderOffset: readU32(bytes, p + 42),
      name: new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength)),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) throw malformed();
    entries.push(entry);
    p = end;
  }
  return entries;
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const h = entry.localHeaderOffset;
  if (h + 30 > bytes.length || readU32(bytes, h) !== SIG_LOCAL) throw malformed();
  const start = h + 30 + readU16(bytes, h + 26) + readU16(bytes, h + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw malformed();
  return bytes.subarray(start, end);
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (readU32(bytes, i) === SIG_EOCD && i + 22 + readU16(bytes, i + 20) === bytes.length) return i;
  }
  return -1;
}

function isOutputLimitError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError;
}

function isOleCompoundFile(bytes: Uint8Array): boolean {
  const magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  return bytes.length >= 8 && magic.every((b, i) => bytes[i] === b);
}

function indexOfAscii(bytes: Uint8Array, needle: string, from: number, to: number): number {
  const last = Math.min(to, bytes.length - needle.length);
  outer: for (let i = from; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

function indexOfUtf16le(bytes: Uint8Array, needle: string): number {
  const encoded = new Uint8Array(needle.length * 2);
  for (let i = 0; i < needle.length; i++) encoded[i * 2] = needle.charCodeAt(i);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(encoded);
}

const readU16 = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const readU32 = (b: Uint8Array, o: number) => ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16) | ((b[o + 3] ?? 0) << 24)) >>> 0;

const malformed = () => new ResumeRejected(422, MALFORMED_DOCX_MESSAGE, 'malformed-docx');
const bomb = () => new ResumeRejected(422, ZIP_BOMB_MESSAGE, 'zip-bomb');
