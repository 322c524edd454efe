import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors a page may log without being broken: the browser's own line for an
 * API answer that is an expected 4xx (signed out, or a function a later issue builds).
 */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of (401|404)/];

/** Wait until every island has hydrated, or clicks can be lost. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Navigate and wait for hydration. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

type Fixtures = {
  /** Console errors and page errors seen during the test. */
  consoleErrors: string[];
  /** When false the cookie dialog is left to appear (default: a stored choice hides it). */
  consentDecided: boolean;
};

export const test = base.extend<Fixtures>({
  consentDecided: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !EXPECTED_CONSOLE.some((re) => re.test(msg.text()))) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    await use(errors);
  },
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('cookie-consent')) {
          localStorage.setItem(
            'cookie-consent',
            JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }),
          );
        }
      });
    }
    await use(page);
  },
});

export { expect };
