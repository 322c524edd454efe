/**
 * Text from outside (an uploaded file, a job feed) made safe to keep: PostgreSQL refuses U+0000
 * in `text` and `jsonb` ("unsupported Unicode escape sequence"), and a lone surrogate is not
 * valid UTF-8, so either would lose everything read from the file. Icon fonts put their glyphs
 * in the private-use area or at code 0; those become spaces so the words beside them stay apart.
 *
 * Kept: tab, line feed, carriage return. A form feed or vertical tab is a line break. Other C0
 * and C1 controls, DEL, unpaired surrogates, private-use characters and the non-characters
 * U+FFFE/U+FFFF become a space. Every other character (letters, emoji as surrogate pairs) stays,
 * so a clean text is the same length as before and offsets into it do not move.
 */
export function cleanText(text: string): string {
  // Fast path: nothing to clean in almost every text.
  if (!UNSAFE.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        const point = (code - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
        // Supplementary private-use planes (icon fonts again), as two spaces to keep the length.
        out += point >= 0xf0000 ? '  ' : text[i]! + text[i + 1]!;
        i++;
      } else {
        out += ' ';
      }
      continue;
    }
    if (code === 0x0c || code === 0x0b) out += '\n';
    else if (isUnsafe(code)) out += ' ';
    else out += text[i]!;
  }
  return out;
}

function isUnsafe(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0xdc00 && code <= 0xdfff) ||
    (code >= 0xe000 && code <= 0xf8ff) ||
    code === 0xfffe ||
    code === 0xffff
  );
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff\ue000-\uf8ff\ufffe\uffff]/;
