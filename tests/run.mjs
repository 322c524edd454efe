#!/usr/bin/env node
// `npm test`: every suite. Unit and integration tests (vitest), then the browser tests
// (Playwright in Debian's Chromium) against the site served exactly as `npm start` serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSite } from '../src/cli/site-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

function run(cmd, cmdArgs, env = {}) {
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

let failed = false;
const counts = { passed: 0, failed: 0, skipped: 0 };
const reports = `${root}test-results`;
mkdirSync(reports, { recursive: true });

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

if (only !== 'e2e') {
  console.log('\n== Unit and integration tests (vitest) ==\n');
  const out = `${reports}/vitest.json`;
  failed ||= run(bin('vitest'), ['run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]) !== 0;
  const report = readJson(out);
  if (report) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else failed = true;
}

if (only !== 'unit') {
  if (!existsSync(chromium)) {
    console.error(
      `\nChromium was not found at ${chromium}, so the browser tests cannot run.\n` +
        'Install it with:  apt-get update && apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).\n',
    );
    process.exit(1);
  }
  console.log('\n== Browser tests (Playwright, Chromium) ==\n');
  const port = Number(process.env.TEST_PORT ?? 8899);
  const site = await startSite({ port, quiet: true });
  try {
    const extra = args.filter((a) => !a.startsWith('--unit') && !a.startsWith('--e2e'));
    const out = `${reports}/playwright.json`;
    failed ||=
      run(bin('playwright'), ['test', '--config', 'tests/playwright.config.ts', '--reporter=list,json', ...extra], {
        BASE_URL: site.url,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      }) !== 0;
    const stats = readJson(out)?.stats;
    if (stats) {
      counts.passed += stats.expected;
      counts.failed += stats.unexpected + stats.flaky;
      counts.skipped += stats.skipped;
    } else failed = true;
  } finally {
    await site.stop();
  }
}

// One plain closing line for every suite together.
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed || counts.failed > 0 ? 1 : 0);
