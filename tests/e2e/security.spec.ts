// The Content-Security-Policy holds on every route without getting in a visitor's way: the page
// itself reports no violation, signed out or signed in, and the consented analytics beacon loads.
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

declare global {
  interface Window {
    __reportCspViolation(text: string): void;
    __careerPivotAnalytics?: unknown;
  }
}

/**
 * Collects every violation any page of the test reports, from the first script on. They go to
 * the test at once, so a page that navigates away (a guarded route, say) cannot lose them.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportCspViolation(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return seen;
}

/** Lets the page finish what it started (hydration, fetches, a redirect) before looking. */
async function visit(page: Page, route: string): Promise<void> {
  await gotoReady(page, route).catch(() => {
    /* the route sent the browser elsewhere while loading: still a page to check */
  });
  await page.waitForLoadState('networkidle');
}

test.describe('Content-Security-Policy', () => {
  test('no route reports a violation for a signed-out visitor', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const route of [...PUBLIC_ROUTES, '/admin', '/no-such-page']) await visit(page, route);
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test('no member or admin screen reports a violation', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const login = await page.request.post('/api/login', {
      data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    for (const route of ['/dashboard', '/elite-dashboard', '/admin', '/admin#users', '/account', '/refer', '/pivotmatch']) await visit(page, route);
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test('an injected inline script is refused and reported (the watch above would see it)', async ({ page }) => {
    const violations = await watchViolations(page);
    await gotoReady(page, '/faq');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toContain('script-src');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
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
      const violations = await watchViolations(page);
      await gotoReady(page, '/');
      expect(await page.evaluate(() => window.__careerPivotAnalytics)).toBeUndefined();
      await page.getByRole('button', { name: /accept all/i }).click();
      await expect.poll(() => page.evaluate(() => Boolean(window.__careerPivotAnalytics))).toBe(true);
      expect(violations).toEqual([]);
    });
  });
});
