import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { json, logsRoute, openAsAdmin, USERS } from './admin-fakes';
import { axeFindings, expect, gotoReady, settle, signInWithForm, test, waitForHydration, type AxeScan } from './fixtures';
import { fakeResumeApi, json as fulfillJson, MATCHES, uploadResume } from './pivotmatch-fakes';
import { PUBLIC_ROUTES } from './routes';
// Types only: the game's contract reads its content file, a JSON import Playwright's loader refuses.
import type { CareerGameSummary } from '~/lib/career-game';
import { totpCode } from '~/server/auth/totp';

/**
 * Every axe sweep of the browser suite: each page, and each state of it that a member meets (a
 * dialog open, a form refused, a room with things in it), in both themes. One width per theme:
 * light at a laptop's 1280 px and dark at a phone's 375 px, so the desktop and the phone layout
 * are each swept once, and the colours of both themes are checked. Each state is reached once and
 * scanned in both, in place (reaching it twice cost as much again). Each state keeps the axe rules
 * its first check used (AxeScan). Where a state was also checked for sideways scrolling, that check
 * is here beside it, at both widths.
 */
const THEMES = [
  { theme: 'light', viewport: { width: 1280, height: 800 } },
  { theme: 'dark', viewport: { width: 375, height: 800 } },
] as const;
type Look = (typeof THEMES)[number];

