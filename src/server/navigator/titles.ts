/**
 * A member's job title → the O*NET occupation it names. Looked up among O*NET's 52,794 titles
 * (occupation titles, titles workers reported and alternate titles: content/interviews/roles.json,
 * the index the mock interview's role picker already searches), after the words in
 * content/navigator/title-words.json are spelled out or dropped:
 * 1. the title as a whole, as O*NET writes one (file order breaks ties: O*NET's own titles, then
 *    reported titles, then alternates);
 * 2. else the title whose words best cover the member's, each word weighted by how rare it is
 *    among titles, with the last word (what the person is: "nurse", "teacher") counting double.
 * Deterministic: the same title always maps to the same occupation, with the title that matched.
 */
import roleFile from '@content/interviews/roles.json';
import words from '@content/navigator/title-words.json';
import type { RoleFile } from '~/server/interviews/roles';
import { navigatorOccupation } from './data';

export interface TitleMapping {
  code: string;
  /** O*NET's title of the occupation. */
  occupation: string;
  /** The O*NET title that matched (an alternate or reported title, or the occupation's own). */
  matchedTitle: string;
  /** How the title was matched: as a whole, or by its words. */
  how: 'exact' | 'words';
  /** 0–1: 1 for a whole-title match, else the share of the member's words (by weight) the title covers. */
  confidence: number;
}

const roles = roleFile as RoleFile;
const ABBREVIATIONS: Record<string, string> = words.abbreviations;
const DROPPED_PHRASES = words.dropped.filter((w) => w.includes(' '));
const DROPPED = new Set(words.dropped.filter((w) => !w.includes(' ')));
/** Words below this confidence do not name an occupation well enough to use. */
export const MIN_TITLE_CONFIDENCE = 0.5;

/** A word's base form: plurals folded ("nurses" → "nurse", "secretaries" → "secretary"). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** The words of an O*NET title, as looked up: abbreviations spelled out as a member's are, so "UX Researcher" meets "UX Researcher". */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
    .flatMap((w) => (Object.hasOwn(ABBREVIATIONS, w) ? ABBREVIATIONS[w]!.split(' ').filter(Boolean) : [w]))
    .map(stem);
}

/**
 * The words of a member's title: the employer after " at " or a dash dropped, abbreviations spelled
 * out, level and service words dropped.
 */
export function memberTitleWords(title: string): string[] {
  let t = ` ${title.toLowerCase().replace(/\s+/g, ' ')} `;
  t = t
    .replace(/\s(?:at|@)\s.*$/, ' ')
    .replace(/\s[–—|]\s.*$/, ' ')
    .replace(/,\s.*$/, ' ');
  for (const phrase of DROPPED_PHRASES) t = t.split(` ${phrase} `).join(' ');
  const out: string[] = [];
  for (const raw of t
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9+#.-]+/)) {
    const word = raw.replace(/^[.-]+|[.-]+$/g, '');
    if (!word || DROPPED.has(word)) continue;
    const spelled = Object.hasOwn(ABBREVIATIONS, word) ? ABBREVIATIONS[word] : undefined;
    if (spelled !== undefined) out.push(...spelled.split(' ').filter(Boolean).map(stem));
    else out.push(...word.split(/[.-]/).filter(Boolean).map(stem));
  }
  return out;
}

interface Entry {
  title: string;
  occupation: number;
  words: string[];
}

let built: { entries: Entry[]; exact: Map<string, number[]>; postings: Map<string, number[]>; idf: Map<string, number> } | null = null;

function index() {
  if (built) return built;
  const entries: Entry[] = roles.titles.map((t) => {
    const bar = t.lastIndexOf('|');
    const title = t.slice(0, bar);
    return { title, occupation: Number(t.slice(bar + 1)), words: titleWords(title) };
  });
  const exact = new Map<string, number[]>();
  const postings = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const key = e.words.join(' ');
    const same = exact.get(key) ?? [];
    exact.set(key, same);
    if (!same.some((j) => entries[j]!.occupation === e.occupation)) same.push(i);
    for (const w of new Set(e.words)) {
      const list = postings.get(w) ?? [];
      postings.set(w, list);
      list.push(i);
    }
  });
  const idf = new Map([...postings].map(([w, list]) => [w, Math.log(1 + entries.length / list.length)]));
  built = { entries, exact, postings, idf };
  return built;
}

