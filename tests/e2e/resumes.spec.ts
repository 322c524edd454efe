import { readFile } from 'node:fs/promises';
import { test, expect, gotoReady, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const JANE = new URL('../fixtures/resumes/jane-doe.resume.json', import.meta.url).pathname;

const saved = (page: Page) => expect(page.getByTestId('autosave-status')).toHaveText(/^Saved\b/, { timeout: 15_000 });

/** From the list, a blank resume, landed in its editor. */
async function newResume(page: Page, title: string, targetRole = '') {
  await gotoReady(page, '/dashboard/resumes');
  await page.getByLabel('Resume name').fill(title);
  if (targetRole) await page.getByLabel('Target role (optional)').fill(targetRole);
  await page.getByRole('button', { name: 'Create resume' }).click();
  await page.waitForURL(/\/dashboard\/resumes\/edit\?id=/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Edit resume' })).toBeVisible();
}

test('a Pivot member builds a resume beside its live preview; it saves, comes back after a reload, changes template and downloads as resume.json', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('pivot', { firstName: 'Dana' });
  await gotoReady(page, '/dashboard/resumes');
  await expect(page.getByTestId('empty-state')).toContainText('You have no resumes yet');
  await expect(page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: /Resumes/ })).toHaveAttribute('aria-current', 'page');

  await newResume(page, 'Product operations resume', 'Product operations analyst');
  const preview = page.getByTestId('resume-preview');
  await page.getByLabel('Full name').fill('Dana Quinn');
  await page.getByLabel('Headline').fill('Product operations analyst');

  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await experience.getByRole('button', { name: 'Add job' }).click();
  await experience.getByLabel('Company').fill('Acme Health');
  await experience.getByLabel('Position').fill('Clinic operations lead');
  await experience.getByLabel('Start', { exact: true }).fill('2019-04');
  await experience.getByRole('button', { name: /^Add bullet/ }).click();
  await experience.getByLabel(/^Bullet 1/).fill('Cut patient wait times by 30% by redesigning the intake process');
  await experience.getByRole('button', { name: /^Add bullet/ }).click();
  await experience.getByLabel(/^Bullet 2/).fill('Trained 14 staff on the new scheduling system');

  const skills = page.getByRole('group', { name: 'Skills', exact: true });
  await skills.getByRole('button', { name: 'Add skill' }).click();
  await skills.getByLabel('Skill', { exact: true }).fill('Process improvement');
  await skills.getByLabel('Keywords').fill('Lean, Scheduling, SQL');

  // The preview follows every keystroke.
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Dana Quinn');
  await expect(preview).toContainText('Product operations analyst');
  await expect(preview.getByRole('heading', { name: 'Experience' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 4, name: 'Clinic operations lead' })).toBeVisible();
  await expect(preview).toContainText('Acme Health');
  await expect(preview).toContainText('Apr 2019 – Present');
  await expect(preview.getByRole('listitem').filter({ hasText: /^Cut patient wait times by 30%/ })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: /^Trained 14 staff/ })).toBeVisible();
  await expect(preview).toContainText('Lean, Scheduling, SQL');
  await saved(page);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Dana Quinn');
  await expect(page.getByLabel('Headline')).toHaveValue('Product operations analyst');
  await expect(page.getByLabel(/^Bullet 2/)).toHaveValue('Trained 14 staff on the new scheduling system');
  await expect(preview.getByRole('listitem').filter({ hasText: /^Cut patient wait times by 30%/ })).toBeVisible();

  await page.getByLabel('Template').selectOption({ label: 'Career changer' });
  await expect(preview.getByRole('heading', { name: 'Transferable skills' })).toBeVisible();
  await saved(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download resume.json' }).click()]);
  expect(download.suggestedFilename()).toBe('product-operations-resume.json');
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(file.basics.name).toBe('Dana Quinn');
  expect(file.work[0].highlights).toEqual(['Cut patient wait times by 30% by redesigning the intake process', 'Trained 14 staff on the new scheduling system']);
  expect(file.meta.careerpivot).toEqual({ title: 'Product operations resume', targetRole: 'Product operations analyst', template: 'career-change' });

  // On a phone the form and the preview take turns instead of stacking into one long page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Dana Quinn');
  await expect(page.getByLabel('Full name')).toBeHidden();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back on the list, with an Edit link.
  await gotoReady(page, '/dashboard/resumes');
  const item = page.getByTestId('resume-item').filter({ hasText: 'Product operations resume' });
  await expect(item).toContainText('Updated');
  await expect(item.getByRole('link', { name: 'Edit Product operations resume' })).toHaveAttribute('href', /\/dashboard\/resumes\/edit\?id=/);
  expect(consoleErrors).toEqual([]);
});

