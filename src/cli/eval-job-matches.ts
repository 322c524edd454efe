/**
 * `npm run eval:job-matches [-- set ...]`: PivotMatch's first results on the frozen sets with
 * roles.json (default: prose-resumes, real-resumes, heldout), read and searched through the
 * functions as a new user would, over the sample corpus `npm start` seeds. Prints, per set,
 * precision@5 and top-1 by O*NET-SOC minor group with the page's default location filter and with
 * none, and how often the roles read are in the truth's group; then each resume's misses.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_CORPUS_SIZE } from '~/server/matching/corpus';
import { evaluateJobMatches, matchTotals, roleShare } from '~/server/matching/evaluate-matches';
import { evaluateResumes } from '~/server/resumes/evaluate';
import { startPivotMatchPipeline } from '~/server/testing/pivotmatch-pipeline';

const sets = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const chosen = sets.length ? sets : ['prose-resumes', 'real-resumes', 'heldout'];
const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

const pipeline = await startPivotMatchPipeline();
try {
  const seeded = performance.now();
  await pipeline.seedJobs(Number(process.env.SEED_JOBS ?? DEFAULT_CORPUS_SIZE));
  console.log(`Seeded the sample corpus in ${Math.round(performance.now() - seeded)} ms.`);
  for (const set of chosen) {
    const dir = fileURLToPath(new URL(`../../tests/fixtures/${set}/`, import.meta.url));
    const read = await evaluateResumes(dir, pipeline);
    const started = performance.now();
    const m = await evaluateJobMatches(dir, read, pipeline);
    const ms = performance.now() - started;
    const d = matchTotals(m.defaultFilter);
    const n = matchTotals(m.noFilter);
    console.log(`\n${set}: ${d.resumes} resumes (${Math.round(ms / Math.max(1, 2 * d.resumes))} ms a search)`);
    console.log(`  page's default filter: precision@5 ${pct(d.precisionAt5)}, top-1 ${pct(d.top1)}`);
    console.log(`  no location filter:    precision@5 ${pct(n.precisionAt5)}, top-1 ${pct(n.top1)}`);
    console.log(`  roles read in the right group: current ${pct(roleShare(m.roles, 'current'))}, target ${pct(roleShare(m.roles, 'target'))}`);
    if (process.argv.includes('--misses')) {
      for (const r of m.details)
        if (r.fit.precisionAt5 < 1 || !r.fit.top1)
          console.log(`    ${r.name}: p@5 ${pct(r.fit.precisionAt5)} top-1 ${r.fit.top1 ? 'yes' : 'no'} | read ${r.read} | first ${r.first.join('; ')}`);
    }
  }
} finally {
  await pipeline.stop();
}