/** For entry e: how many titles of its occupation hold every one of `mine`. */
function supportOf(mine: readonly string[]): (e: number) => number {
  const { entries, postings } = index();
  const words = [...new Set(mine)];
  const lists = words.map((w) => postings.get(w) ?? []).sort((a, b) => a.length - b.length);
  const perOccupation = new Map<number, number>();
  if (lists.length > 0) {
    const rest = lists.slice(1).map((l) => new Set(l));
    for (const e of lists[0]!) if (rest.every((r) => r.has(e))) perOccupation.set(entries[e]!.occupation, (perOccupation.get(entries[e]!.occupation) ?? 0) + 1);
  }
  return (e) => perOccupation.get(entries[e]!.occupation) ?? 0;
}

function mapping(e: Entry, how: TitleMapping['how'], confidence: number): TitleMapping {
  const o = roles.occupations[e.occupation]!;
  return { code: o.code, occupation: o.title, matchedTitle: e.title, how, confidence: Math.round(confidence * 100) / 100 };
}

const FIELD_AFTER = new Set(words.fieldAfter);
/** Longest first: "doctoral researcher" before "researcher". */
const RESEARCH_HEADS = [...words.researchHeads].sort((a, b) => b.length - a.length);
const FIELD_WORKERS: Record<string, string> = words.fieldWorkers;

/**
 * Other ways to read a title: its field put first ("Director of Operations" → "Operations
 * Director"; "Head of …" → "… Director"), and a researcher of a field as the field's worker
 * ("Researcher in Statistics", "Mathematics PhD Candidate" → "Statistician", "Mathematician").
 */
