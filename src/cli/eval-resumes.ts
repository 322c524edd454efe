// `npm run eval:resumes -- DIR`: runs every resume in DIR through the real pipeline
// (`parseResume`, with the LLM refiner only when OPENAI_API_KEY is set) and scores it against
// DIR/NAME.truth.json, or tests/fixtures/peer-truth/NAME.truth.json when DIR has none:
//   {"expect": "ok"|"error", "skills": [...], "aliases": {"Skill": ["other name", ...]},
//    "location": {"city", "state", "remote"}}
// Prints per file and in total: skill recall (aliases count), invented skills (returned but
// not in the truth), location accuracy, how bad files were refused, and crashes.
// Exit code 1 when a file crashes (an error that is not a 4xx refusal).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refinerFromEnv } from '../server/ai/refine';
import { ResumeRejected } from '../server/resumes/errors';
import { formatLocation, type ResumeLocation } from '../server/resumes/location';
import { parseResume } from '../server/resumes/parse-resume';
import { scoreResume, type ResumeTruth, type ResumeScore } from '../server/resumes/score';

const PEER_TRUTH_DIR = fileURLToPath(new URL('../../tests/fixtures/peer-truth/', import.meta.url));

interface FileResult {
  file: string;
  ms: number;
  truth: ResumeTruth | null;
  outcome:
    | { kind: 'parsed'; skills: string[]; location: ResumeLocation; score: ResumeScore | null }
    | { kind: 'refused'; status: number; message: string }
    | { kind: 'crashed'; error: string };
}

export function loadTruth(dir: string, file: string): ResumeTruth | null {
  const name = `${basename(file, extname(file))}.truth.json`;
  for (const candidate of [join(dir, name), join(PEER_TRUTH_DIR, name)]) {
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')) as ResumeTruth;
  }
  return null;
}

async function main(): Promise<number> {
  const dirArg = process.argv.slice(2).find((a) => a !== '--');
  if (!dirArg) {
    console.error('Usage: npm run eval:resumes -- DIR');
    return 2;
  }
  const dir = resolve(dirArg);
  const files = readdirSync(dir)
    .filter((f) => !f.startsWith('.') && !f.endsWith('.json') && statSync(join(dir, f)).isFile())
    .sort();
  const refine = refinerFromEnv();
  console.log(`Resumes in ${dir}: ${files.length} files; LLM refine ${refine ? 'on' : 'off (no OPENAI_API_KEY)'}\n`);

  const results: FileResult[] = [];
  for (const file of files) {
    const truth = loadTruth(dir, file);
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const started = performance.now();
    let outcome: FileResult['outcome'];
    try {
      const parsed = await parseResume(bytes, file, { refine });
      outcome = {
        kind: 'parsed',
        skills: parsed.skills,
        location: parsed.location,
        score: truth?.expect === 'ok' ? scoreResume(truth, parsed.skills, parsed.location) : null,
      };
    } catch (error) {
      outcome =
        error instanceof ResumeRejected
          ? { kind: 'refused', status: error.status, message: error.message }
          : { kind: 'crashed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    const result: FileResult = { file, ms: performance.now() - started, truth, outcome };
    results.push(result);
    printFile(result);
  }
  return printTotals(results);
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
    const s = o.score;
    const flag = s.recall >= 0.9 && s.invented.length === 0 && s.locationCorrect ? 'ok    ' : 'MISS  ';
    console.log(
      `${flag} ${r.file} (${time}): recall ${pct(s.recall)} (${s.found}/${s.expected}); invented ${s.invented.length}; ` +
        `location ${s.locationCorrect ? 'right' : 'WRONG'} (${formatLocation(o.location) ?? 'none'})`,
    );
    if (s.missed.length) console.log(`         missed: ${s.missed.join(', ')}`);
    if (s.invented.length) console.log(`         invented: ${s.invented.join(', ')}`);
    if (!s.locationCorrect) console.log(`         location expected ${JSON.stringify(s.expectedLocation)}, got ${JSON.stringify(o.location)}`);
  }
}

function printTotals(results: FileResult[]): number {
  const scored = results.flatMap((r) => (r.outcome.kind === 'parsed' && r.outcome.score ? [r.outcome.score] : []));
  const good = results.filter((r) => r.truth?.expect === 'ok');
  const bad = results.filter((r) => r.truth?.expect === 'error');
  const crashed = results.filter((r) => r.outcome.kind === 'crashed');
  const found = scored.reduce((n, s) => n + s.found, 0);
  const expected = scored.reduce((n, s) => n + s.expected, 0);
  const invented = scored.reduce((n, s) => n + s.invented.length, 0);
  const located = scored.filter((s) => s.locationCorrect).length;
  const refused = bad.filter((r) => r.outcome.kind === 'refused' && r.outcome.status >= 400 && r.outcome.status < 500);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times.length ? times[Math.floor((times.length - 1) / 2)]! : 0;

  console.log('\nTotals');
  console.log(`  good resumes parsed:  ${scored.length}/${good.length}`);
  console.log(`  skill recall:         ${pct(expected ? found / expected : 1)} (${found}/${expected} truth skills found)`);
  console.log(`  invented skills:      ${invented}`);
  console.log(`  location accuracy:    ${pct(scored.length ? located / scored.length : 1)} (${located}/${scored.length})`);
  console.log(`  bad files refused:    ${refused.length}/${bad.length} with a 4xx`);
  for (const r of bad) {
    const o = r.outcome;
    console.log(`    ${r.file}: ${o.kind === 'refused' ? `${o.status} "${o.message}"` : o.kind === 'crashed' ? 'CRASH' : 'ACCEPTED'}`);
  }
  console.log(`  crashes:              ${crashed.length}`);
  console.log(`  time per file:        median ${Math.round(median)} ms, max ${Math.round(times.at(-1) ?? 0)} ms`);
  return crashed.length > 0 ? 1 : 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

process.exitCode = await main();
