/**
 * `npm run bench:navigator`: how long the Career Opportunity Navigator takes to rank every O*NET
 * occupation (1,016) for a resume, and to describe the paths it returns. Target: p95 ≤ 100 ms.
 * Prints figures; asserts nothing (speed is measured here, not in tests).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NAVIGATOR_PATHS_MAX } from '~/lib/catalogue';
import { NAVIGATOR_OCCUPATIONS } from '~/server/navigator/data';
import { rankPaths } from '~/server/navigator/rank';

const root = fileURLToPath(new URL('../..', import.meta.url));
const truth = (name: string) => JSON.parse(readFileSync(`${root}tests/fixtures/resumes/${name}.truth.json`, 'utf8')) as { skills: string[] };
const cases = [
  { skills: truth('teacher-to-instructional-design').skills, currentTitle: 'High School Teacher' },
  { skills: truth('nurse-to-health-informatics').skills, currentTitle: 'Registered Nurse' },
  { skills: truth('logistics-to-data-analyst-two-column').skills, currentTitle: 'Army Logistics Officer' },
  { skills: truth('chef-to-project-management').skills, currentTitle: '' },
];
const RUNS = 200;

const t0 = performance.now();
rankPaths(cases[0]!, NAVIGATOR_PATHS_MAX);
const cold = performance.now() - t0;

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const input = cases[i % cases.length]!;
  const start = performance.now();
  rankPaths(input, NAVIGATOR_PATHS_MAX);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`Navigator: ${NAVIGATOR_OCCUPATIONS.length} occupations ranked, ${NAVIGATOR_PATHS_MAX} paths described, ${RUNS} runs over ${cases.length} resumes`);
console.log(`  first call (loads the data): ${cold.toFixed(1)} ms`);
console.log(`  p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · max ${at(1)} ms (target p95 ≤ 100 ms)`);
