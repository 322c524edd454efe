import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium against the site served as `npm start` serves it.
 * tests/run.ts starts that server and sets BASE_URL; running `npx playwright test`
 * by hand needs a server already up (default http://localhost:8888).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless and quiet: without the networking flags Chromium keeps dialling out on this closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One worker per core plus one, at most 8 (E2E_WORKERS overrides). Each worker drives its own
 * Chromium, which is where the cores go, but every test also waits on the server and on timers, so
 * one more worker than cores keeps them busy. Measured on the 2-core machine, 27 November 2026: the
 * a11y.spec alone took the same with 2 and 3 workers (2:24, 2:25) and longer with 4 (2:49); the
 * whole browser stage took 8:27 with 2 and 7:30 with 3 (about 0:20 of that from the axe change).
 */
const WORKERS = Number(process.env.E2E_WORKERS) || Math.min(8, availableParallelism() + 1);

export default defineConfig({
  testDir: './e2e',
  // Only this subfolder is wiped at start; the runner keeps its reports, outbox and blobs beside it.
  outputDir: '../test-results/playwright',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  // Flows that move through several rooms need room on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8888',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