const PEER = new URL('../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;

test('a Pivot member imports a peer PDF resume, improves a bullet with the assistant, switches template and downloads the PDF with the edit in it', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('pivot', { firstName: 'John' });
  await gotoReady(page, '/dashboard/resumes');
  await page.getByLabel(/^Resume file/).setInputFiles(`${PEER}john_doe.pdf`);
  await page.waitForURL(/\/dashboard\/resumes\/edit\?id=/, { timeout: 30_000 });
  await waitForHydration(page);

  // What was read is said, and the sections are filled from the file.
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Imported from john_doe.pdf');
  await expect(report).toContainText('2 jobs');
  await expect(page.getByLabel('Full name')).toHaveValue('John Doe');
  await expect(page.getByLabel('Email')).toHaveValue('john.doe@email.com');
  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await expect(experience.getByLabel('Position').first()).toHaveValue('Full Stack Java Developer');
  await expect(experience.getByLabel('Company').first()).toHaveValue('ABC Company, Inc.');
  const preview = page.getByTestId('resume-preview');
  await expect(preview.getByRole('heading', { level: 4, name: 'Software Developer' })).toBeVisible();

  // The assistant rewrites a weak bullet; the member accepts it.
  const bullet = experience.getByLabel(/^Bullet 1/).first();
  await bullet.fill('Responsible for building web front-ends in Angular');
  await experience
    .getByRole('button', { name: /^Improve/ })
    .first()
    .click();
  const suggestion = experience.getByTestId('bullet-suggestion').first();
  await expect(suggestion).toBeVisible();
  const rewrite = (await suggestion.getByTestId('bullet-suggestion-text').textContent())!.trim();
  expect(rewrite).not.toMatch(/^Responsible for/);
  await suggestion.getByRole('button', { name: /^Accept/ }).click();
  await expect(bullet).toHaveValue(rewrite);

  await page.getByLabel('Template').selectOption({ label: 'Two column' });
  await expect(preview).toHaveAttribute('data-template', 'two-column');
  await page.getByLabel('Paper').selectOption('a4');

  // Download at once: the edit not yet autosaved is saved first, so the file has it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('John Doe - Full Stack Java Developer.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  const id = new URL(page.url()).searchParams.get('id')!;
  const stored = await (await page.request.get(`/api/resumes/${id}`)).json();
  expect(stored.template).toBe('two-column');
  expect(stored.data.work[0].highlights[0]).toBe(rewrite);

  expect(consoleErrors).toEqual([]);
});

const IMPORTS = new URL('../fixtures/imports/', import.meta.url).pathname;

