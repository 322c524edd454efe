// `npm run eval:resumes -- DIR [--names]`: runs every resume in DIR through PivotMatch exactly as users get
// it (the upload function, the background processing it dispatches with the LLM refiner only when
// OPENAI_API_KEY is set, and the status function; see src/server/testing/pivotmatch-pipeline.ts)
// and scores it against DIR/NAME.truth.json, or tests/fixtures/peer-truth/NAME.truth.json when DIR
// has none:
//   {"expect": "ok"|"error", "skills": [...], "aliases": {"Skill": ["other name", ...]},
//    "location": {"city", "state", "remote"}}
// Prints per file and in total: skill recall (aliases count), invented skills (returned but
// not in the truth, with the line behind each) and precision, read by the words behind each
// skill (score.ts) and by name only, skills returned without evidence (expected none), location
// accuracy, how bad files were refused, and crashes. `--names` also lists, per file, the truth's
// skills found by their evidence but returned under another name.
// Exit code 1 when a file crashes (an error that is not a 4xx refusal).
import { resolve } from 'node:path';
import { refinerFromEnv } from '~/server/ai/refine';
import { formatLocation } from '~/server/resumes/location';
import { evaluateResumes, evaluationTotals, type FileResult } from '~/server/resumes/evaluate';
import { startPivotMatchPipeline } from '~/server/testing/pivotmatch-pipeline';

async function main(): Promise<number> {
  const dirArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!dirArg) {
    console.error('Usage: npm run eval:resumes -- DIR [--names]');
    return 2;
  }
  const dir = resolve(dirArg);
  const refine = refinerFromEnv();
  const pipeline = await startPivotMatchPipeline({ refine });
  try {
    console.log(`Resumes in ${dir}, through upload, processing and status; LLM refine ${refine ? 'on' : 'off (no OPENAI_API_KEY)'}\n`);
    const results = await evaluateResumes(dir, pipeline, printFile);
    return printTotals(results);
  } finally {
    await pipeline.stop();
  }
}

function printFile(r: FileResult): void {
  const time = `${Math.round(r.ms)} ms`;
  const o = r.outcome;
  const expect = r.truth?.expect ?? 'no truth';
  if (o.kind === 'crashed') {
    console.log(`CRASH  ${r.file} (${time}): ${o.error}`);
  } else if (o.kind === 'refused') {
    const verdict = expect === 'error' ? 'ok    ' : expect === 'ok' ? 'WRONG ' : '      ';
    console.log(`${verdict} ${r.file} (${time}): refused ${o.status} "${o.message}"${expect === 'ok' ? ' but it is a good resume' : ''}`);
  } else if (expect === 'error') {
    console.log(`WRONG  ${r.file} (${time}): accepted a bad file (${o.skills.length} skills)`);
  } else if (!o.score) {
    console.log(`       ${r.file} (${time}): no truth; ${o.skills.length} skills: ${o.skills.join(', ')}; location ${formatLocation(o.location) ?? 'none'}`);
  } else {
    // By evidence when the pipeline gives it (what a reader checks), else by name.
    const s = o.score;
    const e = s.byEvidence ?? { found: s.found, recall: s.recall, missed: s.missed, invented: s.invented };
    const flag = e.recall >= 0.9 && e.invented.length === 0 && s.locationCorrect ? 'ok    ' : 'MISS  ';
    console.log(
      `${flag} ${r.file} (${time}): recall ${pct(e.recall)} (${e.found}/${s.expected}); invented ${e.invented.length}; ` +
        `location ${s.locationCorrect ? 'right' : 'WRONG'} (${formatLocation(o.location) ?? 'none'})`,
    );
    if (e.missed.length) console.log(`         missed: ${e.missed.join(', ')}`);
    // `--names`: the truth's skills found by their evidence but returned under another name.
    const renamed = process.argv.includes('--names') ? s.missed.filter((m) => !e.missed.includes(m)) : [];
    if (renamed.length) console.log(`         named otherwise: ${renamed.join(', ')}`);
    if (e.invented.length) {
      const quote = (skill: string) => o.evidence?.find((x) => x.name === skill)?.evidence[0]?.quote ?? '';
      const verdict = (skill: string) =>
        s.byEvidence?.reviewed.accepted.includes(skill) ? ' (review: accepted)' : s.byEvidence?.reviewed.rejected.includes(skill) ? ' (review: rejected)' : '';
      for (const skill of e.invented) console.log(`         invented: ${skill} ← "${quote(skill)}"${verdict(skill)}`);
    }
    if (!s.locationCorrect) console.log(`         location expected ${JSON.stringify(s.expectedLocation)}, got ${JSON.stringify(o.location)}`);
  }
  if (o.kind === 'parsed' && o.unsupported.length) console.log(`         without evidence: ${o.unsupported.join(', ')}`);
}

function printTotals(results: FileResult[]): number {
  const t = evaluationTotals(results);
  console.log('\nTotals');
  console.log(`  good resumes parsed:  ${t.scored}/${t.good}`);
  if (t.byEvidence) {
    console.log(`  skill recall:         ${pct(t.byEvidence.recall)} (${t.byEvidence.found}/${t.expected} truth skills found by the words behind them)`);
    console.log(`  invented skills:      ${t.byEvidence.invented} of ${t.returned} returned (precision ${pct(t.byEvidence.precision)})`);
    const r = t.byEvidence.review;
    // Only for a set with a reader's review (tests/fixtures/heldout/reviews.json).
    if (r.accepted + r.rejected > 0)
      console.log(
        `  reader's review:      ${r.accepted} of the invented accepted, ${r.rejected} rejected, ${r.unreviewed} not reviewed (precision ${pct(r.precision)}; reviews.json)`,
      );
    console.log(`  by name only:         recall ${pct(t.recall)}, precision ${pct(t.precision)} (our name must equal the truth's)`);
  } else {
    console.log(`  skill recall:         ${pct(t.recall)} (${t.found}/${t.expected} truth skills found)`);
    console.log(`  invented skills:      ${t.invented} of ${t.returned} returned (precision ${pct(t.precision)})`);
  }
  console.log(`  without evidence:     ${t.unsupported} skills returned with no supporting text (expected 0)`);
  console.log(`  location accuracy:    ${pct(t.locationAccuracy)} (${t.located}/${t.scored})`);
  console.log(`  bad files refused:    ${t.refusedBad.length}/${t.bad.length} with a 4xx`);
  for (const r of t.bad) {
    const o = r.outcome;
    console.log(`    ${r.file}: ${o.kind === 'refused' ? `${o.status} "${o.message}"` : o.kind === 'crashed' ? 'CRASH' : 'ACCEPTED'}`);
  }
  console.log(`  crashes:              ${t.crashed}`);
  console.log(`  time per file:        median ${Math.round(t.medianMs)} ms, max ${Math.round(t.maxMs)} ms`);
  return t.crashed > 0 ? 1 : 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

process.exitCode = await main();
