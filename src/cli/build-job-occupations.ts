/**
 * `npm run data:jobs`: rebuilds content/jobs/occupations.json, the occupations the sample job
 * corpus is generated from (src/server/matching/corpus.ts), from O*NET 29.2:
 * - titles a job board would show: the titles workers reported (alternates only where none was), cleaned
 *   (no commas, no ALL CAPS, nothing long, a trailing acronym in parentheses kept, a title that
 *   states a level such as "Senior" or "Trainee" left out: the generator adds the level);
 * - up to 8 core tasks ("What you'll do"), up to 15 technology examples (Hot Technology first),
 *   the job zone (preparation needed, 1-5) and the first sentence of the description.
 * Military occupations (55-) and occupations with fewer than MIN_TASKS tasks or no title left
 * are out. Runtime code reads only the generated file, never ../shared.
 * ONET_DIR points at another copy of the data (default ../shared/data/onet-29.2).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ONET_ATTRIBUTION, type OccupationFile, type Occupation } from '~/server/matching/occupations';
import { cleanTitle } from './job-titles';
import { tsvColumns } from './tsv';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onetDir = process.env.ONET_DIR ?? `${root}../shared/data/onet-29.2`;
const OUT = `${root}content/jobs/occupations.json`;

const MAX_TITLES = 12;
const MAX_TASKS = 8;
const MIN_TASKS = 5;
const MAX_TECHNOLOGIES = 15;
const MAX_TASK_CHARS = 260;

const table = (file: string, columns: string[]) => tsvColumns(`${onetDir}/${file}`, columns);

const occupations = table('occupation-data.tsv', ['O*NET-SOC Code', 'Title', 'Description']);
const zones = new Map(table('job-zones.tsv', ['O*NET-SOC Code', 'Job Zone']).map(([code, zone]) => [code!, Number(zone)]));

// Titles: only the titles workers of the occupation reported (shown in My Next Move first), so a
// listing's title names its occupation; O*NET's alternate titles are loose ("Automation Engineer"
// for blockchain engineers) and are used only for the few occupations with no reported title,
// and then only those that carry the first and the last word of the occupation's own title
// ("Data Scientist", not "Data Analyst"), or failing that its first word ("Project Manager").
const titleCandidates = new Map<string, Array<{ title: string; rank: number }>>();
const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/(?:es|s)$/, ''));
const addTitle = (code: string, title: string, rank: number) => {
  const clean = cleanTitle(title);
  if (!clean) return;
  const list = titleCandidates.get(code) ?? [];
  titleCandidates.set(code, list);
  list.push({ title: clean, rank });
};
for (const [code, title, shown] of table('sample-of-reported-titles.tsv', ['O*NET-SOC Code', 'Reported Job Title', 'Shown in My Next Move'])) {
  addTitle(code!, title!, shown === 'Y' ? 0 : 1);
}
const ownTitle = new Map(occupations.map(([code, title]) => [code!, title!]));
const alternates = new Map<string, string[]>();
for (const [code, alt, short] of table('alternate-titles.tsv', ['O*NET-SOC Code', 'Alternate Title', 'Short Title'])) {
  if (titleCandidates.has(code!)) continue;
  const list = alternates.get(code!) ?? [];
  alternates.set(code!, list);
  list.push(short || alt!);
}
for (const [code, list] of alternates) {
  const own = wordsOf((ownTitle.get(code) ?? '').split(',')[0]!);
  const first = own[0]?.slice(0, 6);
  const last = own[own.length - 1]?.slice(0, 6);
  if (!first || !last) continue;
  const has = (t: string, stem: string) => wordsOf(t).some((w) => w.startsWith(stem));
  const both = list.filter((t) => has(t, first) && has(t, last));
  const chosen = (both.length > 0 ? both : list.filter((t) => has(t, first))).sort((a, b) => a.split(' ').length - b.split(' ').length || a.length - b.length);
  chosen.forEach((t, k) => addTitle(code, t, 2 + k));
}

const tasks = new Map<string, Array<{ text: string; core: boolean }>>();
for (const [code, text, type] of table('task-statements.tsv', ['O*NET-SOC Code', 'Task', 'Task Type'])) {
  if (text!.length > MAX_TASK_CHARS) continue;
  const list = tasks.get(code!) ?? [];
  tasks.set(code!, list);
  list.push({ text: text!, core: type !== 'Supplemental' });
}

const technologies = new Map<string, Array<{ name: string; hot: boolean; demand: boolean }>>();
for (const [code, name, hot, demand] of table('technology-skills.tsv', ['O*NET-SOC Code', 'Example', 'Hot Technology', 'In Demand'])) {
  const list = technologies.get(code!) ?? [];
  technologies.set(code!, list);
  if (!list.some((t) => t.name === name)) list.push({ name: name!, hot: hot === 'Y', demand: demand === 'Y' });
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(?:\s|$)/.exec(text);
  return (m ? m[1]! : text).trim();
}

const out: Occupation[] = [];
const left: Record<string, number> = { military: 0, 'no job zone': 0, 'too few tasks': 0, 'no clean title': 0 };
for (const [code, title, description] of occupations) {
  if (code!.startsWith('55-')) {
    left.military!++;
    continue;
  }
  const zone = zones.get(code!);
  if (!zone) {
    left['no job zone']!++;
    continue;
  }
  const own = tasks.get(code!) ?? [];
  if (own.length < MIN_TASKS) {
    left['too few tasks']!++;
    continue;
  }
  const seen = new Set<string>();
  const titles = (titleCandidates.get(code!) ?? [])
    .map((t, i) => ({ ...t, i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .filter((t) => {
      const key = t.title.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_TITLES)
    .map((t) => t.title);
  if (titles.length === 0) {
    left['no clean title']!++;
    continue;
  }
  const chosenTasks = [...own.filter((t) => t.core), ...own.filter((t) => !t.core)].slice(0, MAX_TASKS).map((t) => t.text);
  const tech = (technologies.get(code!) ?? [])
    .map((t, i) => ({ ...t, i }))
    .sort((a, b) => Number(b.hot) - Number(a.hot) || Number(b.demand) - Number(a.demand) || a.i - b.i)
    .slice(0, MAX_TECHNOLOGIES);
  out.push({
    code: code!,
    title: title!,
    summary: firstSentence(description!),
    zone,
    titles,
    tasks: chosenTasks,
    technologies: tech.map((t) => t.name),
    hot: tech.filter((t) => t.hot).length,
  });
}

const file: OccupationFile = {
  $comment: 'Generated by `npm run data:jobs` from O*NET 29.2 titles, tasks, technology skills and job zones. Do not edit by hand.',
  attribution: ONET_ATTRIBUTION,
  occupations: out,
};
// One occupation per line: a small file whose diffs show which occupations changed (Prettier
// leaves it alone: see .prettierignore).
const text = `{\n  "$comment": ${JSON.stringify(file.$comment)},\n  "attribution": ${JSON.stringify(file.attribution)},\n  "occupations": [\n${out
  .map((o) => `    ${JSON.stringify(o)}`)
  .join(',\n')}\n  ]\n}\n`;
JSON.parse(text);
mkdirSync(`${root}content/jobs`, { recursive: true });
writeFileSync(OUT, text);
console.log(
  `content/jobs/occupations.json: ${out.length} occupations (left out: ${Object.entries(left)
    .map(([why, n]) => `${n} ${why}`)
    .join(', ')}), ${Math.round(text.length / 1024)} KB`,
);