test('after importing a PDF made elsewhere, the editor marks the field it doubts; fixing it or saying it is right clears the mark', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('pivot', { firstName: 'Marcus' });
  await gotoReady(page, '/dashboard/resumes');
  await page.getByLabel(/^Resume file/).setInputFiles(`${IMPORTS}04-army-logistics-to-supply-chain.pdf`);
  await page.waitForURL(/\/dashboard\/resumes\/edit\?id=/, { timeout: 30_000 });
  await waitForHydration(page);

  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await expect(experience.getByLabel('Company').nth(1)).toHaveValue('1st Brigade Combat Team, 101st Airborne Division');
  await expect(experience.getByLabel('Start').nth(1)).toHaveValue('2022-08');
  // The last job names no employer: the review says so, and so does the field.
  const doubts = page.getByTestId('import-doubts');
  await expect(doubts).toContainText('1 field to check');
  await expect(doubts).toContainText('Experience, job 4 (Automated Logistical Specialist): no employer.');
  const company = experience.getByLabel('Company').nth(3);
  await expect(company).toHaveAccessibleDescription('Check: no employer');
  await doubts.getByRole('button', { name: /^Fix Experience, job 4/ }).click();
  await expect(company).toBeFocused();
  await company.fill('U.S. Army, 4th Infantry Division');
  await expect(doubts).toBeHidden();
  await expect(page.getByTestId('import-doubt')).toHaveCount(0);

  // Emptied again, it is doubted again, until the member says it is right.
  await company.fill('');
  await expect(company).toHaveAccessibleDescription('Check: no employer');
  await doubts.getByRole('button', { name: /^It’s right Experience, job 4/ }).click();
  await expect(page.getByTestId('import-doubt')).toHaveCount(0);
  await saved(page);
  expect(consoleErrors).toEqual([]);
});

test('an imported resume.json lands in the editor without its unknown fields, and an earlier version can be restored', async ({ page, member }) => {
  test.setTimeout(90_000);
  await member('pivot', { firstName: 'Jane' });
  await gotoReady(page, '/dashboard/resumes');
  await page.getByLabel(/^Resume file/).setInputFiles(JANE);
  await page.waitForURL(/\/dashboard\/resumes\/edit\?id=/);
  await waitForHydration(page);

  await expect(page.getByLabel('Resume name')).toHaveValue('Jane Doe — Customer success');
  await expect(page.getByLabel('Target role')).toHaveValue('Customer success manager');
  await expect(page.getByLabel('Template')).toHaveValue('two-column');
  await expect(page.getByLabel('Full name')).toHaveValue('Jane Doe');
  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await expect(experience.getByLabel('Company')).toHaveCount(2);
  const preview = page.getByTestId('resume-preview');
  await expect(preview.getByRole('heading', { level: 4, name: 'Customer success associate' })).toBeVisible();
  await expect(preview).toContainText('Northwind Traders');
  await expect(preview.getByRole('heading', { level: 4, name: 'Front office manager' })).toBeVisible();
  await expect(preview).toContainText('Harbor Hotel');
  await expect(preview.getByRole('heading', { name: 'Education' })).toBeVisible();
  await expect(preview).toContainText('Onboarding, Renewals, Zendesk');
  // The side column names a profile by its username, not a long address that breaks mid-word.
  const linkedIn = preview.getByRole('listitem').filter({ hasText: /^LinkedIn/ });
  await expect(linkedIn).toContainText('janedoe');
  await expect(linkedIn).not.toContainText('https://');

  const id = new URL(page.url()).searchParams.get('id')!;
  const stored = await (await page.request.get(`/api/resumes/${id}`)).json();
  expect(stored.data.basics.image).toBeUndefined();
  expect(stored.data.work[1].highlights).toEqual(['Led a team of 12 across three shifts', 'Raised guest satisfaction scores from 4.1 to 4.6']);

  // The resume as imported is kept as its own version, whatever is typed next.
  await page.getByLabel('Headline').fill('Customer operations lead');
  await expect(preview).toContainText('Customer operations lead');
  await saved(page);

  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const versions = page.getByTestId('resume-version');
  await expect(versions).toHaveCount(2);
  await versions
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await expect(dialog).toContainText('Your current resume is kept as a version too');
  await dialog.getByRole('button', { name: 'Restore version' }).click();
  await expect(page.getByTestId('toast')).toContainText('Version restored');
  await expect(page.getByLabel('Headline')).toHaveValue('Customer success manager');
  await expect(preview).toContainText('Customer success manager');
  await expect(versions).toHaveCount(3);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Headline')).toHaveValue('Customer success manager');
});

