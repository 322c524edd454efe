import { test, expect, gotoReady } from './fixtures';

// Issue 29: PivotMatch reads where the person is and where they are going, ranks jobs toward it,
// says why each job matches in the resume's own words, and follows the member when they change
// the role they are moving toward.
const RESUME = new URL('../fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url).pathname;

test.describe('PivotMatch: roles and why each job matches', () => {
  test('reads the roles, quotes the resume in each match, and changing "moving toward" changes the first results', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type="file"]').setInputFiles(RESUME);
    await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });

    const sentence = page.getByTestId('roles-sentence');
    await expect(sentence).toContainText('We read you as Registered Nurse');
    await expect(sentence).toContainText('moving toward Health Informatics');

    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    const cards = page.getByTestId('job-match');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    // The reason names what transfers and quotes the resume.
    await expect(cards.first().getByTestId('match-why')).toContainText(/transfers: .+ \(from ‘.+’\)/);
    const before = (await cards.first().getByTestId('match-occupation').textContent())!;
    expect(before).toMatch(/Occupation: /);

    // The member is moving toward accounting instead: picked from O*NET's titles, from the keyboard.
    await page.getByRole('button', { name: 'Change target role' }).click();
    const field = page.getByLabel('The role you are moving toward (job title)');
    await expect(field).toBeFocused();
    await field.fill('Staff Accountant');
    const option = page.getByRole('button', { name: /^Staff Accountant \(Accountants and Auditors\)$/ });
    await expect(option).toBeVisible();
    await option.focus();
    await page.keyboard.press('Enter');
    await expect(sentence).toContainText('moving toward Staff Accountant');

    // The results follow: the first job is now in accounting.
    await expect(cards.first().getByTestId('match-occupation')).toHaveText('Occupation: Accountants and Auditors', { timeout: 30_000 });
    expect(before).not.toBe('Occupation: Accountants and Auditors');
    await expect(cards.first().getByTestId('match-why')).not.toBeEmpty();
    expect(consoleErrors).toEqual([]);
  });
});
