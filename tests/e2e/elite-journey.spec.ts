import type { Browser, Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';

const TEACHER = new URL('../fixtures/resumes/teacher-to-instructional-design.docx', import.meta.url).pathname;
const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

/** Staff in their own browser, signed in. */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }));
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  expect(login.ok()).toBe(true);
  return page;
}

test('an Elite teacher goes from resume to navigator, planner, an introduction and a coaching session; staff answer the introduction and she sees it', async ({
  page,
  browser,
  consoleErrors,
  member,
}) => {
  test.skip(!ADMIN.email, 'needs the seeded admin from npm test');
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await member('elite', { firstName: 'Tess' });

  // 1. The resume goes in through PivotMatch.
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(TEACHER);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });

  // 2. The navigator shows Instructional Designer with the resume's own words.
  await gotoReady(page, '/dashboard/navigator');
  await page.getByLabel('Your current or last job title').fill('High School Teacher');
  await page.getByRole('button', { name: 'Show my paths' }).click();
  const path = page.getByTestId('career-path').filter({ hasText: 'Instructional Designer' });
  await expect(path).toHaveCount(1);
  await path.getByText('What transfers, what is missing, and the figures').click();
  await expect(path.getByRole('region', { name: 'What transfers' }).locator('blockquote').first()).toBeVisible();

  // 3. Into the planner.
  await path.getByRole('button', { name: 'Add to my planner' }).click();
  await page.waitForURL(/\/dashboard\/planner\?plan=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Instructional Coordinators').first()).toBeVisible();

  // 4. An introduction for a tracked job.
  const role = `Instructional Designer ${run}`;
  const job = await page.request.post('/api/tracker', { data: { title: role, company: 'Acme Learning' } });
  expect(job.status()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };
  await gotoReady(page, `/dashboard/introductions?job=${jobId}`);
  await page.getByLabel('Why this introduction').fill('I have built e-learning for 150 students a year and want to do it for their customers.');
  await page.getByRole('button', { name: 'Request introduction' }).click();
  await expect(page.getByTestId('toast')).toContainText('Introduction requested');

  // 5. A coaching session staff published.
  const staff = await staffPage(browser);
  const coach = `Coach ${run}`;
  const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const slot = await staff.request.post('/api/admin/coaching/slots', {
    data: { coachName: coach, date, time: '15:00', durationMinutes: 45, timeZone: 'UTC', meetingUrl: 'https://meet.example.com/journey' },
  });
  expect(slot.status()).toBe(201);
  await gotoReady(page, '/dashboard/coaching');
  await page.getByTestId('coaching-slot').filter({ hasText: coach }).getByRole('button', { name: /^Book/ }).click();
  await page.getByRole('alertdialog', { name: 'Book this session?' }).getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByTestId('toast')).toContainText('Session booked');
  await expect(page.getByTestId('coaching-booking').filter({ hasText: coach })).toBeVisible();

  // 6. Staff answer the introduction in /admin.
  await gotoReady(staff, '/admin#elite');
  const queued = staff.getByTestId('admin-introduction').filter({ hasText: role });
  await queued.getByRole('button', { name: /^Record outcome/ }).click();
  await queued.getByRole('radio', { name: 'Introduced' }).check();
  const outcome = `Introduced you to Sam Lee, Learning Lead at Acme, by e-mail (${run}).`;
  await queued.getByLabel('With whom and how (sent to the member)').fill(outcome);
  await queued.getByRole('button', { name: 'Save and e-mail the member' }).click();
  await expect(staff.getByTestId('toast')).toContainText('was e-mailed the outcome');
  await staff.context().close();

  // 7. She sees it, and the Elite dashboard counts what is waiting.
  await gotoReady(page, '/dashboard/introductions');
  const mine = page.getByTestId('introduction-request').filter({ hasText: role });
  await expect(mine).toContainText('Introduced');
  await expect(mine.getByTestId('introduction-outcome')).toContainText(outcome);
  // Hidden opportunities read her upload (a list, or a sentence saying there are none yet).
  await gotoReady(page, '/dashboard/matches');
  const hidden = page.locator('#hidden-opportunities');
  await expect(hidden.getByTestId('hidden-source').or(hidden.getByText(/^None yet for teacher-to-instructional-design\.docx/))).toBeVisible();
  await gotoReady(page, '/elite-dashboard');
  await expect(page.getByTestId('elite-coaching')).toContainText(`with ${coach}`);
  await expect(page.getByTestId('elite-introductions')).toContainText('Ask us to introduce you');
  expect(consoleErrors).toEqual([]);
});
