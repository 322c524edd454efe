/**
 * `npm run data:linkedin`: rebuilds content/linkedin/roles.json, what LinkedIn suggestions know of
 * target roles, from O*NET 29.2:
 * - the words of each occupation's titles (official, alternate, short and reported), to read a
 *   member's target role as one or a few occupations (src/lib/linkedin.ts, matchRole);
 * - the skills each occupation asks for, as the skills taxonomy names them: its technology skills
 *   (examples and their kinds; hot and in-demand ones weigh more) and its basic skills of high
 *   importance, each read with extractSkills, so a skill is only ever one the taxonomy knows.
 *   A skill nearly every occupation lists (Microsoft Office, Critical Thinking) weighs less than
 *   one that sets the occupation apart (inverse document frequency).
 * ONET_DIR points at another copy of the data (default ../shared/data/onet-29.2).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { titleWords, type RoleDataFile } from '../lib/linkedin';
import { extractSkills } from '../server/skills/extract-skills';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onetDir = process.env.ONET_DIR ?? `${root}../shared/data/onet-29.2`;
/** Title words kept per occupation (its most frequent). */
const WORDS_PER_OCCUPATION = 30;
/** Skills kept per occupation (its heaviest). */
const SKILLS_PER_OCCUPATION = 20;
/** A basic skill (Critical Thinking, Negotiation, …) counts when O*NET rates its importance at least this (1–5). */
const MIN_IMPORTANCE = 3.5;

function table(file: string, columns: string[]): string[][] {
  const lines = readFileSync(`${onetDir}/${file}`, 'utf8').split('\n');
  const header = lines[0]!.split('\t');
  const at = columns.map((c) => {
    const i = header.indexOf(c);
    if (i < 0) throw new Error(`No "${c}" column in ${onetDir}/${file}`);
    return i;
  });
  return lines
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const cells = l.split('\t');
      return at.map((i) => (cells[i] ?? '').trim());
    });
}

const occupations = table('occupation-data.tsv', ['O*NET-SOC Code', 'Title']);

// Titles → words.
const titles = new Map<string, Set<string>>(occupations.map(([code, title]) => [code!, new Set([title!])]));
const addTitle = (code: string, title: string) => title && titles.get(code)?.add(title);
for (const [code, alt, short] of table('alternate-titles.tsv', ['O*NET-SOC Code', 'Alternate Title', 'Short Title'])) {
  addTitle(code!, alt!);
  addTitle(code!, short!);
}
for (const [code, title] of table('sample-of-reported-titles.tsv', ['O*NET-SOC Code', 'Reported Job Title'])) addTitle(code!, title!);

// Skills, in the taxonomy's names.
const skillWeights = new Map<string, Map<string, number>>();
const weigh = (code: string, name: string, w: number) => {
  const m = skillWeights.get(code) ?? new Map<string, number>();
  skillWeights.set(code, m);
  m.set(name, (m.get(name) ?? 0) + w);
};
/** Per occupation and skill: its best example's weight, plus a little for each further example (capped). */
const examples = new Map<string, { best: number; rows: number }>();
const kindSeen = new Set<string>();
const kindSkills = new Map<string, string[]>();
for (const [code, example, kind, hot, demand] of table('technology-skills.tsv', [
  'O*NET-SOC Code',
  'Example',
  'Commodity Title',
  'Hot Technology',
  'In Demand',
])) {
  for (const name of extractSkills(example!)) {
    const key = `${code}\t${name}`;
    const seen = examples.get(key) ?? { best: 0, rows: 0 };
    examples.set(key, { best: Math.max(seen.best, 1 + Number(hot === 'Y') + Number(demand === 'Y')), rows: seen.rows + 1 });
  }
  // A kind of software ("Spreadsheet software") counts once per occupation, not once per product.
  if (!kindSeen.has(`${code}\t${kind}`)) {
    kindSeen.add(`${code}\t${kind}`);
    if (!kindSkills.has(kind!)) kindSkills.set(kind!, extractSkills(kind!));
    for (const name of kindSkills.get(kind!)!) weigh(code!, name, 1);
  }
}
for (const [key, { best, rows }] of examples) {
  const [code, name] = key.split('\t') as [string, string];
  weigh(code, name, best + Math.min(1, (rows - 1) / 2));
}
for (const [code, element, scale, value] of table('skills.tsv', ['O*NET-SOC Code', 'Element Name', 'Scale ID', 'Data Value'])) {
  const importance = Number(value);
  if (scale !== 'IM' || !(importance >= MIN_IMPORTANCE)) continue;
  for (const name of extractSkills(element!)) weigh(code!, name, (importance - 3) * 2);
}

// A skill nearly every occupation lists weighs less than one that sets the occupation apart.
const spread = new Map<string, number>();
for (const m of skillWeights.values()) for (const name of m.keys()) spread.set(name, (spread.get(name) ?? 0) + 1);
const distinct = (name: string) => 1 + Math.log((skillWeights.size + 1) / spread.get(name)!);

const skillIndex = new Map<string, number>();
const wordIndex = new Map<string, number>();
const indexOf = (m: Map<string, number>, key: string) => {
  let i = m.get(key);
  if (i === undefined) m.set(key, (i = m.size));
  return i;
};

const out: RoleDataFile & { $comment: string; attribution: string } = {
  $comment: 'Generated by `npm run data:linkedin` from O*NET titles, technology skills and skills, read with the skills taxonomy. Do not edit by hand.',
  attribution:
    'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.',
  skills: '',
  words: '',
  occupations: [],
};
const pairs = (list: [number, number][]) => list.map(([i, n]) => `${i}:${n}`).join(' ');
for (const [code, title] of occupations) {
  const weights = [...(skillWeights.get(code!) ?? [])]
    .map(([name, w]): [string, number] => [name, w * distinct(name)])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SKILLS_PER_OCCUPATION);
  if (!weights.length) continue; // nothing the taxonomy knows: it could not rank any skill
  const top = weights[0]![1];
  const wordCounts = new Map<string, number>();
  for (const t of titles.get(code!)!) for (const w of titleWords(t)) wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
  const words = [...wordCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, WORDS_PER_OCCUPATION);
  out.occupations.push({
    code: code!,
    title: title!,
    words: pairs(words.map(([w, n]) => [indexOf(wordIndex, w), n])),
    skills: pairs(weights.map(([name, w]) => [indexOf(skillIndex, name), Math.max(1, Math.round((w / top) * 100))])),
  });
}
// Names never hold "|" (checked), so one string each keeps the file small and Prettier-stable.
const names = [...skillIndex.keys()];
const words = [...wordIndex.keys()];
if ([...names, ...words].some((n) => n.includes('|'))) throw new Error('A skill or word holds "|"');
out.skills = names.join('|');
out.words = words.join('|');

const text = `${JSON.stringify(out, null, 2)}\n`;
writeFileSync(`${root}content/linkedin/roles.json`, text);
console.log(
  `content/linkedin/roles.json: ${out.occupations.length} occupations, ${names.length} skills, ${words.length} title words, ${Math.round(text.length / 1024)} KB`,
);
