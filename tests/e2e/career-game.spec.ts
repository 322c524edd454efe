import type { APIRequestContext } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/*
 * The Career Game (BETA) behind its System-tab flag, which starts off. The flag is the whole
 * site's, so this file's tests run one after the other, and the one that turns it on turns it off
 * again however it ends; no other spec depends on the game's state (layout.spec leaves the room out).
 */
test.describe.configure({ mode: 'serial' });

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8888';

/** Staff turn the flag on or off through the admin's own settings function, in a browser context of their own. */
async function setCareerGame(admin: APIRequestContext, on: boolean): Promise<void> {
  const headers = { origin: new URL(BASE_URL).origin };
  const login = await admin.post('/api/login', { headers, data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  // The answer also says where the admin is (yourAddress), which a save does not take.
  const settings = await (await admin.get('/api/admin/settings')).json();
  delete settings.yourAddress;
  const saved = await admin.put('/api/admin/settings', { headers, data: { ...settings, features: { ...settings.features, careerGame: on } } });
  expect(saved.status(), await saved.text()).toBe(200);
}

const teacher = {
  title: 'Teaching resume',
  data: {
    basics: { name: 'Jo Rivera', label: 'High School Teacher' },
    work: [{ name: 'Lincoln High School', position: 'High School Teacher', summary: 'Taught English.', highlights: ['Designed a new Year 9 curriculum'] }],
    skills: [{ name: 'Teaching', keywords: ['Instructional Design', 'Articulate Storyline', 'Curriculum Development', 'Lesson Planning'] }],
  },
};

test('while the flag is off (the default) the navigation has no Career Game, its page says so and its function answers 404', async ({ page, member }) => {
  await member('pivot');
  await gotoReady(page, '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Member area' });
  // The column at this width (the phone menu holds the same links, closed).
  await expect(nav.getByRole('link', { name: 'Growth analytics', exact: true }).filter({ visible: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Career Game/ })).toHaveCount(0);

  const api = await page.request.get('/api/career-game');
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toMatch(/Career Game is turned off/);

  await gotoReady(page, '/dashboard/career-game');
  await expect(page.getByTestId('feature-off-card')).toContainText('The Career Game is turned off for now');
});

test('with the flag on, a Pivot member sees points for what they did, their badges as text and three quests from their own plan', async ({
  page,
  member,
  playwright,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await setCareerGame(admin, true);
  try {
    await member('pivot', { firstName: 'Jo' });
    // Real rows, made through the rooms' own functions: one application, one plan with a step done, a resume downloaded.
    expect((await page.request.post('/api/tracker', { data: { title: 'Instructional Designer', company: 'Acme Learning', stage: 'applied' } })).status()).toBe(
      201,
    );
    const resume = await page.request.post('/api/resumes', { data: teacher });
    expect(resume.status()).toBe(201);
    const made = await page.request.post('/api/planner', {
      data: { source: { kind: 'resume', id: (await resume.json()).id }, currentTitle: 'High School Teacher', code: '25-9031.00' },
    });
    expect(made.status()).toBe(201);
    const plan = await made.json();
    expect((await page.request.patch(`/api/planner/${plan.id}/steps/${plan.steps[0].id}`, { data: { done: true } })).status()).toBe(200);
    // The resume downloaded twice today: one export.
    for (const format of ['pdf', 'docx'])
      expect((await page.request.get(`/api/resumes/${(await resume.json()).id}/export?format=${format}`)).status()).toBe(200);

    await gotoReady(page, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Member area' });
    await nav.getByRole('link', { name: 'Career Game (BETA)', exact: true }).filter({ visible: true }).click();
    await page.waitForURL('**/dashboard/career-game');
    await expect(page.getByRole('heading', { level: 1, name: /Career Game/ })).toBeVisible();

    // One application (10), one step done (8) and one resume export (5), as the content file values them.
    const figures = page.getByTestId('game-figures');
    await expect(figures).toContainText('Points23');
    await expect(figures).toContainText('Weekly streak1 week');
    const table = page.getByRole('table', { name: /Your points by action/ });
    await expect(table.getByRole('row', { name: /^Applications/ }).getByRole('cell')).toHaveText(['1', '10', '10']);
    await expect(table.getByRole('row', { name: /^Plan steps done/ }).getByRole('cell')).toHaveText(['1', '8', '8']);
    await expect(table.getByRole('row', { name: /^Resume exports/ }).getByRole('cell')).toHaveText(['1', '5', '5']);
    await expect(table.getByRole('row', { name: /^Total/ }).getByRole('cell')).toHaveText(['23']);
    await expect(page.getByText(/are not counted/)).toHaveCount(0);

    // Badges are a list of names with what earns them, earned or not, in words.
    const badges = page.getByTestId('game-badges');
    await expect(badges.getByRole('listitem').filter({ hasText: 'In the running (earned)' })).toContainText('Earned with 1 application tracked.');
    await expect(badges.getByRole('listitem').filter({ hasText: 'First step (earned)' })).toBeVisible();
    await expect(badges.getByRole('listitem').filter({ hasText: 'Ready to send (earned)' })).toContainText('Earned with 1 resume exported.');
    await expect(badges.getByRole('listitem').filter({ hasText: 'Ten applications (not earned yet)' })).toContainText('Progress: 1 of 10.');

    // Quests: the plan's next step first, then a skill the path needs with no step yet.
    const quests = page.getByRole('region', { name: 'Your quests' }).getByRole('listitem');
    await expect(quests).toHaveCount(3);
    await expect(quests.first().getByRole('link')).toHaveText(plan.steps[1].title);
    await expect(quests.first().getByRole('link')).toHaveAttribute('href', `/dashboard/planner?plan=${plan.id}`);
    await expect(quests.nth(1)).toContainText(/^Start on /);

    // On a phone the menu lists the game too, and its count says so.
    await page.setViewportSize({ width: 375, height: 800 });
    const menu = nav.locator('summary');
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Career Game (BETA)', exact: true }).filter({ visible: true })).toBeVisible();
    const listed = await nav.locator('details li:not([hidden]) > a').count();
    await expect(menu).toContainText(`All ${listed} rooms`);
    expect(consoleErrors).toEqual([]);
  } finally {
    await setCareerGame(admin, false);
    await admin.dispose();
  }
});
