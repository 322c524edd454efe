// `npm run bench:assessment`: the work-style fit ranking's speed (issue 13): rankFits over every
// O*NET occupation (what POST and GET /api/assessment do once per answer), for RUNS random
// member vectors after a warm-up. Prints median and p95; asserts nothing.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rankFits, scoreAnswers } from '~/lib/assessment';
import { WORK_STYLE_PROFILES } from '~/server/assessment/fit';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const randomTake = () => Array.from({ length: 36 }, () => 1 + Math.floor(Math.random() * 5));

const takes = Array.from({ length: RUNS }, () => scoreAnswers(randomTake()).workStyles);
for (const t of takes.slice(0, 200)) rankFits(t, WORK_STYLE_PROFILES);

const times: number[] = [];
for (const t of takes) {
  const start = performance.now();
  rankFits(t, WORK_STYLE_PROFILES);
  times.push(performance.now() - start);
}
const file = fileURLToPath(new URL('../../content/assessment/occupation-work-styles.json', import.meta.url));
console.log(`rankFits over ${WORK_STYLE_PROFILES.occupations.length} occupations × ${WORK_STYLE_PROFILES.styles.length} work styles, ${RUNS} takes:`);
console.log(`  median ${q(times, 0.5).toFixed(3)} ms, p95 ${q(times, 0.95).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms`);
console.log(`  profiles file ${Math.round(statSync(file).size / 1024)} KB (server only)`);
