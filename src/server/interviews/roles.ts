/**
 * The roles a mock interview can target: content/interviews/roles.json, written by
 * `npm run data:interview-roles` from O*NET's titles and alternate titles. Searched here so the
 * browser never loads the whole index.
 */
import file from '@content/interviews/roles.json';
import type { RoleMatch } from '~/lib/interviews';

export interface RoleFile {
  $comment: string;
  attribution: string;
  /** In the order of content/jobs/occupations.json; `skills` are O*NET skill names, the most distinctive first. */
  occupations: Array<{ code: string; title: string; skills: string[] }>;
  /** "Instructional Designer|412": a title and the index of its occupation. */
  titles: string[];
}

const roles = file as RoleFile;
// In file order: O*NET's own titles, then reported titles, then alternates, so the order breaks ties toward the usual meaning.
const entries = roles.titles.map((t, order) => {
  const bar = t.lastIndexOf('|');
  const title = t.slice(0, bar);
  return { title, lower: title.toLowerCase(), order, occupation: roles.occupations[Number(t.slice(bar + 1))]! };
});
const byCode = new Map(roles.occupations.map((o) => [o.code, o]));

/** The O*NET skills the role stands out for, most distinctive first (empty for an unknown code). */
export function roleSkills(code: string): string[] {
  return byCode.get(code)?.skills ?? [];
}

export const ROLE_MATCHES_MAX = 8;
/** "Instructor" is the title of 40 occupations: the list shows the likeliest few, and room for other titles. */
const SAME_TITLE_MAX = 2;

/**
 * Titles that match what the member typed: a title starting with it first, then one with a word
 * starting with it, then one containing it; shorter titles first within each, and at most
 * SAME_TITLE_MAX occupations for one title.
 */
export function searchRoles(query: string, limit = ROLE_MATCHES_MAX): RoleMatch[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q.length < 2) return [];
  const ranked: Array<{ rank: number; entry: (typeof entries)[number] }> = [];
  for (const entry of entries) {
    const at = entry.lower.indexOf(q);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : /[\s/(-]/.test(entry.lower[at - 1]!) ? 1 : 2;
    ranked.push({ rank, entry });
  }
  ranked.sort(
    (a, b) => a.rank - b.rank || a.entry.title.length - b.entry.title.length || a.entry.lower.localeCompare(b.entry.lower) || a.entry.order - b.entry.order,
  );
  const out: RoleMatch[] = [];
  const perTitle = new Map<string, number>();
  for (const { entry } of ranked) {
    const held = perTitle.get(entry.lower) ?? 0;
    if (held >= SAME_TITLE_MAX) continue;
    perTitle.set(entry.lower, held + 1);
    out.push({ title: entry.title, code: entry.occupation.code, occupation: entry.occupation.title });
    if (out.length >= limit) break;
  }
  return out;
}