const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
const NURSE = `${FIXTURES}resumes/nurse-to-health-informatics.pdf`;
const QUESTIONNAIRE_VERSION = (JSON.parse(readFileSync(new URL('../../content/assessment/questionnaire.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/**
 * Runs `check` with the page in each theme at its width, then puts it back in the light theme at
 * 1280 px, where every test works. The theme is switched as the site's own toggle does (the class
 * on <html>, remembered for the next page); motion is reduced, so no colour is caught mid-change.
 */
async function inBothThemes(page: Page, check: (look: Look) => Promise<void>): Promise<void> {
  for (const look of THEMES) {
    await show(page, look);
    await check(look);
  }
  await show(page, THEMES[0]);
}

async function show(page: Page, { theme, viewport }: Look): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark');
    localStorage.setItem('theme', t);
  }, theme);
  // The page really is in that theme before axe reads its colours (the body's own background).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BODY_BACKGROUND[theme]);
  // Two frames: the new width laid out and painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** bg-white and dark:bg-slate-950 (src/styles/global.css). */
const BODY_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(2, 6, 23)' } as const;

/** Fails with the state's name, theme and axe's findings when the page as it is now has any, in either theme. */
async function expectNoFindings(page: Page, state: string, scan?: AxeScan): Promise<void> {
  // Scan the page the rooms end as, after their API calls.
  await settle(page);
  await inBothThemes(page, async ({ theme, viewport }) => {
    expect(await axeFindings(page, scan), `${state} (${theme}, ${viewport.width} px)`).toEqual([]);
  });
}

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  await inBothThemes(page, async ({ viewport }) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${state} scrolls sideways at ${viewport.width} px`).toBe(
      true,
    );
  });
}

/** The saved-state line of the resume and letter editors. */
const saved = (page: Page) => expect(page.getByTestId('autosave-status')).toHaveText(/^Saved\b/, { timeout: 15_000 });

/** A builder resume made through the API, as the builder saves one. */
async function addResume(page: Page, resume: { title: string; targetRole?: string; data?: unknown }): Promise<string> {
  const res = await page.request.post('/api/resumes', { data: resume });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// Every sweep below passes only if the scanner can fail: it names a missing alt text and low contrast,
// and keeps to the part of the page it is given.
test('the scanner finds what a member would trip on, where it is asked to look', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><img src="data:,"><p style="color:#777;background:#888">faint</p><div id="fine"><button>Go</button></div></main></body></html>',
  );
  const findings = await axeFindings(page);
  expect(findings.map((f) => f.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(await axeFindings(page, { scope: '#fine' })).toEqual([]);
});

test.describe('accessibility in the light theme at 1280 px and the dark theme at 375 px', () => {
  test.use({ viewport: THEMES[0].viewport, reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  });

  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await gotoReady(page, path);
      await expectNoFindings(page, path);
    });
  }

  test('the account page and its delete dialog', async ({ page, member }) => {
    await member(null, { firstName: 'Alex' });
    await gotoReady(page, '/account');
    await expect(page.getByRole('region', { name: 'Where you are signed in' })).toContainText('This device');
    await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    await expectNoFindings(page, '/account');
    await expectNoSidewaysScroll(page, '/account');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    // Nothing of the dialog is cut off, on a phone too.
    await inBothThemes(page, async ({ viewport }) => {
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    });
    await expectNoFindings(page, 'the delete dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('two-factor set-up on the account page, and the code it asks for at sign-in', async ({ page, member }) => {
    const me = await member(null, { firstName: 'Alex' });
    await gotoReady(page, '/account');
    await page.getByLabel('Your password').fill(me.password);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
    await expectNoFindings(page, 'authenticator set-up');

    // Turned on through the API, as the set-up's own button does.
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect((await page.request.post('/api/account/two-factor/totp/confirm', { data: { code: totpCode(secret, new Date()) } })).status()).toBe(200);
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signInWithForm(page, me.email, me.password);
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await expectNoFindings(page, 'the sign-in code step');
  });

  test('the dashboard, Manage billing and its cancel dialog (Elite, annual)', async ({ page, member }) => {
    await member('elite', { billing: 'annual' });
    await gotoReady(page, '/dashboard');
    await expect(page.getByTestId('dashboard-timeline')).toBeVisible();
    await expectNoFindings(page, '/dashboard');
    await gotoReady(page, '/dashboard/billing');
    await expect(page.getByTestId('portal-status')).toBeVisible();
    await expectNoFindings(page, '/dashboard/billing');
    await expectNoSidewaysScroll(page, '/dashboard/billing');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoFindings(page, 'the cancel dialog');
  });

  test('the job tracker: its add dialog filled in, the board and the list', async ({ page, member }) => {
    await member('pivot', { firstName: 'Ari' });
    await gotoReady(page, '/dashboard/tracker');
    await page.getByRole('button', { name: 'Add a job' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a job' });
    await dialog.getByLabel('Job title').fill('Operations Analyst');
    await dialog.getByLabel('Company').fill('Northwind');
    await expectNoFindings(page, 'the add-a-job dialog', { rules: 'all' });
    await dialog.getByRole('button', { name: 'Add job' }).click();
    await expect(page.getByTestId('tracked-job')).toHaveCount(1);
    await expectNoFindings(page, 'the board', { rules: 'all' });
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('table', { name: 'Tracked jobs' })).toBeVisible();
    await expectNoFindings(page, 'the list', { rules: 'all' });
  });

  test('the work-style assessment: part-way, a result, and a take too flat to rank', async ({ page, member }) => {
    await member('premium', { firstName: 'Noor' });
    await gotoReady(page, '/dashboard/assessment');
    await page.getByRole('button', { name: 'Start the assessment' }).click();
    // Twelve statements by keyboard: the choice has the focus, Space picks it, Enter goes on.
    for (let i = 1; i <= 12; i++) {
      await expect(page.getByText(`Statement ${i} of 36`)).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Strongly disagree' })).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('progressbar', { name: 'Statements answered' })).toHaveAttribute('aria-valuenow', '12');
    await expectNoFindings(page, 'the questionnaire', { scope: 'main' });

    // Finished takes through the API; the room shows the latest (the draft above is dropped first).
    await page.evaluate(() => sessionStorage.clear());
    const investigator = [1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 5, 5, 1, 5, 5, 5, 5, 5, 5];
    for (const [state, answers, shown] of [
      ['a result', investigator, page.getByRole('heading', { name: 'Type 5, The Investigator' })],
      ['a take too flat to rank', Array(36).fill(3), page.getByRole('note').filter({ hasText: 'Your answers are too alike to rank' })],
    ] as const) {
      expect((await page.request.post('/api/assessment', { data: { version: QUESTIONNAIRE_VERSION, answers } })).status()).toBe(201);
      await gotoReady(page, '/dashboard/assessment');
      await expect(shown).toBeVisible();
      await expectNoFindings(page, state, { scope: 'main' });
    }
  });

  test('the bullet assistant with suggestions on screen', async ({ page, member }) => {
    await member('pivot', { firstName: 'Dana' });
    await gotoReady(page, '/dashboard/bullets');
    await page.getByLabel('Your bullet').fill('Helped with various customer complaints');
    await page.getByRole('button', { name: 'Improve this bullet' }).click();
    await expect(page.getByTestId('bullet-suggestion').first()).toBeVisible();
    await expectNoFindings(page, 'the suggestions', { rules: 'all' });
  });

  test('coaching: the Elite services tab with a published slot, and a member’s booking', async ({ page, member }) => {
    test.skip(!ADMIN.email, 'needs the seeded admin from npm test');
    const coach = `Coach ${Date.now().toString(36)}`;
    expect((await page.request.post('/api/login', { data: { username: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
    const slot = await page.request.post('/api/admin/coaching/slots', {
      data: {
        coachName: coach,
        date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        // An hour clear of the other specs' slots.
        time: '09:00',
        durationMinutes: 45,
        timeZone: 'UTC',
        meetingUrl: 'https://meet.example.com/a11y',
      },
    });
    expect(slot.status()).toBe(201);
    await gotoReady(page, '/admin');
    await page.getByRole('tab', { name: 'Elite services' }).click();
    await expect(page.getByRole('tabpanel').getByTestId('admin-coaching-slot').filter({ hasText: coach })).toContainText('Open');
    await expectNoFindings(page, 'the Elite services tab', { rules: 'all' });

    // Off the admin page before its session goes, or it would send the browser to /login.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await member('elite');
    await gotoReady(page, '/dashboard/coaching');
    await page.getByTestId('coaching-slot').filter({ hasText: coach }).getByRole('button', { name: /^Book/ }).click();
    await page.getByRole('alertdialog', { name: 'Book this session?' }).getByRole('button', { name: 'Book session' }).click();
    await expect(page.getByTestId('coaching-booking').filter({ hasText: coach })).toBeVisible();
    await expectNoFindings(page, 'the coaching room with a booking', { rules: 'all' });
  });

  test('cover letters: the editor and the list with a letter', async ({ page, member }) => {
    await member('pivot');
    await addResume(page, {
      title: 'Analyst resume',
      data: {
        basics: { name: 'Robin Vale', email: 'robin@example.test' },
        work: [{ name: 'Lincoln High School', position: 'Math Teacher', startDate: '2016-08', highlights: ['Analyzed test results with SQL queries'] }],
      },
    });
    await gotoReady(page, '/dashboard/cover-letters');
    await page.getByLabel('Job description').fill('Northwind Analytics is hiring a Data Analyst.\nRequirements: SQL, Excel and Tableau dashboards.');
    await page.getByRole('button', { name: 'Draft letter' }).click();
    await page.waitForURL(/\?id=/);
    await waitForHydration(page);
    await expect(page.getByLabel('Greeting')).toBeVisible();
    await expectNoFindings(page, 'the letter editor');
    await expectNoSidewaysScroll(page, 'the letter editor');
    await page.getByRole('link', { name: '← All cover letters' }).click();
    await waitForHydration(page);
    await expect(page.getByTestId('letter-item')).toHaveCount(1);
    await expectNoFindings(page, 'the list of letters');
  });

  test('the career-change plan, before and after a task is ticked', async ({ page, member }) => {
    await member('pivot');
    await gotoReady(page, '/dashboard/guidance');
    const count = page.getByTestId('guidance-count');
    await expect(count).toHaveText(/^0 of \d+ tasks done$/);
    await expectNoFindings(page, 'the plan');
    await expectNoSidewaysScroll(page, 'the plan');
    const task = page.getByRole('checkbox').first();
    await task.focus();
    await page.keyboard.press('Space');
    await expect(task).toBeChecked();
    await expect(count).toHaveText(/^1 of \d+ tasks done$/);
    await expectNoFindings(page, 'the plan with a task done');
  });

  test('a free member’s upgrade cards', async ({ page, member }) => {
    await member();
    for (const path of ['/dashboard/cover-letters', '/dashboard/guidance', '/dashboard/linkedin']) {
      await gotoReady(page, path);
      await expect(page.getByTestId('upgrade-card')).toBeVisible();
      await expectNoFindings(page, `${path} for a free member`);
    }
  });

  test('a mock interview’s feedback, and the progress charts', async ({ page, member }) => {
    await member('premium');
    await gotoReady(page, '/dashboard/interviews');
    const role = page.getByRole('combobox', { name: 'Role you are interviewing for' });
    await role.fill('Instructional Desig');
    await expect(page.getByRole('option', { name: /^Instructional Designer/ }).first()).toBeVisible();
    await role.press('ArrowDown');
    await role.press('Enter');
    await page.getByLabel('Field you are leaving (optional)').fill('teaching');
    await page.getByRole('button', { name: 'Start mock interview' }).click();
    await page
      .getByLabel('Your answer')
      .fill(
        'When I was teaching Year 8 English, a third of my class were failing the reading check. I split the class into four reading groups. As a result, 24 of the 27 students passed.',
      );
    await page.getByRole('button', { name: 'Get feedback' }).click();
    await expect(page.getByTestId('star-feedback').getByTestId('next-step')).toBeVisible();
    await expectNoFindings(page, 'the STAR feedback', { rules: 'all' });

    await gotoReady(page, '/dashboard/progress');
    const chart = page.getByRole('figure', { name: 'STAR score by session' });
    await expect(chart.locator('circle')).toHaveCount(1);
    await chart.getByText('Show the figures').click();
    await expect(chart.getByRole('table')).toBeVisible();
    await expectNoFindings(page, 'the progress charts', { rules: 'all' });
  });

  test('LinkedIn suggestions, copied and, where the browser refuses the clipboard, selected', async ({ page, member }) => {
    const origin = new URL(process.env.BASE_URL ?? 'http://localhost:8888').origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await member('pivot', { firstName: 'Jane' });
    const jane = JSON.parse(readFileSync(`${FIXTURES}resumes/jane-doe.resume.json`, 'utf8')) as Record<string, unknown>;
    delete jane.meta;
    delete jane.$schema;
    const id = await addResume(page, { title: 'Customer success', targetRole: 'Customer success manager', data: jane });
    await gotoReady(page, `/dashboard/linkedin?resume=${id}`);
    const headlines = page.getByTestId('linkedin-results').getByRole('region', { name: 'Headlines' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Copy headline 1' }).click();
    await expect(headlines.first().getByTestId('copy-status')).toHaveText('Copied');
    await expectNoFindings(page, 'the suggestions, one copied');

    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await gotoReady(page, `/dashboard/linkedin?resume=${id}`);
    const about = page.getByRole('region', { name: 'About' });
    await about.getByRole('button', { name: 'Copy the About section' }).click();
    await expect(about.getByTestId('copy-status')).toHaveText(/did not allow copying: the text is selected/);
    await expectNoFindings(page, 'the About section selected');
    await expectNoSidewaysScroll(page, 'the LinkedIn suggestions');
  });

  test('the networking helper after a thank-you was sent', async ({ page, member }) => {
    await member('premium', { firstName: 'Morgan' });
    const job = await page.request.post('/api/tracker', {
      data: { title: 'Customer Success Manager', company: 'Acme Health', interviewAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
    });
    expect(job.status()).toBe(201);
    const { id } = (await job.json()) as { id: string };
    const contact = await page.request.post(`/api/tracker/${id}/contacts`, {
      data: { name: 'Dana Reyes', role: 'Hiring manager', email: 'dana.reyes@acme.example' },
    });
    expect(contact.status()).toBe(201);
    await gotoReady(page, '/dashboard/networking');
    await page.getByLabel('Template').selectOption({ label: 'Thank you after an interview' });
    const body = page.getByLabel('Message', { exact: true });
    await expect(body).toHaveValue(/^Hi Dana,/);
    await body.fill((await body.inputValue()).replace(/\[[^\]]*\]/g, 'Hearing about the onboarding revamp made me keen to help.'));
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    await expect(page.getByTestId('toast')).toContainText('Message sent');
    await page.reload();
    await expect(page.getByTestId('sent-messages')).toContainText('to dana.reyes@acme.example');
    await expectNoFindings(page, 'the networking helper', { rules: 'all' });
  });

  test('PivotMatch on a real resume: an evidence tooltip, Elite’s saved search and a job’s own page', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member('elite');
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type="file"]').setInputFiles(NURSE);
    await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    const chip = page.getByTestId('resume-skills').getByRole('button').first();
    await chip.focus();
    await expect(page.locator(`[id="${await chip.getAttribute('aria-describedby')}"]`)).toBeVisible();
    await expectNoFindings(page, 'an open evidence tooltip', { scope: '#main', rules: 'wcag2aa' });

    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(page.getByTestId('toast')).toContainText('Job matches found', { timeout: 20_000 });
    const listing = (await page
      .getByTestId('job-match')
      .first()
      .getByRole('link', { name: /View Job/ })
      .getAttribute('href'))!;
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name this search').fill('Health informatics');
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByTestId('toast')).toContainText('Search saved');
    await gotoReady(page, '/dashboard/matches');
    const search = page.getByTestId('saved-search');
    await search.getByRole('button', { name: /^Run now/ }).click();
    await expect(search.getByTestId('job-match').first()).toBeVisible();
    await expectNoFindings(page, 'a saved search run', { scope: '#main', rules: 'wcag2aa' });

    await gotoReady(page, listing);
    await expect(page.getByTestId('listing-kind')).toHaveText('Sample listing');
    await expectNoFindings(page, 'a job listing', { scope: '#main', rules: 'wcag2aa' });
  });

  test('PivotMatch for a Pivot member: the top five and what Elite adds', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member('pivot', { firstName: 'Pia' });
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type="file"]').setInputFiles(NURSE);
    await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(page.getByTestId('more-with-elite')).toBeVisible({ timeout: 20_000 });
    await expectNoFindings(page, 'the top five matches', { scope: '#main', rules: 'wcag2aa' });
  });

  test('PivotMatch search results (answers of our own)', async ({ page }) => {
    await fakeResumeApi(page);
    await page.route('**/api/pivotmatch/search-jobs', (route) => fulfillJson(route, { success: true, matches: MATCHES }));
    await gotoReady(page, '/pivotmatch');
    await uploadResume(page);
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(page.getByTestId('job-match')).toHaveCount(3);
    await expectNoFindings(page, 'the search results', { scope: '#main', rules: 'wcag2aa' });
  });

  test('a pivot plan grouped by month, with a step done', async ({ page, member }) => {
    await member('pivot', { firstName: 'Jo' });
    const resume = await addResume(page, {
      title: 'Teaching resume',
      data: {
        basics: { name: 'Jo Rivera', label: 'High School Teacher' },
        work: [{ name: 'Lincoln High School', position: 'High School Teacher', highlights: ['Designed a new Year 9 curriculum with e-learning modules'] }],
        skills: [{ name: 'Teaching', keywords: ['Instructional Design', 'Curriculum Development'] }],
      },
    });
    const made = await page.request.post('/api/planner', {
      data: { source: { kind: 'resume', id: resume }, currentTitle: 'High School Teacher', code: '25-9031.00' },
    });
    expect(made.status()).toBe(201);
    const plan = (await made.json()) as { id: string };
    await gotoReady(page, `/dashboard/planner?plan=${plan.id}`);
    const step = page.getByTestId('plan-step').filter({ hasText: 'Informational interview' }).getByRole('checkbox');
    // Ticked once the server has it, so by keyboard, as a member would, and then waited for.
    await step.focus();
    await page.keyboard.press('Space');
    await expect(step).toBeChecked();
    await expect(page.getByTestId('plan-progress')).toHaveText(/^1 of \d+ steps done/);
    await page.getByRole('radio', { name: 'Month' }).check();
    await expect(page).toHaveURL(/group=month/);
    // This room was first checked for every finding, not only the serious ones.
    await expectNoFindings(page, 'the plan by month', { impact: 'any' });
  });

  test('the Career Game with points, badges earned and not, and quests (answers of our own, the flag on in this browser only)', async ({ page, member }) => {
    await member('pivot');
    // The flag is the whole site's (career-game.spec turns it on for real); here only this browser is told it is on.
    await page.route('**/api/auth/user', async (route) => {
      const res = await route.fetch();
      const user = await res.json();
      await route.fulfill({ response: res, json: { ...user, features: { ...user.features, careerGame: true } } });
    });
    const game: CareerGameSummary = {
      points: 58,
      actions: [
        { action: 'application', count: 2, pointsEach: 10, points: 20 },
        { action: 'interviewAnswer', count: 2, pointsEach: 5, points: 10 },
        { action: 'planStep', count: 1, pointsEach: 8, points: 8 },
        { action: 'resumeExport', count: 0, pointsEach: 5, points: 0 },
        { action: 'coachingSession', count: 1, pointsEach: 20, points: 20 },
      ],
      streak: { current: 2, longest: 3, activeThisWeek: false, weekStart: '2026-11-23' },
      badges: [
        { id: 'first-step', name: 'First step', requirement: 'Earned with 1 plan step done.', earned: true, earnedOn: '2026-11-10', have: 1, need: 1 },
        {
          id: 'ten-applications',
          name: 'Ten applications',
          requirement: 'Earned with 10 applications tracked.',
          earned: false,
          earnedOn: null,
          have: 2,
          need: 10,
        },
      ],
      quests: [
        {
          id: 'step:1',
          source: 'planner',
          title: 'Learn Articulate Storyline',
          why: 'The next learn step of your Instructional Designer plan.',
          href: '/dashboard/planner?plan=p',
          points: 8,
          dueOn: '2026-12-01',
        },
        {
          id: 'gap:p:Budgeting',
          source: 'navigator',
          title: 'Start on Budgeting',
          why: 'Instructional Designer work needs it (O*NET importance 3 of 5) and your plan has no step for it yet: add one in your planner.',
          href: '/dashboard/planner?plan=p',
          points: null,
          dueOn: null,
        },
      ],
      questsEmpty: null,
    };
    const answer = (body: CareerGameSummary) => page.route('**/api/career-game', (route) => fulfillJson(route, body));
    await answer(game);
    await gotoReady(page, '/dashboard/career-game');
    await expect(page.getByTestId('game-badges').getByRole('listitem')).toHaveCount(2);
    await expectNoFindings(page, 'the Career Game', { impact: 'any' });
    // With no plan yet, the quests say what to do instead.
    await answer({ ...game, quests: [], questsEmpty: 'no-plan' });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Find a path in the Career navigator' })).toBeVisible();
    await expectNoFindings(page, 'the Career Game without a plan', { impact: 'any' });
  });

  test('the resume list and the editor: empty, with versions open, in two columns, and listed', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member('pivot', { firstName: 'Ari' });
    await gotoReady(page, '/dashboard/resumes');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expectNoFindings(page, 'the empty list');

    await page.getByLabel('Resume name').fill('Learning design resume');
    await page.getByLabel('Target role (optional)').fill('Learning designer');
    await page.getByRole('button', { name: 'Create resume' }).click();
    await page.waitForURL(/\/dashboard\/resumes\/edit\?id=/);
    await waitForHydration(page);
    await page.getByLabel('Full name').fill('Ari Quinn');
    const experience = page.getByRole('group', { name: 'Experience', exact: true });
    await experience.getByRole('button', { name: 'Add job' }).click();
    await experience.getByLabel('Company').fill('Lincoln High School');
    await experience.getByRole('button', { name: /^Add bullet/ }).click();
    await experience.getByLabel(/^Bullet 1/).fill('Designed a 12-week curriculum for 120 students');
    await saved(page);
    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    // The resume as created, and the edits since.
    await expect(page.getByTestId('resume-version')).toHaveCount(2);
    await expectNoFindings(page, 'the editor with its versions');

    await page.getByLabel('Template').selectOption('two-column');
    await saved(page);
    await expectNoFindings(page, 'the editor in two columns');

    await gotoReady(page, '/dashboard/resumes');
    await expect(page.getByTestId('resume-item')).toHaveCount(1);
    await expectNoFindings(page, 'the list with a resume');
  });

  test('an imported PDF resume in the editor: the field it doubts, and in two columns', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member('pivot', { firstName: 'Marcus' });
    await gotoReady(page, '/dashboard/resumes');
    await page.getByLabel(/^Resume file/).setInputFiles(`${FIXTURES}imports/04-army-logistics-to-supply-chain.pdf`);
    await page.waitForURL(/\/dashboard\/resumes\/edit\?id=/, { timeout: 30_000 });
    await waitForHydration(page);
    await expect(page.getByTestId('import-doubts')).toContainText('1 field to check');
    await expect(page.getByRole('group', { name: 'Experience', exact: true }).getByLabel('Company').nth(3)).toHaveAccessibleDescription('Check: no employer');
    await expectNoFindings(page, 'the import review');
    await page.getByLabel('Template').selectOption({ label: 'Two column' });
    await saved(page);
    await expectNoFindings(page, 'the imported resume in two columns');
  });

  test('every Admin Center tab (answers of our own)', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('**/api/admin/users', json(USERS));
    await page.route(
      '**/api/admin/subscriptions',
      json([
        { id: 'sub_1234567890', userName: 'Grace Hopper', plan: 'premium', status: 'past_due', interval: 'month', amount: 34, nextBillingDate: '2025-02-05' },
      ]),
    );
    await page.route('**/api/admin/database', json({ sizeBytes: 1024, status: 'healthy', tables: [{ name: 'users', rows: 3 }] }));
    await logsRoute(page, [{ id: 1, time: '2025-01-05T10:00:00Z', level: 'error', category: 'payment', message: 'Card declined', user: null }] as never);
    await openAsAdmin(page);
    for (const name of ['Dashboard', 'Users', 'Subscriptions', 'Content', 'Database', 'System', 'Elite services']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      await expectNoFindings(page, `the ${name} tab`, { scope: 'main' });
    }
  });
});
