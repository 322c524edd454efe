import { readFile, readdir } from 'node:fs/promises';
import type { AdminDatabase } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import { ADMIN, ADMIN_ADDRESS, MEMBER, STATS, USERS, logsRoute, openAsAdmin, signInAs } from './admin-fakes';
import { adminAddressRefused } from '~/lib/admin/ip-restriction';
import { defaultSettings } from '~/lib/admin/settings';
import { test, expect, gotoReady, waitForHydration } from './fixtures';
import { mockRoute, refused } from './mock-route';

/** A Database tab answer with what the server reports on every host. */
const database = (figures: Pick<AdminDatabase, 'sizeBytes' | 'status' | 'tables'>): AdminDatabase => ({
  connections: null,
  migrations: null,
  lastBackup: null,
  ...figures,
});

test('signed out: goes to the login page, keeping /admin as the next target', async ({ page }) => {
  await signInAs(page, null);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=\/admin$/);
});

test('a member is turned away with "Access Denied" and sent home', async ({ page }) => {
  await signInAs(page, MEMBER);
  const statsCalls = await mockRoute(page, adminRoutes.stats, STATS);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Access Denied');
  await expect(toast).toContainText("You don't have permission to access the admin area");
  expect(statsCalls).toHaveLength(0);
  // The toast sits below the header (and the banner above it), never on Dashboard, Account or Log out.
  const header = await page.locator('#site-header').boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('an admin gets the dashboard with six tabs and the stats', async ({ page, consoleErrors }) => {
  await logsRoute(page, []);
  await mockRoute(page, adminRoutes.database, database({ sizeBytes: 1024, status: 'healthy', tables: [] }));
  await openAsAdmin(page);
  await expect(page.getByText('Loading admin dashboard...')).toBeHidden();

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Dashboard', 'Users', 'Subscriptions', 'Content', 'Database', 'System', 'Elite services']);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Total Users')).toBeVisible();
  await expect(panel.getByText('1,234')).toBeVisible();
  await expect(panel.getByText('56 new this month')).toBeVisible();
  await expect(panel.getByText('$12,450')).toBeVisible();
  await expect(panel.getByText('+8.5% from last month')).toBeVisible();
  // Each figure says what it counts (issue 30): subscribers are paying plus in trial; revenue is the paying ones at list price.
  await expect(panel.getByTestId('stat-subscribers')).toContainText('26% of all users');
  await expect(panel.getByTestId('stat-subscribers')).toContainText('279 paying + 42 in trial, any plan · 2 test-mode');
  await expect(panel.getByTestId('stat-revenue')).toContainText(
    '279 paying subscriptions at list price, annual ÷ 12 · not counted: 42 trials, 3 past due · 2 test-mode included · 17 with a discount or credit, not deducted',
  );
  await expect(panel.getByTestId('stat-trials')).toContainText('31% of all trials now paying');
  await expect(panel.getByTestId('stat-trials')).toContainText('Not in revenue until they pay');
  await expect(panel.getByText('Grace Hopper subscribed to Premium')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'System Status' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();

  // Click and arrow keys move the selection.
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'false');
  // Counted from content/ when the site was built.
  const guides = (await readdir(new URL('../../content/resources/', import.meta.url))).filter((f) => f.endsWith('.md')).length;
  await expect(panel.getByTestId('content-count-resources')).toHaveText(`${guides} guides`);
  await expect(panel.getByTestId('content-count-job-titles')).toHaveText(/^[\d,]+ job titles across [\d,]+ occupations \(O\*NET\)$/);
  await expect(panel.getByText('Featured Content')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Database' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Database' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Elite services' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('the dashboard says "No recent activity" when there is none', async ({ page }) => {
  await signInAs(page, ADMIN);
  await mockRoute(page, adminRoutes.stats, { ...STATS, recentActivity: [] });
  await gotoReady(page, '/admin');
  await expect(page.getByText('No recent activity')).toBeVisible();
});

test('users load only while the Users tab is active; plans show as Premium, Pivot or Free', async ({ page }) => {
  const userCalls = await mockRoute(page, adminRoutes.users, USERS);
  await openAsAdmin(page);
  await expect(page.getByText('Total Users')).toBeVisible();
  expect(userCalls).toHaveLength(0);

  await page.getByRole('tab', { name: 'Users' }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(4);
  expect(userCalls).toHaveLength(1);
  const plan = (email: string) => table.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(2);
  await expect(plan('grace@example.com')).toHaveText('Premium');
  await expect(plan('alan@example.com')).toHaveText('Pivot');
  await expect(plan('ken@example.com')).toHaveText('Free');
  await expect(table.getByRole('row').filter({ hasText: 'alan@example.com' })).toContainText('Past due');
  await expect(table.getByRole('row').filter({ hasText: 'grace@example.com' })).toContainText('Jan 5, 2025');

  // The search box filters; nothing matching says so.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('turing');
  await expect(table.getByRole('row')).toHaveCount(2);
  await search.fill('nobody');
  await expect(page.getByText('No users found.')).toBeVisible();

  // Leaving and coming back uses the loaded list.
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(table).toBeVisible();
  expect(userCalls).toHaveLength(1);
});

test('Add User checks the form, posts it and reloads the list', async ({ page }) => {
  const listCalls = await mockRoute(page, adminRoutes.users, USERS);
  const posts = await mockRoute(page, adminRoutes.addUser, { id: '9' });
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Enter a first name')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await dialog.getByLabel('First name').fill('Barbara');
  await dialog.getByLabel('Email').fill('barbara@example.com');
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByTestId('toast')).toContainText('User Added');
  await expect(dialog).toBeHidden();
  expect(posts.map((r) => r.postDataJSON())).toEqual([{ firstName: 'Barbara', lastName: '', email: 'barbara@example.com', role: 'admin' }]);
  await expect.poll(() => listCalls.length).toBe(2);
});

test('at 1280 px the signed-in admin clicks Add User as is; the Admin Center, a task page, carries no Daily Insight', async ({ page }) => {
  const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
  test.skip(!admin.email, 'needs the seeded admin from npm test');
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, '/login?next=/admin');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password').fill(admin.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: "Today's Career Insight" })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
  // A normal click: Playwright refuses it if anything is drawn over the button.
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
});

