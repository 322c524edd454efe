#!/usr/bin/env node
// `npm test`: every suite (docs/decisions/0004). One build, unit and integration tests (vitest),
// the browser tests (Playwright in Debian's Chromium) against the site served exactly as
// `npm start` serves it, and with `--smoke` (CI) the Netlify smoke suite through netlify-cli.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '~/cli/local-stack';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : args.includes('--smoke-only') ? 'smoke' : 'all';
/**
 * netlify-cli bundles every function again for a handful of API checks (minutes on two cores), so
 * CI asks for the smoke suite once (`.ci/run`: `npm test -- --smoke`) and a local run leaves it out.
 * TEST_SKIP_SMOKE=1 leaves it out even when asked, for working on one browser spec.
 */
const withSmoke = only === 'smoke' || (args.includes('--smoke') && !process.env.TEST_SKIP_SMOKE);
const RUNNER_FLAGS = ['--unit', '--e2e', '--smoke', '--smoke-only'];
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/**
 * Runs a command and resolves with its exit code. Never spawnSync: the local database and blob
 * servers live in this process and must keep answering while the browser tests run.
 */
function run(cmd: string, cmdArgs: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

let failed = false;
/** Seconds per stage, printed at the end (the README keeps the figures). */
const stages: { name: string; seconds: number }[] = [];
async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stages.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}
const counts = { passed: 0, failed: 0, skipped: 0 };
const reports = `${root}test-results`;
mkdirSync(reports, { recursive: true });

function tally(report: any): void {
  if (!report) {
    failed = true;
    return;
  }
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function readJson(path: string): any {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// Only the browser tests need this build (the server's integration test uses it when present and
// builds on its own when not); netlify-cli builds again on its own for the smoke suite.
if (only === 'all' || only === 'e2e') {
  console.log('\n== Building the site (astro build) ==\n');
  // Built for the port the browser tests serve it on (astro's `site`, used in share links).
  const built = await stage('build', () => run(bin('astro'), ['build'], { URL: `http://localhost:${process.env.TEST_PORT ?? 8899}` }));
  if (built !== 0) {
    console.error('The site did not build; no suite that serves it can run.');
    console.log('\n0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
}

if (only === 'all' || only === 'unit') {
  console.log('\n== Unit and integration tests (vitest) ==\n');
  const out = `${reports}/vitest.json`;
  // The first pass uses the embedded database (PGlite) whatever the environment says.
  const code = await stage('unit + integration (PGlite)', () =>
    run(bin('vitest'), ['run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      TEST_DATABASE_URL: '',
    }),
  );
  if (code !== 0) failed = true;
  tally(readJson(out));
  if (process.env.TEST_DATABASE_URL) {
    // The same integration suite again, on a real PostgreSQL server. These files open no database,
    // so a second pass would only repeat the first.
    const noDatabase = ['src/server/resumes/parse-resume.integration.test.ts', 'src/cli/serve/body-limit.integration.test.ts'];
    console.log('\n== Integration tests on PostgreSQL (TEST_DATABASE_URL) ==\n');
    const pgOut = `${reports}/vitest-postgres.json`;
    const pgCode = await stage('integration (PostgreSQL)', () =>
      run(bin('vitest'), [
        'run',
        '--config',
        'tests/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgOut}`,
        ...noDatabase.flatMap((file) => ['--exclude', file]),
        'integration',
      ]),
    );
    if (pgCode !== 0) failed = true;
    tally(readJson(pgOut));
  }
}

if (only === 'all' || only === 'e2e') {
  if (!existsSync(chromium)) {
    console.error(
      `\nChromium was not found at ${chromium}, so the browser tests cannot run.\n` +
        'Install it with:  apt-get update && apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).\n',
    );
    process.exit(1);
  }
  console.log('\n== Browser tests (Playwright, Chromium) ==\n');
  // A fresh in-memory database per run, seeded with a known admin for the browser tests.
  const admin = { email: 'e2e-admin@careerpivot.local', password: 'e2e-admin-password-1' };
  const outbox = `${reports}/outbox`;
  const site = await startLocalStack({
    sitePort: Number(process.env.TEST_PORT ?? 8899),
    outboxDir: outbox,
    blobsDir: `${reports}/blobs`,
    // E2E_SERVER_LOGS=1 shows the server's own log, for debugging a failing browser test.
    quiet: !process.env.E2E_SERVER_LOGS,
    adminEmail: admin.email,
    adminPassword: admin.password,
    build: false,
  });
  try {
    const extra = args.filter((a) => !RUNNER_FLAGS.includes(a));
    const out = `${reports}/playwright.json`;
    const e2eCode = await stage('browser (Playwright)', () =>
      run(bin('playwright'), ['test', '--config', 'tests/playwright.config.ts', '--reporter=list,json', ...extra], {
        BASE_URL: site.url,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_OUTBOX_DIR: outbox,
        E2E_ADMIN_EMAIL: admin.email,
        E2E_ADMIN_PASSWORD: admin.password,
      }),
    );
    if (e2eCode !== 0) failed = true;
    tallyPlaywright(readJson(out));
  } finally {
    await site.stop();
  }
}

if (withSmoke) {
  // Netlify parity: the same files served by netlify-cli (a fresh worker per call, the database
  // over its socket), checked by a short API-level suite.
  console.log('\n== Netlify smoke suite (netlify-cli offline) ==\n');
  const smokeStarted = performance.now();
  const outbox = `${reports}/smoke-outbox`;
  const site = await startLocalStack({
    sitePort: Number(process.env.TEST_SMOKE_PORT ?? 8898),
    dbPort: Number(process.env.TEST_SMOKE_DB_PORT ?? 54338),
    outboxDir: outbox,
    blobsDir: `${reports}/smoke-blobs`,
    quiet: !process.env.E2E_SERVER_LOGS,
    server: 'netlify',
    seedJobs: 300,
  });
  try {
    const out = `${reports}/smoke.json`;
    const code = await run(bin('playwright'), ['test', '--config', 'tests/smoke.config.ts', '--reporter=list,json'], {
      BASE_URL: site.url,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    if (code !== 0) failed = true;
    tallyPlaywright(readJson(out));
  } finally {
    await site.stop();
    stages.push({ name: 'Netlify smoke (netlify-cli)', seconds: (performance.now() - smokeStarted) / 1000 });
  }
}

function tallyPlaywright(report: any): void {
  const stats = report?.stats;
  if (!stats) {
    failed = true;
    return;
  }
  counts.passed += stats.expected;
  counts.failed += stats.unexpected + stats.flaky;
  counts.skipped += stats.skipped;
}

if (!withSmoke && only !== 'unit') {
  const how = args.includes('--smoke') ? 'TEST_SKIP_SMOKE is set' : '`npm test -- --smoke` adds it, `npm test -- --smoke-only` runs it alone';
  console.log(`\nThe Netlify smoke suite (netlify-cli) was left out: ${how}.`);
}

const minutes = (s: number) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;
console.log('\nTime per stage:');
for (const { name, seconds } of stages) console.log(`  ${name.padEnd(32)} ${minutes(seconds)}`);
console.log(`  ${'total'.padEnd(32)} ${minutes(performance.now() / 1000)}`);

// One plain closing line for every suite together.
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed || counts.failed > 0 ? 1 : 0);
