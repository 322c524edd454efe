/** Job-board titles from O*NET's reported and alternate titles (used by `npm run data:jobs`). */

const MAX_TITLE_CHARS = 45;
const MAX_TITLE_WORDS = 6;

/** Words that state a level: the generator chooses the level from the job zone instead. */
const LEVEL_WORD = /\b(?:senior|sr|junior|jr|lead|entry|trainee|intern|internship|apprentice|apprenticeship|ii|iii|iv|level|student|helper)\b/i;
/** Titles that are not a vacancy anyone advertises. */
const NOT_A_VACANCY = /\b(?:owner|proprietor|volunteer|retired|self-employed|freelance|partner|founder)\b/i;
/** A trailing acronym people write after a title: "Registered Nurse (RN)". */
const TRAILING_ACRONYM = /^([^()]+?) \(([A-Z][A-Za-z0-9&/.-]{1,6})\)$/;

/**
 * A title as a job board would show it, or null: "Staff RN (Staff Registered Nurse)" becomes
 * "Staff Registered Nurse"; "Customer Service Representative (CSR)" stays.
 */
export function cleanTitle(raw: string): string | null {
  let title = raw.replace(/\s+/g, ' ').trim();
  const expansion = /^([^()]+?) \(([^()]+)\)$/.exec(title);
  if (expansion && !TRAILING_ACRONYM.test(title)) {
    // "Oncology RN (Oncology Registered Nurse)": the spelled-out form reads better.
    const [, outer, inner] = expansion as unknown as [string, string, string];
    title = /\b[A-Z]{2,}\b/.test(outer) && inner.split(' ').length >= 2 ? inner : outer;
  }
  const bare = TRAILING_ACRONYM.exec(title)?.[1] ?? title;
  if (/[(),;:"]/.test(bare) || /[^\x20-\x7e]/.test(title)) return null;
  if (title.length > MAX_TITLE_CHARS || bare.split(' ').length > MAX_TITLE_WORDS) return null;
  if (!/^[A-Z0-9.]/.test(title)) return null;
  const letters = bare.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3 || letters === letters.toUpperCase()) return null; // "CEO", "RN"
  if (LEVEL_WORD.test(bare) || NOT_A_VACANCY.test(bare)) return null;
  return title;
}
