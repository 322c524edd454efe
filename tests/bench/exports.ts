// `npm run bench:exports`: the resume builder's speed, against the site as `npm start` serves it.
// - PDF and DOCX export of a two-page resume through GET /api/resumes/:id/export (each template,
//   sequential requests): p50 and p95 and the file size.
// - Keystroke to preview in Chromium: from a key pressed in the summary field to the live
//   preview showing it, p50 and p95 over 40 keystrokes.
// Targets (issue 10): PDF p95 ≤ 1.5 s, DOCX p95 ≤ 300 ms, keystroke-to-preview p95 ≤ 50 ms.
import { chromium } from '@playwright/test';
import { RESUME_TEMPLATES } from '~/lib/resume';
import { SAMPLE_RESUME } from '~/server/testing/sample-resume';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { beside, previousFigures, saveFigures, type Figures } from './history';
import { startServedSite } from './served';

const PORT = Number(process.env.BENCH_PORT ?? 8897);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const KEYSTROKES = 40;
const member = { username: 'ana.pivot@demo.careerpivot.local', password: 'demo-pivot-2026' };

const site = await startServedSite({ port: PORT, dataDir: 'test-results/bench-exports-data', env: { SEED_JOBS: '0' }, build: process.env.BENCH_BUILD !== '0' });
const previous = previousFigures('exports');
const figures: Figures = {};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

try {
  const login = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(member),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('cp_session='))!
    .split(';')[0]!;
  const created = await fetch(`${site.url}/api/resumes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, cookie },
    body: JSON.stringify({ title: 'Bench resume', targetRole: 'Data Analyst', data: SAMPLE_RESUME }),
  });
  if (created.status !== 201) throw new Error(`creating the resume answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };

  console.log(`Export of a two-page resume through the server, ${RUNS} sequential requests per template and format`);
  for (const format of ['pdf', 'docx'] as const) {
    const all: number[] = [];
    let bytes = 0;
    for (const template of RESUME_TEMPLATES) {
      // The first request per template warms the code path and is not counted.
      for (let i = 0; i <= RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${site.url}/api/resumes/${id}/export?format=${format}&template=${template}`, { headers: { cookie } });
        const body = new Uint8Array(await res.arrayBuffer());
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${format} ${template} answered ${res.status}`);
        if (i > 0) all.push(ms);
        bytes = body.byteLength;
      }
    }
    all.sort((a, b) => a - b);
    figures[`${format}_p50_ms`] = quantile(all, 0.5);
    figures[`${format}_p95_ms`] = quantile(all, 0.95);
    figures[`${format}_kb`] = bytes / 1024;
    console.log(
      `  ${format.toUpperCase().padEnd(4)} p50 ${beside(figures[`${format}_p50_ms`]!, previous[`${format}_p50_ms`], ' ms')}, p95 ${beside(figures[`${format}_p95_ms`]!, previous[`${format}_p95_ms`], ' ms')}, ${beside(figures[`${format}_kb`]!, previous[`${format}_kb`], ' KB', 0)}`,
    );
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    // Signed in the way the site signs in, so the browser holds its own session cookie.
    const signedIn = await page.request.post('/api/login', { headers: { origin: site.url }, data: member });
    if (!signedIn.ok()) throw new Error(`browser login answered ${signedIn.status()}`);
    await page.goto(`${site.url}/dashboard/resumes/edit?id=${id}`);
    const summary = page.locator('#basics-summary');
    await summary.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      throw new Error(`the editor did not show: ${(await page.locator('main').innerText()).slice(0, 300)}`, { cause: error });
    });
    await summary.click();
    await page.keyboard.press('End');
    // In the page: the time from each keydown to the preview's text changing after it.
    await page.evaluate(() => {
      const w = window as unknown as { __down: number; __lags: number[] };
      w.__lags = [];
      const preview = document.querySelector('[data-testid="resume-preview"]')!;
      document.addEventListener('keydown', () => (w.__down = performance.now()), true);
      new MutationObserver(() => {
        if (w.__down) {
          w.__lags.push(performance.now() - w.__down);
          w.__down = 0;
        }
      }).observe(preview, { subtree: true, characterData: true, childList: true });
    });
    for (let i = 0; i < KEYSTROKES; i++) {
      await page.keyboard.type('x');
      await page.waitForTimeout(60);
    }
    const lags = ((await page.evaluate(() => (window as unknown as { __lags: number[] }).__lags)) as number[]).sort((a, b) => a - b);
    if (lags.length < KEYSTROKES / 2) throw new Error(`the preview changed after only ${lags.length} of ${KEYSTROKES} keystrokes`);
    figures.keystroke_p50_ms = quantile(lags, 0.5);
    figures.keystroke_p95_ms = quantile(lags, 0.95);
    console.log(
      `Keystroke to preview (${lags.length} keystrokes): p50 ${beside(figures.keystroke_p50_ms, previous.keystroke_p50_ms, ' ms')}, p95 ${beside(figures.keystroke_p95_ms, previous.keystroke_p95_ms, ' ms')}`,
    );
  } finally {
    await browser.close();
  }
  saveFigures('exports', figures, 'Two-page sample resume (src/server/testing/sample-resume.ts); exports through npm start; keystrokes in Chromium.');
  console.log('Targets: PDF p95 ≤ 1500 ms, DOCX p95 ≤ 300 ms, keystroke-to-preview p95 ≤ 50 ms.');
} finally {
  await site.stop();
}
