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

export default defineConfig({
  testDir: './e2e',
  // Only this subfolder is wiped at start; the runner keeps its reports, outbox and blobs beside it.
  outputDir: '../test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // netlify-cli starts a fresh worker for every function call (about 0.5 to 1.5 s here), so
  // flows that sign in and move between pages need room.
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
