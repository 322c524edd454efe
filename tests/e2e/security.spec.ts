// The Content-Security-Policy holds on every route without getting in a visitor's way: the page
// itself reports no violation, signed out or signed in, and the consented analytics beacon loads.
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

declare global {
  interface Window {
    __cspViolations: string[];
    __careerPivotAnalytics?: unknown;
  }
}

/** Collects every violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test.describe('Content-Security-Policy', () => {
  test('no route reports a violation for a signed-out visitor', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await watchViolations(page);
    for (const route of [...PUBLIC_ROUTES, '/admin', '/no-such-page']) {
      await gotoReady(page, route);
      expect(await violations(page), route).toEqual([]);
    }
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test('no member or admin screen reports a violation', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await watchViolations(page);
    const login = await page.request.post('/api/login', {
      data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    for (const route of ['/dashboard', '/elite-dashboard', '/admin', '/admin#users', '/refer', '/pivotmatch']) {
      await gotoReady(page, route);
      expect(await violations(page), route).toEqual([]);
    }
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test('the page policy carries hashes, never unsafe-inline for scripts, and framing is refused', async ({ page }) => {
    const res = await page.goto('/');
    expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    const scriptSrc = meta!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  test.describe('with the cookie choice still open', () => {
    test.use({ consentDecided: false });
    test('the analytics beacon loads once analytics is accepted, within the policy', async ({ page }) => {
      await watchViolations(page);
      await gotoReady(page, '/');
      expect(await page.evaluate(() => window.__careerPivotAnalytics)).toBeUndefined();
      await page.getByRole('button', { name: /accept all/i }).click();
      await expect.poll(() => page.evaluate(() => Boolean(window.__careerPivotAnalytics))).toBe(true);
      expect(await violations(page)).toEqual([]);
    });
  });
});
