import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { pdfWithControlGlyphs } from '~/server/testing/control-glyph-pdf';

// Evidence for every skill (issue 11): a real resume through the served upload, processing and
// status; each skill chip shows, on keyboard focus and on hover, the resume's own words behind it.
const RESUME = new URL('../fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url).pathname;

async function uploadRealResume(page: Page): Promise<Locator> {
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(RESUME);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  return page.getByTestId('resume-skills');
}

/** The tooltip a chip points at with aria-describedby. */
async function tooltipOf(page: Page, chip: Locator): Promise<Locator> {
  const id = await chip.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  const tip = page.locator(`[id="${id}"]`);
  await expect(tip).toHaveAttribute('role', 'tooltip');
  return tip;
}

/** The highlighted words are in the quote the tooltip shows, and a section is named. */
async function expectQuoteWithHighlight(tip: Locator) {
  await expect(tip).toBeVisible();
  const mark = tip.locator('mark').first();
  await expect(mark).toBeVisible();
  const words = (await mark.textContent())!.trim();
  expect(words.length).toBeGreaterThan(0);
  expect(await tip.textContent()).toContain(words);
  await expect(tip).toContainText(/Skills section|Experience|Education|Summary|Top of the resume|Certifications|Projects|Languages|Links|Other section/);
  return words;
}

test.describe('PivotMatch: evidence for every skill', () => {
  test('a skill chip shows its evidence on keyboard focus and on hover; Escape closes it; hidden skills are reachable', async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    const skills = await uploadRealResume(page);

    // Keyboard: from the search button, Tab reaches the first skill chip.
    await page.getByRole('button', { name: 'Find Matching Jobs' }).focus();
    await page.keyboard.press('Tab');
    const first = skills.getByRole('button').first();
    await expect(first).toBeFocused();
    const tip = await tooltipOf(page, first);
    await expectQuoteWithHighlight(tip);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tip).toBeVisible();

    // "+N more" opens the rest of the list from the keyboard, landing on the first skill it revealed.
    const more = skills.getByRole('button', { name: /^\+\d+ more skills$/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(skills.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    const revealed = skills.getByRole('listitem').nth(10).getByRole('button');
    await expect(revealed).toBeFocused();
    await expectQuoteWithHighlight(await tooltipOf(page, revealed));

    // Pointer: hovering SQL shows the words "SQL" highlighted in their line.
    await page.mouse.move(0, 0);
    const sql = skills.getByRole('button', { name: 'SQL', exact: true });
    await sql.hover();
    const sqlTip = await tooltipOf(page, sql);
    expect(await expectQuoteWithHighlight(sqlTip)).toMatch(/^sql$/i);
    // The pointer can move onto the tooltip without it closing.
    await sqlTip.hover();
    await expect(sqlTip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sqlTip).toBeHidden();
    await page.mouse.move(0, 0);
    expect(consoleErrors).toEqual([]);
  });

  test('on a 320 px phone no tooltip is cut off at the viewport edge', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const skills = await uploadRealResume(page);
    await skills.getByRole('button', { name: /more skills$/ }).press('Enter');
    const chips = skills.getByRole('button').filter({ hasNotText: 'Show fewer' });
    const n = await chips.count();
    expect(n).toBeGreaterThan(10);
    for (let i = 0; i < n; i++) {
      const chip = chips.nth(i);
      await chip.focus();
      const tip = await tooltipOf(page, chip);
      await expect(tip).toBeVisible();
      const box = (await tip.boundingBox())!;
      const name = await chip.textContent();
      expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(320);
    }
  });

  test('a skill is shown by the resume’s own name, says what it is matched as, and a listed unknown skill says it does not rank jobs', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await gotoReady(page, '/pivotmatch');
    // A PDF a theme drew with icon glyphs (read as control characters), listing a short form and a tool the vocabulary does not know.
    const pdf = pdfWithControlGlyphs([
      'Dana Reyes',
      '\u0000 Dayton, OH',
      'SKILLS',
      '\u0000 Kafka, SQL, Flowbit Scheduler',
      'EXPERIENCE',
      'Data Engineer, Acme Corp',
      'Built streaming jobs on Kafka.',
    ]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'dana.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    const skills = page.getByTestId('resume-skills');

    const kafka = skills.getByRole('button', { name: 'Kafka', exact: true });
    await kafka.focus();
    await expect(await tooltipOf(page, kafka)).toContainText('Matched as Apache Kafka');

    const listed = skills.getByRole('button', { name: 'Flowbit Scheduler', exact: true });
    await listed.focus();
    const tip = await tooltipOf(page, listed);
    await expect(tip).toContainText('Skills section');
    await expect(tip).toContainText('Listed on your resume. Not yet used to rank jobs.');

    // A skill the resume names as the vocabulary does says nothing more.
    const sql = skills.getByRole('button', { name: 'SQL', exact: true });
    await sql.focus();
    await expect(await tooltipOf(page, sql)).not.toContainText('Matched as');
    expect(consoleErrors).toEqual([]);
  });
});
