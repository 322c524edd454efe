// `npm run bench:skills`: the skills vocabulary's cost and speed (issue 11).
// - Load: in fresh processes running the extractor bundled as a function ships it (esbuild), the
//   time to evaluate the module (the vocabulary's JSON and its skills), the time to build the
//   matcher on first use, and the memory they take (median of LOAD_RUNS processes).
// - Extraction: skills with evidence (extractSkillEvidence, what resume processing calls: the
//   matcher, sense rules and the stated skills of lists) per resume of the three frozen sets
//   (held-out, real, prose), texts extracted beforehand: median and p95 over ROUNDS.
// - Search over 100,000 jobs: src/cli/bench-search.ts at that size (skip with BENCH_SEARCH=0).
// Targets: extraction p95 ≤ 150 ms with the full vocabulary; search p95 ≤ 150 ms at 100,000 jobs.
// Prints figures beside the previous run's; asserts nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readResumeFile } from '~/server/resumes/parse-resume';
import { resumeFilesIn } from '~/server/resumes/evaluate';
import { extractSkillEvidence } from '~/server/skills/resume-skills';
import { VOCABULARY_COUNTS } from '~/server/skills/taxonomy';
import { beside, previousFigures, saveFigures } from './history';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SETS = ['heldout', 'real-resumes', 'prose-resumes'].map((set) => join(ROOT, 'tests/fixtures', set));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 5);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

const previous = previousFigures('skills');
const figures: Record<string, number> = {};
const line = (label: string, key: string, value: number, unit: string, digits = 1) => {
  figures[key] = value;
  console.log(`  ${label.padEnd(34)} ${beside(value, previous[key], unit, digits)}`);
};

// --- Load, in fresh processes, as bundled for a function.
const dir = mkdtempSync(join(tmpdir(), 'bench-skills-'));
const entry = join(dir, 'entry.ts');
writeFileSync(
  entry,
  `const m0 = process.memoryUsage();
const t0 = performance.now();
const { extractSkillEvidence } = await import(${JSON.stringify(join(ROOT, 'src/server/skills/resume-skills.ts'))});
const t1 = performance.now();
extractSkillEvidence('Skills: Python');
const t2 = performance.now();
globalThis.gc?.();
const m1 = process.memoryUsage();
console.log(JSON.stringify({ load: t1 - t0, build: t2 - t1, heap: (m1.heapUsed - m0.heapUsed) / 1e6, rss: (m1.rss - m0.rss) / 1e6 }));
`,
);
const bundle = join(dir, 'entry.mjs');
execFileSync(join(ROOT, 'node_modules/.bin/esbuild'), [entry, '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`, '--log-level=error'], {
  cwd: ROOT,
});
const loads: Array<{ load: number; build: number; heap: number; rss: number }> = [];
for (let i = 0; i < LOAD_RUNS; i++) {
  const run = spawnSync(process.execPath, ['--expose-gc', bundle], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  loads.push(JSON.parse(run.stdout.trim().split('\n').pop()!));
}
const median = (k: keyof (typeof loads)[number]) =>
  q(
    loads.map((l) => l[k]),
    0.5,
  );
console.log(
  `\nVocabulary: ${VOCABULARY_COUNTS.skills} skills, ${VOCABULARY_COUNTS.surfaceForms} surface forms; bundle ${(readFileSync(bundle).length / 1e6).toFixed(1)} MB`,
);
console.log(`Load in a fresh process (median of ${LOAD_RUNS}):`);
line('module evaluation (JSON + skills)', 'load.ms', median('load'), ' ms', 0);
line('matcher build on first use', 'build.ms', median('build'), ' ms', 0);
line('heap after both', 'heap.mb', median('heap'), ' MB');
line('resident memory after both', 'rss.mb', median('rss'), ' MB');

// --- Extraction per resume.
const texts: string[] = [];
for (const dir of SETS) for (const file of resumeFilesIn(dir)) texts.push((await readResumeFile(new Uint8Array(readFileSync(join(dir, file))), file)).text);
extractSkillEvidence(texts[0]!); // builds the matcher
const times: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const text of texts) {
    const t = performance.now();
    extractSkillEvidence(text);
    times.push(performance.now() - t);
  }
}
console.log(
  `Skills with evidence per resume (${texts.length} texts of the frozen sets × ${ROUNDS} rounds, median chars ${q(
    texts.map((t) => t.length),
    0.5,
  )}):`,
);
line('median', 'extract.median', q(times, 0.5), ' ms');
line('p95 (target ≤ 150 ms)', 'extract.p95', q(times, 0.95), ' ms');
line('max', 'extract.max', q(times, 1), ' ms');

saveFigures('skills', figures, `vocabulary ${VOCABULARY_COUNTS.surfaceForms} forms; extraction over the frozen sets' texts`);

// --- Search over 100,000 jobs (its own figures and target).
if (process.env.BENCH_SEARCH !== '0') {
  console.log('\nSearch over 100,000 jobs (src/cli/bench-search.ts):');
  const search = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/bench-search.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SIZES: '100000' },
  });
  if (search.status !== 0) process.exitCode = 1;
}
