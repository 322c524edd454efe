import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, gotoReady, signIn } from './fixtures';

const outbox = process.env.E2E_OUTBOX_DIR;
const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

/** The .eml in the local outbox whose subject is `subject`, headers unfolded and quoted-printable undone. */
async function mailWithSubject(subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      for (const file of await readdir(outbox!).catch(() => [] as string[])) {
        const eml = (await readFile(join(outbox!, file), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
        if (eml.includes(`Subject: ${subject}`)) found = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      }
      return found;
    })
    .toBeTruthy();
  return found!;
}

test('an admin writes an issue with its live preview, sends a test that lands in the outbox, and its unsubscribe link works signed out', async ({
  page,
  consoleErrors,
}) => {
  test.skip(!outbox || !admin.email, 'needs the served site and seeded admin from npm test');
  await signIn(page, admin);
  await gotoReady(page, '/admin#content');
  const composer = page.getByRole('group', { name: 'Compose the newsletter' });
  const subject = `Pivot news ${Date.now()}`;
  await composer.getByLabel('Subject').fill(subject);
  await composer
    .getByLabel('Body (Markdown)')
    .fill('# Three new guides\n\nRead **them** [here](https://careerpivot.example/resources).\n\n<script>alert(1)</script>');

  // The preview draws the Markdown as members will read it; typed HTML stays text.
  const preview = composer.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('newsletter-preview-subject')).toHaveText(subject);
  await expect(preview.getByRole('heading', { name: 'Three new guides' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('them');
  await expect(preview.getByRole('link', { name: 'here' })).toHaveAttribute('href', 'https://careerpivot.example/resources');
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  // Drafts save themselves.
  await expect(composer.getByTestId('newsletter-save-status')).toHaveText('Saved', { timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Newsletter issues' }).getByRole('row').filter({ hasText: subject })).toContainText('Draft');

  await composer.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The issue was sent to ${admin.email}` })).toBeVisible();

  const eml = await mailWithSubject(`[Test] ${subject}`);
  expect(eml).toContain(`To: ${admin.email}`);
  expect(eml).toMatch(/^List-Unsubscribe: <mailto:[^>]+>, <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/m);
  expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = /https?:\/\/[^\s"<]+\/newsletter\/unsubscribe\?token=[\w.%-]+/.exec(eml)![0];

  // The e-mail's link, signed out: the page asks, one click leaves.
  await page.context().clearCookies();
  const url = new URL(link);
  await gotoReady(page, url.pathname + url.search);
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You have left the CareerPivot newsletter');
  expect(consoleErrors).toEqual([]);
});

test('a member opts in to the newsletter at /account → E-mail preferences, and the choice stays', async ({ page, member }) => {
  await member(null, { firstName: 'Noor' });
  await gotoReady(page, '/account');
  const prefs = page.getByRole('region', { name: 'E-mail preferences' });
  const box = prefs.getByRole('checkbox', { name: 'Send me the monthly newsletter' });
  // Nothing is chosen for the member: unticked until they tick it.
  await expect(box).not.toBeChecked();
  await expect(prefs).toContainText('You have not chosen yet');
  await box.check();
  await expect(prefs).toContainText(/Opted in on /);
  await expect(prefs).toContainText('It starts once your e-mail address is verified.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail preferences' }).getByRole('checkbox', { name: 'Send me the monthly newsletter' })).toBeChecked();
});
