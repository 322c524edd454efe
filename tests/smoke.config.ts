import { defineConfig } from '@playwright/test';

/**
 * The Netlify smoke suite: API-level checks against the site served by netlify-cli offline, so
 * the files that deploy to Netlify are still checked the way Netlify runs them. No browser.
 */
export default defineConfig({
  testDir: './smoke',
  outputDir: '../test-results/smoke',
  workers: 1,
  retries: 0,
  // netlify-cli starts a fresh worker for every function call.
  timeout: 60_000,
  reporter: [['list']],
  use: { baseURL: process.env.BASE_URL ?? 'http://localhost:8888' },
});