test('a failed users call shows the error in the tab', async ({ page }) => {
  await page.route('**/api/admin/users', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database down' }));
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('500: database down');
});

test('subscriptions: empty list, revenue cards and payment analytics', async ({ page }) => {
  const subCalls = await mockRoute(page, adminRoutes.subscriptions, []);
  await openAsAdmin(page);
  expect(subCalls).toHaveLength(0);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('No subscriptions found.')).toBeVisible();
  expect(subCalls).toHaveLength(1);
  await expect(panel.getByText('Monthly Recurring Revenue')).toBeVisible();
  await expect(panel.getByTestId('stat-mrr')).toContainText('279 paying subscriptions at list price, annual ÷ 12');
  await expect(panel.getByText('-2% growth')).toBeVisible();
  await expect(panel.getByText('$23.40')).toBeVisible();
  await expect(panel.getByText('3.2%')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Export' })).toBeDisabled();
});

test('on the real server every tab loads with no error banner and no failed request', async ({ page, consoleErrors }) => {
  const login = await page.request.post('/api/login', { data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  await gotoReady(page, '/admin');
  for (const name of ['Dashboard', 'Users', 'Subscriptions', 'Content', 'Database', 'System', 'Elite services']) {
    await page.getByRole('tab', { name }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(/^Loading/)).toHaveCount(0);
    await expect(panel.getByRole('alert'), name).toHaveCount(0);
    await expect(panel.getByText('Unavailable'), name).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('System Logs shows the real log, filters it on the server, and Export Logs downloads it as CSV', async ({ page }) => {
  // A failed sign-in first, so the Authentication filter has a row to show.
  await page.request.post('/api/login', { data: { username: 'nobody-e2e@example.com', password: 'wrong password here' } });
  const login = await page.request.post('/api/login', { data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'System' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Authentication' }).click();
  const logs = panel.getByRole('table', { name: 'System logs' });
  await expect(logs).toContainText('Failed sign-in for nobody-e2e@example.com (no such account)');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export Logs' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^logs-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\ufeff/, '');
  expect(csv.split('\r\n')[0]).toBe('Time,Level,Category,Message,User');
  expect(csv).toContain('Failed sign-in for nobody-e2e@example.com (no such account)');
});

test('subscriptions: search, status filter and the streamed CSV export of the real rows', async ({ page }) => {
  // The real admin and the seeded demo subscriptions: nothing mocked.
  const login = await page.request.post('/api/login', { data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const panel = page.getByRole('tabpanel');
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.getByText('Ivy Novak')).toBeVisible();
  await expect(panel.getByTestId('subscription-counts')).toContainText('past due');

  await panel.getByLabel('Status').selectOption('past_due');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Ivy Novak');
  await panel.getByLabel('Status').selectOption('');

  await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill('silva');
  await expect(table.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  let csv = '';
  for await (const chunk of stream) csv += chunk.toString();
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('ID,User,Plan,Status,Interval,Amount (USD),Next Billing Date');
  expect(lines[1]).toMatch(/,Ana Silva,Pivot,Active,annual,139,/);
  expect(lines).toHaveLength(3);

  // Referrals: the seeded one (Ana's code, Leo's trial), voided after a confirmation.
  const referrals = page.getByRole('table', { name: 'Referrals' });
  const leo = referrals.getByRole('row').filter({ hasText: 'Leo Martins' });
  await expect(leo).toContainText('ANA2SAVE');
  await expect(leo).toContainText('Pending');
  await leo.getByRole('button', { name: /Void/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Void this referral?' });
  await dialog.getByRole('button', { name: 'Void referral' }).click();
  await expect(dialog).toBeHidden();
  await expect(leo).toContainText('Void');
  await expect(leo.getByRole('button', { name: /Void/ })).toHaveCount(0);

  // On a phone the tables scroll inside their frames; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('database figures fall back to "Unavailable" when the server fails; no tool is shown disabled', async ({ page }) => {
  await logsRoute(page, []);
  await mockRoute(page, adminRoutes.database, refused(503, 'Database offline'));
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'Database' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('alert')).toContainText('503: Database offline');
  await expect(panel.getByText('Unavailable').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Backup' })).toHaveAttribute('href', '/api/admin/database/backup');
  await expect(panel.getByRole('button', { name: /SQL Editor|Backup/ })).toHaveCount(0);
  // Logs opens the System tab, where the log is.
  await panel.getByRole('button', { name: 'Logs' }).click();
  await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
});

test('Backup downloads the real database as JSON, users included, and the tab shows when it was taken', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'Database' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('table', { name: 'Database tables' }).getByRole('cell', { name: 'users', exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^careerpivot-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const dump = JSON.parse((await readFile(await download.path())).toString('utf8'));
  expect(dump.tables.users.map((u: { email: string }) => u.email)).toContain(process.env.E2E_ADMIN_EMAIL);
  await expect(panel.getByTestId('last-backup')).not.toHaveText('None yet');
});

test('database figures come from the server when it answers', async ({ page }) => {
  await mockRoute(
    page,
    adminRoutes.database,
    database({
      sizeBytes: 8 * 1024 * 1024,
      status: 'healthy',
      tables: [
        { name: 'users', rows: 1200 },
        { name: 'subscriptions', rows: 34 },
      ],
    }),
  );
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'Database' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('8 MB')).toBeVisible();
  await expect(panel.getByText('1,234')).toBeVisible();
  await expect(panel.getByText('Healthy')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Database tables' }).getByRole('row')).toHaveCount(3);
});

test('system settings: defaults, reset, save and logs', async ({ page }) => {
  const saves = await mockRoute(page, adminRoutes.saveSettings, refused(500, 'Settings store offline'));
  await logsRoute(page, [
    { id: '1', time: '2025-01-05T10:00:00Z', level: 'error', category: 'payment', message: 'Card declined', user: null },
    { id: '2', time: '2025-01-05T11:00:00Z', level: 'info', category: 'auth', message: 'Admin signed in', user: 'admin@example.com' },
  ]);
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'System' }).click();
  const panel = page.getByRole('tabpanel');

  // Every switch the spec names is shown (decision 0014): IP restriction off (decision 0027), the
  // Career Game (BETA) off by default (decision 0028).
  await expect(panel.getByRole('switch', { name: 'Login attempt limit' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByRole('switch', { name: 'Referral System' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByRole('switch', { name: 'AI Resume Builder' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByRole('switch', { name: 'IP restriction' })).toHaveAttribute('aria-checked', 'false');
  await expect(panel.getByLabel('Allowed IP addresses and ranges')).toHaveValue('');
  await expect(panel.getByRole('switch', { name: /Career Game/ })).toHaveAttribute('aria-checked', 'false');
  // The trial's length is the catalogue's, stated by pages built in advance (decision 0023): no setting.
  await expect(panel.getByLabel('Trial period (days)')).toHaveCount(0);
  const timeout = panel.getByLabel('Session timeout (minutes)');
  await expect(timeout).toHaveValue('30');
  await expect(panel.getByLabel('Password expiry (days, 0 for never)')).toHaveValue('90');
  await expect(panel.getByLabel('Referral friend discount (%)')).toHaveValue('20');
  await expect(panel.getByLabel('Lock account after failed logins')).toHaveValue('5');
  await expect(panel.getByLabel('Lock duration (minutes)')).toHaveValue('15');
  await expect(panel.getByLabel('Trial reminder (days before expiry)')).toHaveValue('3');

  // Reset to Defaults restores edited values.
  await timeout.fill('45');
  await panel.getByRole('switch', { name: 'Referral System' }).click();
  await panel.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(timeout).toHaveValue('30');
  await expect(panel.getByRole('switch', { name: 'Referral System' })).toHaveAttribute('aria-checked', 'true');

  // Save sends the values; a failure shows the error message in a destructive toast.
  await panel.getByLabel('Lock account after failed logins').fill('7');
  await panel.getByRole('button', { name: 'Save Settings' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('500: Settings store offline');
  expect(saves.at(-1)?.postDataJSON()).toMatchObject({ parameters: { lockoutThreshold: 7, passwordExpiryDays: 90 }, features: { referralSystem: true } });

  // Logs: filters are toggle buttons.
  const logs = panel.getByRole('table', { name: 'System logs' });
  await expect(logs.getByRole('row')).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'All Logs' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: 'Authentication' }).click();
  await expect(panel.getByRole('button', { name: 'Authentication' })).toHaveAttribute('aria-pressed', 'true');
  await expect(logs.getByRole('row')).toHaveCount(2);
  await expect(logs).toContainText('Admin signed in');
  await panel.getByRole('button', { name: 'Errors' }).click();
  await expect(logs).toContainText('Card declined');
  await expect(logs).not.toContainText('Admin signed in');
});

test('IP restriction: the list is checked entry by entry, the admin adds their own address, and the list is saved as the server writes it', async ({
  page,
}) => {
  const saves = await mockRoute(page, adminRoutes.saveSettings, (request) => {
    const body = request.postDataJSON();
    // The server's answer: the list normalised (decision 0027).
    return { settings: { ...body, ipAllowList: ['198.51.100.0/24', '2001:db8::/32', ADMIN_ADDRESS] }, changes: [] };
  });
  await logsRoute(page, []);
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'System' }).click();
  const panel = page.getByRole('tabpanel');
  const list = panel.getByLabel('Allowed IP addresses and ranges');
  await expect(panel.getByTestId('your-address')).toHaveText(`Your address: ${ADMIN_ADDRESS}`);

  // A wrong entry is named at the field and nothing is sent.
  await list.fill('198.51.100.0/24\n10.0.0.300\n2001:DB8::/32');
  await panel.getByRole('switch', { name: 'IP restriction' }).click();
  await panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(list).toBeFocused();
  await expect(list).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('Entry 2: "10.0.0.300" is not an IP address or CIDR range')).toBeVisible();

  // Without the admin's own address, the form says so before the server would.
  await list.fill('198.51.100.0/24\n2001:DB8::/32');
  await panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(panel.getByText(`Your address ${ADMIN_ADDRESS} is not in the list; add it first so you are not locked out.`)).toBeVisible();
  expect(saves).toHaveLength(0);

  await panel.getByRole('button', { name: 'Add my address' }).click();
  await expect(list).toHaveValue(`198.51.100.0/24\n2001:DB8::/32\n${ADMIN_ADDRESS}`);
  await expect(panel.getByRole('button', { name: 'Add my address' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings Saved');
  expect(saves).toHaveLength(1);
  expect(saves[0]!.postDataJSON()).toMatchObject({ security: { ipRestriction: true }, ipAllowList: ['198.51.100.0/24', '2001:db8::/32', ADMIN_ADDRESS] });
  await expect(list).toHaveValue(`198.51.100.0/24\n2001:db8::/32\n${ADMIN_ADDRESS}`);
});

test('IP restriction: the server refusing a save that would lock the admin out is shown at the list', async ({ page }) => {
  await mockRoute(page, adminRoutes.saveSettings, refused(409, `Your address ${ADMIN_ADDRESS} is not in the list; add it first so you are not locked out.`));
  await logsRoute(page, []);
  await openAsAdmin(page);
  // Another admin turned it on meanwhile, with this admin's address listed: the form lets the save go.
  await mockRoute(page, adminRoutes.settings, {
    ...defaultSettings(),
    security: { ...defaultSettings().security, ipRestriction: true },
    ipAllowList: [ADMIN_ADDRESS],
    yourAddress: ADMIN_ADDRESS,
  });
  await page.getByRole('tab', { name: 'System' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('switch', { name: 'IP restriction' })).toHaveAttribute('aria-checked', 'true');
  await panel.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  await expect(panel.getByText(`Your address ${ADMIN_ADDRESS} is not in the list; add it first so you are not locked out.`)).toBeVisible();
});

test('IP restriction: an admin at an address outside the list is turned away with "Access Denied" and sent home', async ({ page }) => {
  await signInAs(page, ADMIN);
  await mockRoute(page, adminRoutes.stats, refused(403, adminAddressRefused(ADMIN_ADDRESS)));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Access Denied');
  await expect(toast).toContainText(adminAddressRefused(ADMIN_ADDRESS));
});

test('an empty log list says "No logs found."', async ({ page }) => {
  await logsRoute(page, []);
  await openAsAdmin(page);
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByText('No logs found.')).toBeVisible();
});

test('Premium Preview: switching on stores the flag, goes home and confirms', async ({ page }) => {
  await openAsAdmin(page);
  const toggle = page.getByRole('switch', { name: 'Premium Preview' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('premiumPreview'))).toBe('true');
  await expect(page.getByTestId('toast')).toContainText('Premium Preview Activated');
});

test('Premium Preview: switching off clears the flag', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('premiumPreview', 'true'));
  await openAsAdmin(page);
  const toggle = page.getByRole('switch', { name: 'Premium Preview' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByTestId('toast')).toContainText('Premium Preview Deactivated');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => sessionStorage.getItem('premiumPreview'))).toBeNull();
});
