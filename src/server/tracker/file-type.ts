/**
 * What an attached file is, decided from its bytes (never its name or the browser's type): the
 * tracker keeps documents and pictures people send or receive while applying, nothing that runs.
 */
import { checkDocxArchive } from '~/server/resumes/file-check';

export type TrackerFileKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'png' | 'jpeg';

export const TRACKER_FILE_TYPES: Record<TrackerFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const starts = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

export function sniffTrackerFile(bytes: Uint8Array): TrackerFileKind | null {
  if (bytes.length === 0) return null;
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      checkDocxArchive(bytes);
      return 'docx';
    } catch {
      return null;
    }
  }
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  return isPlainText(bytes) ? 'txt' : null;
}

/** UTF-8 with no control characters but tabs, line breaks and form feeds. */
function isPlainText(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
