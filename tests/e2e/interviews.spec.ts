import { test, expect, gotoReady } from './fixtures';

const JD = ['Instructional Designer, Acme Learning', 'Requirements:', '- Experience with Articulate Storyline', '- Knowledge of adult learning theory'].join(
  '\n',
);
const ANSWER =
  'When I was teaching Year 8 English, a third of my class were failing the reading check. My job was to get them to the expected level by spring. ' +
  'I split the class into four reading groups and set up a reading log in Google Sheets. As a result, 24 of the 27 students passed.';

test('a Premium member runs a mock interview for Instructional Designer by text, gets STAR feedback quoting the answer, and finds it in past sessions', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(90_000);
  await member('premium');
  await gotoReady(page, '/dashboard/interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock interviews' })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No mock interviews yet');

  // The role picker, by keyboard: type, arrow down to the title, Enter.
  const role = page.getByRole('combobox', { name: 'Role you are interviewing for' });
  await role.fill('Instructional Desig');
  await expect(page.getByRole('option', { name: /^Instructional Designer/ }).first()).toBeVisible();
  await role.press('ArrowDown');
  await role.press('Enter');
  await expect(role).toHaveValue('Instructional Designer');
  await expect(page.getByText("Questions about the role come from O*NET's Instructional Coordinators.")).toBeVisible();
  await page.getByLabel('Field you are leaving (optional)').fill('teaching');
  await page.getByLabel('Company (optional)').fill('Acme Learning');
  await page.getByLabel('Job description (optional)').fill(JD);
  await page.getByRole('button', { name: 'Start mock interview' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /Instructional Designer/ })).toBeVisible();
  await expect(page.getByTestId('interview-question')).toContainText('teaching');
  await page.getByLabel('Your answer').fill(ANSWER);
  await page.getByRole('button', { name: 'Get feedback' }).click();

  const feedback = page.getByTestId('star-feedback');
  await expect(feedback.getByTestId('star-part-result')).toContainText('As a result, 24 of the 27 students passed.');
  await expect(feedback.getByTestId('star-part-situation')).toContainText('When I was teaching Year 8 English');
  await expect(feedback.getByTestId('next-step')).toBeVisible();
  // The opener is a career-change question, drawn at random. When it asks how the member prepared
  // for the move, a classroom story does not answer it: the feedback says so and the score is capped.
  if (/prepare for the move|get ready for this change/.test((await page.getByTestId('interview-question').textContent())!)) {
    await expect(feedback.getByTestId('star-off-topic')).toContainText('The question asks what you have done to get ready for this change');
    await expect(feedback.getByTestId('star-off-topic')).toContainText('it scores at most 40');
    expect(Number(await feedback.getByTestId('star-score').textContent())).toBeLessThanOrEqual(40);
  }

  // Try again keeps the first attempt in view and starts from its words.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Your answer')).toHaveValue(ANSWER);
  await expect(page.getByRole('region', { name: 'Earlier attempts' })).toContainText('As a result, 24 of the 27 students passed.');
  await page.getByLabel('Your answer').fill('I did my best.');
  await page.getByRole('button', { name: 'Get feedback' }).click();
  await expect(page.getByTestId('star-missing')).toContainText('Situation');
  await expect(page.getByRole('region', { name: 'Earlier attempts' })).toContainText('Your earlier attempt');
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Question 2 of 6')).toBeVisible();

  // An answer being written is not lost on a reload.
  await page.getByLabel('Your answer').fill('A half-written answer about my lesson plans');
  await page.reload();
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue('A half-written answer about my lesson plans');

  // Past sessions survive a reload.
  await page.getByRole('button', { name: 'Back to your interviews' }).click();
  await page.reload();
  const past = page.getByTestId('interview-session');
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('Instructional Designer at Acme Learning');
  await expect(past).toContainText('1 of 6 answered');

  // The progress dashboard charts the session: one point, the latest attempt's score.
  await gotoReady(page, '/dashboard/progress');
  const chart = page.getByRole('figure', { name: 'STAR score by session' });
  await expect(chart).toContainText(/One session so far, with an average STAR score of \d+\./);
  await expect(chart.locator('circle')).toHaveCount(1);
  await chart.getByText('Show the figures').click();
  await expect(chart.getByRole('table')).toContainText('Instructional Designer, 1 answer');
  await expect(page.getByRole('figure', { name: 'Mock interviews per week' }).locator('rect')).toHaveCount(12);
  expect(consoleErrors).toEqual([]);
});

test('a Pivot member sees the upgrade card for mock interviews', async ({ page, consoleErrors, member }) => {
  await member('pivot');
  await gotoReady(page, '/dashboard/interviews');
  const card = page.getByTestId('upgrade-card');
  await expect(card).toContainText('Mock interviews is part of the Premium toolkit');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