test('a date typed the way people say it is flagged at the field, and the resume saves once it is fixed', async ({ page, member }) => {
  await member('pivot', { firstName: 'Lee' });
  await newResume(page, 'Dates resume');
  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await experience.getByRole('button', { name: 'Add job' }).click();
  await experience.getByLabel('Company').fill('Acme Health');
  const start = experience.getByLabel('Start');
  await start.fill('April 2019');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(experience.getByText('Use a date like 2021, 2021-04 or 2021-04-12.')).toBeVisible();
  // The server refuses it too, and says where, in the editor's words.
  await expect(page.getByTestId('autosave-status')).toHaveText('Not saved', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('Experience, job 1, Start: Use a date like 2021');
  await start.fill('2019-04');
  await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  await saved(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Improve on a resume bullet translates the jargon of the field chosen in the bullet assistant', async ({ page, member }) => {
  await member('pivot', { firstName: 'Tess' });
  await gotoReady(page, '/dashboard/bullets');
  await page.getByLabel('The field you are leaving').selectOption({ label: 'Teaching and education' });
  await page.getByLabel('The kind of role you want').selectOption({ label: 'HR, training and learning' });
  await newResume(page, 'L&D resume');
  const experience = page.getByRole('group', { name: 'Experience', exact: true });
  await experience.getByRole('button', { name: 'Add job' }).click();
  await experience.getByRole('button', { name: /^Add bullet/ }).click();
  await experience.getByLabel(/^Bullet 1/).fill('Wrote lesson plans for 120 students');
  await experience.getByRole('button', { name: /^Improve/ }).click();
  const suggestion = experience.getByTestId('bullet-suggestion').filter({ hasText: 'Your new field’s words' });
  await expect(suggestion).toContainText('Wrote training materials for 120 learners');
  await suggestion.getByRole('button', { name: /^Accept/ }).click();
  await expect(experience.getByLabel(/^Bullet 1/)).toHaveValue('Wrote training materials for 120 learners');
});

test('a file that is not JSON is refused on the list with a clear message', async ({ page, member }) => {
  await member('pivot', { firstName: 'Noor' });
  await gotoReady(page, '/dashboard/resumes');
  await page.getByLabel(/^Resume file/).setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from('{"basics": ') });
  await expect(page.getByRole('alert')).toContainText('resume.json is not valid JSON');
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
});

test('a free member sees what the resume builder is and the way to it', async ({ page, member }) => {
  await member(null, { firstName: 'Maya' });
  await gotoReady(page, '/dashboard/resumes');
  const card = page.getByTestId('upgrade-card');
  await expect(card).toContainText('The resume builder is part of the Pivot toolkit');
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/checkout?plan=pivot&billing=monthly');
  await gotoReady(page, '/dashboard/resumes/edit?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('upgrade-card')).toContainText('The resume builder is part of the Pivot toolkit');
});

test('an editor address for a resume that is not there says so and leads back to the list', async ({ page, member }) => {
  await member('pivot', { firstName: 'Lee' });
  await gotoReady(page, '/dashboard/resumes/edit?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Resume not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your resumes' })).toHaveAttribute('href', '/dashboard/resumes');
});

test('while the System tab has the AI Resume Builder off, its rooms leave the navigation and say they are paused', async ({ page, member }) => {
  await member('pivot', { firstName: 'Rui' });
  // The server's flags as /api/auth/user reports them, with the builder switched off.
  await page.route('**/api/auth/user', async (route) => {
    const res = await route.fetch();
    const user = await res.json();
    await route.fulfill({ response: res, json: { ...user, features: { ...user.features, aiResumeBuilder: false } } });
  });
  await gotoReady(page, '/dashboard/resumes');
  await expect(page.getByTestId('feature-off-card')).toContainText('is turned off for now');
  const nav = page.getByRole('navigation', { name: 'Member area' });
  await expect(nav.getByRole('link', { name: /Resumes/ })).toBeHidden();
  await expect(nav.getByRole('link', { name: /Bullet assistant/ })).toBeHidden();
  await expect(nav.getByRole('link', { name: /Job tracker/ })).toBeVisible();
});
