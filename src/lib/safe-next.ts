/**
 * Where to send someone after they sign in, from a `next` value anyone can put in a link.
 * Shared by the server (GET /api/login) and every island that follows `next`, so one set of
 * rules decides, and a link to our login page can never hand a visitor to another site.
 */

/** Our real paths are far shorter; a longer value is someone probing. */
export const MAX_NEXT_LENGTH = 512;

/** Any origin works for the last check; it only tells "same origin" from "elsewhere". */
const PROBE_ORIGIN = 'https://careerpivot.example';

/** How many rounds of percent-decoding we look through (`%252F` is `%2F` is `/`). */
const DECODE_ROUNDS = 3;

// Browsers strip tabs, CR and LF anywhere in a URL and read `\` as `/`, so `/\t/evil.example`
// and `/\evil.example` both become `//evil.example`, a link to another host.
const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
const hasControl = (text: string) => [...text].some(isControl);
const WHITESPACE = /\s/;

/** The value and what it reads as once decoded, until decoding changes nothing; null if malformed. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return forms;
    forms.push(decoded);
    current = decoded;
  }
  // Still changing after several rounds: nobody writes a real path like that.
  return null;
}

/** Starts with exactly one `/`: a path on this site, not `//host` (another site). */
function isRootRelative(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/**
 * `value` if it is a path on this site (query and hash kept), else `fallback`.
 * Refused: absolute URLs and schemes, `//host`, backslashes, control characters and whitespace,
 * the same tricks percent-encoded, and anything over {@link MAX_NEXT_LENGTH} characters.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return fallback;
  if (hasControl(value) || WHITESPACE.test(value) || value.includes('\\')) return fallback;
  if (!isRootRelative(value)) return fallback;

  // A layer that decodes once more (a proxy, a framework, a second redirect) must not find a trick.
  // Decoded spaces (`%20`) are fine: only tabs and newlines are stripped from the middle of a URL.
  const forms = decodedForms(value);
  if (!forms) return fallback;
  for (const form of forms) {
    if (hasControl(form) || form.includes('\\') || !isRootRelative(form)) return fallback;
  }

  // The last word goes to the URL parser browsers use.
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
