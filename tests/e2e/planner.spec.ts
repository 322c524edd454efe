import { test, expect, gotoReady } from './fixtures';

const INSTRUCTIONAL_COORDINATORS = '25-9031.00';

// A teacher's builder resume, as a member would save it.
const teacher = {
  title: 'Teaching resume',
  data: {
    basics: { name: 'Jo Rivera', label: 'High School Teacher' },
    work: [
      {
        name: 'Lincoln High School',
        position: 'High School Teacher',
        summary: 'Taught English to 150 students a year.',
        highlights: ['Designed a new Year 9 curriculum with e-learning modules'],
      },
    ],
    skills: [{ name: 'Teaching', keywords: ['Instructional Design', 'Articulate Storyline', 'Curriculum Development', 'Lesson Planning'] }],
  },
};

test('a Pivot member turns a navigator path into a plan, ticks a step that survives a reload, and sees it on the growth chart', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('pivot', { firstName: 'Jo' });

  // The empty planner points to the navigator.
  await gotoReady(page, '/dashboard/planner');
  await expect(page.getByRole('link', { name: 'Pick a path in the Career navigator' })).toHaveAttribute('href', '/dashboard/navigator');

  // "Add to my planner" on the navigator makes this call (the navigator's page is built alongside).
  const resume = await page.request.post('/api/resumes', { data: teacher });
  expect(resume.status()).toBe(201);
  const source = { kind: 'resume', id: (await resume.json()).id };
  const made = await page.request.post('/api/planner', { data: { source, currentTitle: 'High School Teacher', code: INSTRUCTIONAL_COORDINATORS } });
  expect(made.status()).toBe(201);
  const plan = await made.json();
  const again = await page.request.post('/api/planner', { data: { source, currentTitle: 'High School Teacher', code: INSTRUCTIONAL_COORDINATORS } });
  expect(again.status()).toBe(200);
  expect((await again.json()).id).toBe(plan.id);

  // The list shows it; opening it deep-links the plan.
  await gotoReady(page, '/dashboard/planner');
  await page.getByRole('link', { name: plan.commonTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/planner\\?plan=${plan.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: plan.commonTitle })).toBeVisible();
  const total = plan.steps.length;
  await expect(page.getByTestId('plan-progress')).toHaveText(`0 of ${total} steps done (0%)`);
  await expect(page.getByText(/O\*NET 29\.2 Database/)).toBeVisible();
  await page.getByText(/^Why this path:/).click();
  await expect(page.getByRole('heading', { name: 'What transfers' })).toBeVisible();
  await expect(page.getByText('Instructional Design', { exact: true })).toBeVisible();

  // Tick the informational interview from the keyboard.
  const interview = page.getByTestId('plan-step').filter({ hasText: 'Informational interview' });
  const box = interview.getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const percent = Math.round(100 / total);
  await expect(page.getByTestId('plan-progress')).toHaveText(`1 of ${total} steps done (${percent}%)`);
  await expect(interview).toContainText('Talk to three people who do the job');

  // A reload keeps the plan open and the tick.
  await page.reload();
  await expect(page.getByTestId('plan-progress')).toHaveText(`1 of ${total} steps done (${percent}%)`);
  await expect(page.getByTestId('plan-step').filter({ hasText: 'Informational interview' }).getByRole('checkbox')).toBeChecked();

  // Grouped by month.
  await page.getByRole('radio', { name: 'Month' }).check();
  await expect(page).toHaveURL(/group=month/);

  // The growth room charts the step done this week and the plan's share done; interview practice is Premium's.
  await gotoReady(page, '/dashboard/growth');
  const weekly = page.getByRole('figure', { name: 'Plan steps done per week' });
  await expect(weekly).toContainText('1 step of your pivot plans done in the last 12 weeks');
  await expect(weekly.locator('svg rect')).not.toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'Each plan, done' })).toContainText(`${plan.commonTitle} ${percent}%`);
  await expect(page.getByTestId('growth-upgrade')).toContainText('Interview practice charts come with Premium');
  expect(consoleErrors).toEqual([]);
});
