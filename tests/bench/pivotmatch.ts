// `npm run bench:pivotmatch`: parse time per file (median, p95) for PDF and DOCX through the
// real pipeline, upload-to-completed time against the served site, and search latency with
// 5,000 and 100,000 jobs. Targets (issue 4): upload → completed ≤ 1 s median locally;
// search p95 ≤ 150 ms at 100,000 jobs.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseResume } from '../../src/server/resumes/parse-resume';
import { startLocalStack } from '../../src/cli/local-stack';

const FIXTURES = new URL('../fixtures/resumes/', import.meta.url).pathname;
const PEER = new URL('../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

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
console.log(`\nParse (check + text + skills + location), ${ROUNDS} rounds over ${files.length} files:`);
for (const kind of ['pdf', 'docx'] as const) {
  console.log(`  ${kind.toUpperCase().padEnd(5)} n=${String(times[kind].length).padStart(3)}  median ${fmt(q(times[kind], 0.5)).padStart(7)}  p95 ${fmt(q(times[kind], 0.95)).padStart(7)}`);
}

// Upload → completed through the site as npm start serves it (netlify-cli, background function).
const stack = await startLocalStack({ sitePort: 8895, dbPort: 54336, outboxDir: 'test-results/bench-outbox', blobsDir: 'test-results/bench-blobs', quiet: true });
try {
  const sample = files.filter((f) => f.kind === 'pdf').slice(0, 3).concat(files.filter((f) => f.kind === 'docx').slice(0, 2));
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
  console.log(`\nUpload → completed against ${stack.url} (polling every 100 ms), n=${e2e.length}: median ${fmt(q(e2e, 0.5))}, p95 ${fmt(q(e2e, 0.95))}`);
} finally {
  await stack.stop();
}
