/**
 * The one typeface both exports embed: Roboto (Apache License 2.0), as pdfmake ships it. Read from
 * pdfmake's font bundle, a JavaScript module, so a Netlify function bundle carries it without any
 * included_files setting.
 */
import vfs from 'pdfmake/build/vfs_fonts.js';

export const FONT_FAMILY = 'Roboto';
export const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

const cache = new Map<string, Buffer>();
export function fontBytes(file: string): Buffer {
  let bytes = cache.get(file);
  if (!bytes) {
    const base64 = vfs[file];
    if (!base64) throw new Error(`pdfmake's font bundle has no ${file}`);
    bytes = Buffer.from(base64, 'base64');
    cache.set(file, bytes);
  }
  return bytes;
}