function titleVariants(title: string): string[] {
  const exactTitle = index().exact;
  const plain = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s(?:at|@)\s.*$/, ' ')
    .replace(/,\s.*$/, ' ')
    .replace(/[^a-z0-9+#&./\s-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const out: string[] = [];
  const ws = plain.split(' ');
  const at = ws.findIndex((w, i) => i > 0 && i < ws.length - 1 && FIELD_AFTER.has(w));
  let fieldFirst = plain;
  const head = ws.slice(0, at).join(' ');
  // Only when what comes before "of" is a job ("Director of …", not "University of Texas").
  if (at > 0 && at <= 3 && (head === 'head' || RESEARCH_HEADS.includes(head) || (exactTitle.get(memberTitleWords(head).join(' '))?.length ?? 0) > 0)) {
    fieldFirst = `${ws.slice(at + 1).join(' ')} ${head === 'head' ? 'director' : head}`;
    out.push(fieldFirst);
  }
  const research = RESEARCH_HEADS.find((h) => fieldFirst.endsWith(` ${h}`));
  if (research) {
    const field = fieldFirst.slice(0, -research.length - 1).trim();
    const known = Object.keys(FIELD_WORKERS)
      .filter((f) => field === f || field.endsWith(` ${f}`))
      .sort((a, b) => b.length - a.length)[0];
    if (known) out.push(`${field.slice(0, field.length - known.length)}${FIELD_WORKERS[known]}`.trim());
  }
  return out.filter((v) => v && v !== plain);
}

/**
 * The occupations a title most likely names, best first (at most `limit`); empty when no word is
 * known. A title read another way (titleVariants) answers instead when it is known whole and the
 * title is not, or when it is known as well by more of its words.
 */
export function mapTitleCandidates(title: string, limit = 3): TitleMapping[] {
  let best = candidatesOf(title, limit);
  for (const variant of titleVariants(title)) {
    const other = candidatesOf(variant, limit);
    const [a, b] = [best[0], other[0]];
    if (!b) continue;
    const rank = (m: TitleMapping) => (m.how === 'exact' ? 2 : m.confidence);
    if (!a || rank(b) > rank(a)) best = other;
  }
  return best;
}

function candidatesOf(title: string, limit: number): TitleMapping[] {
  const { entries, exact, postings, idf } = index();
  const mine = memberTitleWords(title);
  if (mine.length === 0) return [];
  const out: TitleMapping[] = [];
  // One title can be several occupations' ("Substitute Teacher"): an occupation's own title wins,
  // then one workers reported (the ones My Next Move shows first), then file order.
  const classOf = (e: number) => {
    const entry = entries[e]!;
    const o = roles.occupations[entry.occupation]!;
    if (entry.title.toLowerCase() === o.title.toLowerCase()) return 0;
    const reported = navigatorOccupation(o.code)?.titles ?? [];
    const at = reported.findIndex((t) => t.toLowerCase() === entry.title.toLowerCase());
    return at < 0 ? 100 : 1 + at;
  };
  // Several occupations can list the same alternate title ("Data Analyst" is one of nine): the one
  // with the most titles holding all the member's words is most what those words mean.
  // (One word alone says too little for that: "Teacher" keeps O*NET's reported order.)
  const support = mine.length > 1 ? supportOf(mine) : () => 0;
  const wholes = [...(exact.get(mine.join(' ')) ?? [])].map((e) => ({ e, cls: classOf(e) }));
  wholes.sort((a, b) => Number(a.cls > 0) - Number(b.cls > 0) || support(b.e) - support(a.e) || a.cls - b.cls || a.e - b.e);
  for (const w of wholes) out.push(mapping(entries[w.e]!, 'exact', 1));

  // Weighted word cover: the member's words (the last one doubled) that a title holds, less a
  // little for the title's own extra words, so "Registered Nurse" beats "Registered Nurse Supervisor".
  const weight = (w: string, i: number) => (idf.get(w) ?? 0) * (i === mine.length - 1 ? 2 : 1);
  const total = mine.reduce((s, w, i) => s + weight(w, i), 0);
  if (total === 0) return out.slice(0, limit);
  const scores = new Map<number, number>();
  mine.forEach((w, i) => {
    for (const e of postings.get(w) ?? []) scores.set(e, (scores.get(e) ?? 0) + weight(w, i));
  });
  const ranked = [...scores]
    .map(([e, s]) => {
      const extra = entries[e]!.words.filter((w) => !mine.includes(w)).reduce((sum, w) => sum + (idf.get(w) ?? 0), 0);
      return { e, cover: s / total, score: s / total - 0.02 * extra };
    })
    .sort((a, b) => b.score - a.score || support(b.e) - support(a.e) || a.e - b.e);
  const seen = new Set(out.map((m) => m.code));
  for (const r of ranked) {
    if (out.length >= limit) break;
    const m = mapping(entries[r.e]!, 'words', r.cover);
    if (seen.has(m.code)) continue;
    seen.add(m.code);
    out.push(m);
  }
  return out;
}

/** The share of a title's words (as looked up) that some O*NET title holds: "Data Blitz talk" is not a job title. */
export function knownWordShare(title: string): number {
  const mine = memberTitleWords(title);
  if (mine.length === 0) return 0;
  const { postings } = index();
  return mine.filter((w) => postings.has(w)).length / mine.length;
}

let firstWords: Set<string> | null = null;
/** Whether some O*NET title starts with this word ("Lead Engineer", "Test Driver"; no title starts with "Organize"). */
export function startsSomeTitle(word: string): boolean {
  firstWords ??= new Set(index().entries.map((e) => e.title.toLowerCase().split(/[^a-z0-9+#]+/)[0] ?? ''));
  return firstWords.has(word.toLowerCase());
}

/** The occupation a title names, or null when no O*NET title covers enough of it. */
export function mapTitle(title: string): TitleMapping | null {
  const best = mapTitleCandidates(title, 1)[0];
  return best && best.confidence >= MIN_TITLE_CONFIDENCE ? best : null;
}
