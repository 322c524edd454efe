import type { Page } from '@playwright/test';
import { test, expect, gotoReady, addSignedInHint, waitForHydration } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

test.describe('every route', () => {
  for (const path of [...PUBLIC_ROUTES, '/admin']) {
    test(`${path} renders with header and footer; signed out, it logs no console error and never asks /api/auth/user`, async ({ page }) => {
      // Every console error counts here, 4xx lines included: a signed-out visit has no reason to log one.
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (err) => errors.push(String(err)));
      const authCalls: string[] = [];
      page.on('request', (req) => new URL(req.url()).pathname === '/api/auth/user' && authCalls.push(req.url()));

      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      // Signed out, /admin sends the visitor to sign in, known without asking the server.
      if (path === '/admin') await page.waitForURL('**/login?next=/admin');
      await expect(page.getByRole('banner').getByRole('link', { name: 'CareerPivot' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of Service' })).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' }).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(authCalls).toEqual([]);
    });
  }
});

test('old marketing URLs redirect permanently', async ({ request }) => {
  for (const [from, to] of [
    ['/pricing', '/'],
    ['/features', '/'],
    ['/privacy-policy', '/privacy'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(to);
  }
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('header shows the spec links and signed-out actions', async ({ page }) => {
  await gotoReady(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['PivotMatch', '/pivotmatch'],
    ['Pricing', '/subscribe'],
    ['Share & Save', '/refer'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/subscribe');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const name of ['About Us', 'Contact', 'Privacy', 'Terms of Service', 'Admin']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the footer reads "© year CareerPivot, Inc. All rights reserved." with one full stop after Inc', async ({ page }) => {
  await page.goto('/about');
  const notice = page.locator('body > footer').getByText('All rights reserved.');
  await expect(notice).toHaveText(/^\s*© \d{4} CareerPivot, Inc\. All rights reserved\.\s*$/);
  await expect(notice).not.toContainText('..');
});

test.describe('header before its island hydrates', () => {
  /** Hold every island's JavaScript, so the page stays exactly as the server sent it. */
  const holdIslands = (page: Page) => page.route('**/_astro/*.js', () => new Promise(() => {}));

  test('a first click on Log in right after navigation opens the login dialog or the login page', async ({ page }) => {
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(async () => new URL(page.url()).pathname === '/login' || (await page.getByRole('dialog', { name: 'Log in' }).isVisible())).toBe(true);
  });

  test('Log in goes to the login page and Get Started to /subscribe', async ({ page }) => {
    await holdIslands(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/subscribe');
    await header.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goBack({ waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
  });

  test('on a phone the menu button opens a menu with the nav links and sign-in links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await holdIslands(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'PivotMatch' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/subscribe');
    await menu.getByRole('link', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('a menu opened before hydration becomes the menu dialog once the island runs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Share & Save' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});

test('signed-in header shows Dashboard, Log out, and Elite Dashboard only for elite', async ({ page }) => {
  const user = { id: 'u1', email: 'e@x.co', firstName: 'E', lastName: 'X', role: 'member', subscriptionStatus: 'active' };
  await addSignedInHint(page);
  await page.route('**/api/auth/user', (r) => r.fulfill({ json: { ...user, isPremium: 'premium' } }));
  await gotoReady(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
  await expect(header.getByRole('link', { name: 'Elite Dashboard' })).toHaveCount(0);

  await page.unroute('**/api/auth/user');
  await page.route('**/api/auth/user', (r) => r.fulfill({ json: { ...user, isPremium: 'elite' } }));
  await gotoReady(page, '/');
  await expect(header.getByRole('link', { name: 'Elite Dashboard' })).toHaveAttribute('href', '/elite-dashboard');

  // The Elite member's full row fits from 1024 px on: nothing wraps onto a second line or spills over.
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    const row = await header
      .locator('> div')
      .first()
      .evaluate((el) => ({ overflow: el.scrollWidth - el.clientWidth, height: el.getBoundingClientRect().height }));
    expect(row, `at ${width} px`).toEqual({ overflow: 0, height: 64 });
    for (const name of ['Dashboard', 'Account', 'Log out']) {
      expect((await header.getByRole('link', { name, exact: true }).boundingBox())!.height, `${name} on one line at ${width} px`).toBeLessThan(48);
    }
  }
});

test.describe('login modal', () => {
  test('opens from the header with the spec fields, and shows Login Failed on a refused sign-in', async ({ page }) => {
    await page.route('**/api/login', (r) => r.fulfill({ status: 401, json: { message: 'Invalid e-mail or password' } }));
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(dialog.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(dialog.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/subscribe');
    await dialog.getByLabel('Email').fill('someone@example.com');
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Login Failed');
    await expect(toast).toContainText('Please check your credentials and try again.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  test('shows Signing in... while busy and goes to /dashboard on success', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/login', async (r) => {
      const body = r.request().postDataJSON();
      expect(body).toEqual({ username: 'ana@example.com', password: 'correct horse' });
      await gate;
      await r.fulfill({ json: { ok: true } });
    });
    await page.route('**/dashboard', (r) => r.fulfill({ contentType: 'text/html', body: '<h1>Dashboard</h1>' }));
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Password').fill('correct horse');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await page.waitForURL('**/dashboard');
  });

  test('shows Connection Error when the service cannot be reached', async ({ page }) => {
    await page.route('**/api/login', (r) => r.abort('connectionrefused'));
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('ana@example.com');
    await dialog.getByLabel('Password').fill('x');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Connection Error');
    await expect(page.getByTestId('toast')).toContainText('Could not connect to the authentication service.');
  });

  test('Escape closes the modal and returns focus to the opener', async ({ page }) => {
    await gotoReady(page, '/');
    const opener = page.getByRole('button', { name: 'Log in' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test('mobile side menu opens by keyboard with the nav links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoReady(page, '/');
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'PivotMatch' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Share & Save' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('the top banner can be dismissed and stays dismissed', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.locator('#site-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(page.locator('#site-banner')).toBeHidden();
  await gotoReady(page, '/faq');
  await expect(page.locator('#site-banner')).toBeHidden();
});

test.describe('theme', () => {
  test('is light by default, and dark persists across pages under the spec keys', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('darkMode')])).toEqual(['dark', 'true']);
    await page.goto('/toolkits');
    // Applied before any island runs: no flash of the light theme.
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('dark class is set before first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/_astro/*.js', (r) => new Promise(() => void r)); // islands never load
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('toasts', () => {
  test('only one is visible at a time, it goes after 5 s, and F8 focuses the region', async ({ page }) => {
    await page.route('**/api/login', (r) => r.fulfill({ status: 401, body: '' }));
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('a@b.co');
    await dialog.getByLabel('Password').fill('x');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 7000 });
  });
});
