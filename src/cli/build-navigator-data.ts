/**
 * `npm run data:navigator`: rebuilds content/navigator/occupations.json, what the Career
 * Opportunity Navigator ranks, from O*NET 29.2: every occupation of occupation-data.tsv (1,016)
 * with its job zone, its skills and knowledge ratings (importance 1–5 and level 0–7, one pair per
 * element in the file's element order), its technology examples as our vocabulary names them
 * (Hot Technologies flagged), the vocabulary skills its task statements and description name, its
 * core tasks (with O*NET task ids, so every figure traces to a row) and its related occupations
 * with their tier. ONET_DIR points at another copy of the data (default ../shared/data/onet-29.2).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ONET_ATTRIBUTION } from '~/lib/onet';
import { skillByName } from '~/server/skills/taxonomy';
import { extractSkills } from '~/server/skills/extract-skills';
import { RELATED_TIERS, type NavigatorData, type NavigatorElement, type NavigatorOccupation } from '~/server/navigator/data';
import { tsvColumns } from './tsv';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onetDir = process.env.ONET_DIR ?? `${root}../shared/data/onet-29.2`;
const OUT = `${root}content/navigator/occupations.json`;

const TASKS_KEPT = 6;
const TITLES_KEPT = 6;
const MAX_TITLE_CHARS = 60;

const table = (file: string, columns: string[]) => tsvColumns(`${onetDir}/${file}`, columns);
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

// Elements: O*NET's skills then its knowledge areas, in file order.
const elements: NavigatorElement[] = [];
const elementIndex = new Map<string, number>();
const ratings = new Map<string, Map<number, { im?: number; lv?: number }>>();
for (const [file, kind] of [
  ['skills.tsv', 'skill'],
  ['knowledge.tsv', 'knowledge'],
] as const) {
  for (const [code, id, name, scale, value] of table(file, ['O*NET-SOC Code', 'Element ID', 'Element Name', 'Scale ID', 'Data Value'])) {
    let i = elementIndex.get(id!);
    if (i === undefined) {
      i = elements.length;
      elementIndex.set(id!, i);
      elements.push({ id: id!, name: name!, kind });
    }
    const own = ratings.get(code!) ?? new Map<number, { im?: number; lv?: number }>();
    ratings.set(code!, own);
    const r = own.get(i) ?? {};
    if (scale === 'IM') r.im = Number(value);
    if (scale === 'LV') r.lv = Number(value);
    own.set(i, r);
  }
}

const zones = new Map(table('job-zones.tsv', ['O*NET-SOC Code', 'Job Zone']).map(([c, z]) => [c!, Number(z)]));

const tech = new Map<string, Array<[string, 0 | 1]>>();
const techSeen = new Map<string, Set<string>>();
for (const [code, example, hot] of table('technology-skills.tsv', ['O*NET-SOC Code', 'Example', 'Hot Technology'])) {
  const direct = skillByName(example!);
  const found = direct ? [direct.name] : extractSkills(example!);
  // An example names one tool; when the vocabulary reads several (or none) in it, keep its own words.
  const name = found.length === 1 ? found[0]! : example!;
  const seen = techSeen.get(code!) ?? new Set<string>();
  techSeen.set(code!, seen);
  if (seen.has(name)) continue;
  seen.add(name);
  const list = tech.get(code!) ?? [];
  tech.set(code!, list);
  list.push([name, hot === 'Y' ? 1 : 0]);
}
for (const list of tech.values()) list.sort((a, b) => b[1] - a[1]);

const tasks = new Map<string, Array<{ id: number; text: string; core: boolean }>>();
for (const [code, id, text, type] of table('task-statements.tsv', ['O*NET-SOC Code', 'Task ID', 'Task', 'Task Type'])) {
  const list = tasks.get(code!) ?? [];
  tasks.set(code!, list);
  list.push({ id: Number(id), text: text!, core: type === 'Core' });
}

const reported = new Map<string, string[]>();
for (const [code, title, shown] of table('sample-of-reported-titles.tsv', ['O*NET-SOC Code', 'Reported Job Title', 'Shown in My Next Move'])) {
  if (title!.length > MAX_TITLE_CHARS) continue;
  const list = reported.get(code!) ?? [];
  reported.set(code!, list);
  // Titles My Next Move shows come first.
  if (shown === 'Y') list.unshift(title!);
  else list.push(title!);
}

const related = new Map<string, Array<[string, number]>>();
for (const [code, other, tier] of table('related-occupations.tsv', ['O*NET-SOC Code', 'Related O*NET-SOC Code', 'Relatedness Tier'])) {
  const t = RELATED_TIERS.findIndex((x) => x.key === tier);
  if (t < 0) throw new Error(`Unknown relatedness tier "${tier}"`);
  const list = related.get(code!) ?? [];
  related.set(code!, list);
  list.push([other!, t]);
}

const occupations: NavigatorOccupation[] = table('occupation-data.tsv', ['O*NET-SOC Code', 'Title', 'Description']).map(([code, title, description]) => {
  const own = ratings.get(code!);
  const rated = own
    ? elements.flatMap((_, i) => {
        const r = own.get(i);
        return r?.im === undefined || r.lv === undefined ? [] : [[i, round(r.im), round(r.lv)] as [number, number, number]];
      })
    : [];
  const taskList = tasks.get(code!) ?? [];
  const kept = [...taskList.filter((t) => t.core), ...taskList.filter((t) => !t.core)].slice(0, TASKS_KEPT);
  const techNames = new Set((tech.get(code!) ?? []).map(([n]) => n));
  const textSkills = extractSkills([description!, ...taskList.map((t) => t.text)].join('\n')).filter((s) => !techNames.has(s));
  return {
    code: code!,
    title: title!,
    zone: zones.get(code!) ?? null,
    summary: description!.split(/(?<=\.)\s/)[0]!,
    titles: (reported.get(code!) ?? []).filter((t) => t !== title).slice(0, TITLES_KEPT),
    ratings: rated,
    tech: tech.get(code!) ?? [],
    textSkills,
    tasks: kept.map((t) => [t.id, t.text] as [number, string]),
    related: related.get(code!) ?? [],
  };
});

const file: NavigatorData = {
  $comment:
    'Generated by `npm run data:navigator` from O*NET 29.2 (occupations, job zones, skills, knowledge, technology skills, tasks, reported titles, related occupations). Do not edit by hand.',
  attribution: ONET_ATTRIBUTION,
  elements,
  occupations,
};
// One occupation per line, so a rebuild's diff shows what changed (see .prettierignore).
const text = `{\n  "$comment": ${JSON.stringify(file.$comment)},\n  "attribution": ${JSON.stringify(file.attribution)},\n  "elements": ${JSON.stringify(elements)},\n  "occupations": [\n${occupations
  .map((o) => `    ${JSON.stringify(o)}`)
  .join(',\n')}\n  ]\n}\n`;
mkdirSync(`${root}content/navigator`, { recursive: true });
writeFileSync(OUT, text);
const withRatings = occupations.filter((o) => o.ratings.length > 0).length;
console.log(`${occupations.length} occupations (${withRatings} rated), ${elements.length} elements → ${OUT} (${Math.round(text.length / 1024)} KB)`);
