import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, gotoReady } from './fixtures';
import type { Download, Page } from '@playwright/test';

const outbox = process.env.E2E_OUTBOX_DIR;

// A fixed zone, so the interview's local time has one UTC instant to check in the calendar file.
test.use({ timezoneId: 'America/New_York', permissions: ['clipboard-read', 'clipboard-write'] });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function saved(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** The .eml in the outbox addressed to `to`, once it is there. */
async function mailTo(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      for (const file of await readdir(outbox!).catch(() => [] as string[])) {
        const eml = await readFile(join(outbox!, file), 'utf8');
        if (eml.includes(`To: ${to}`)) found = eml;
      }
      return found;
    })
    .not.toBe('');
  return found;
}

async function openJob(page: Page, title: string) {
  await page.getByTestId('tracked-job').filter({ hasText: title }).getByRole('button', { name: /^Edit/ }).click();
  return page.getByRole('dialog', { name: `Edit ${title}` });
}

test('a Premium member keeps contacts, an interview, a file and the salary on a job, then thanks the contact by e-mail', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.skip(!outbox, 'needs the served site from npm test (E2E_OUTBOX_DIR)');
  test.setTimeout(120_000);
  const { email: memberEmail } = await member('premium', { firstName: 'Morgan' });
  await gotoReady(page, '/dashboard/tracker');

  // Salary and the interview (already held: a thank-you is only written after it) go in with the job.
  await page.getByRole('button', { name: 'Add a job' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add a job' });
  await dialog.getByLabel('Job title').fill('Customer Success Manager');
  await dialog.getByLabel('Company').fill('Acme Health');
  await dialog.getByLabel('Interview date and time').fill('2026-11-24T14:30');
  await dialog.getByLabel('Salary from').fill('90000');
  await dialog.getByLabel('Salary to').fill('110000');
  await expect(dialog.getByText('Add the job first, then keep its contacts and files here.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job added');
  const card = page.getByTestId('tracked-job').filter({ hasText: 'Customer Success Manager' });
  await expect(card).toContainText('$90,000–$110,000 per year');
  await expect(card).toContainText('Interview Tue, Nov 24, 2026, 2:30 PM EST');

  // A contact.
  dialog = await openJob(page, 'Customer Success Manager');
  const contacts = dialog.getByTestId('job-contacts');
  await contacts.getByRole('button', { name: 'Add a contact' }).click();
  await contacts.getByLabel('Name').fill('Dana Reyes');
  await contacts.getByLabel('Role (optional)').fill('Hiring manager');
  await contacts.getByLabel('E-mail (optional)').fill('dana@');
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  // The server refuses the address and the form keeps what was typed.
  await expect(contacts.getByRole('alert')).toContainText('E-mail: Enter an e-mail address');
  await expect(contacts.getByLabel('Name')).toHaveValue('Dana Reyes');
  await contacts.getByLabel('E-mail (optional)').fill('dana.reyes@acme.example');
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  await expect(contacts.getByTestId('contact')).toContainText('Dana Reyes · Hiring manager');

  // The interview as a calendar file, in UTC.
  const [ics] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Add to calendar (.ics)' }).click()]);
  expect(ics.suggestedFilename()).toBe('interview-acme-health.ics');
  const calendar = (await saved(ics)).toString('utf8');
  expect(calendar).toContain('\r\nDTSTART:20261124T193000Z\r\n');
  expect(calendar).toContain('\r\nSUMMARY:Interview: Customer Success Manager at Acme Health\r\n');

  // A file, with its bytes back on download.
  const files = dialog.getByTestId('job-files');
  await files.getByLabel('Attach a file').setInputFiles({ name: 'Offer letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('toast')).toContainText('File attached');
  const [file] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name: 'Offer letter.pdf' }).click()]);
  expect(file.suggestedFilename()).toBe('Offer letter.pdf');
  expect((await saved(file)).equals(PDF)).toBe(true);
  // A program renamed .pdf is refused by its bytes.
  await files.getByLabel('Attach a file').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]) });
  await expect(files.getByRole('alert')).toContainText('resume.pdf: Attach a PDF, Word (DOCX or DOC), plain text, PNG or JPEG file.');
  await expect(files.getByTestId('tracked-file')).toHaveCount(1);

  // Changing the salary keeps the rest.
  await dialog.getByLabel('Salary to').fill('115000');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('$90,000–$115,000 per year');

  // The networking helper writes the thank-you from the tracker.
  await gotoReady(page, '/dashboard/networking');
  await expect(page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: /Networking messages/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByLabel('Template').selectOption({ label: 'Thank you after an interview' });
  await expect(page.getByLabel('Job')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Contact')).toContainText('Dana Reyes (Hiring manager)');
  await expect(page.getByLabel('Send to (e-mail)')).toHaveValue('dana.reyes@acme.example');
  await expect(page.getByLabel('Subject')).toHaveValue('Thank you for Tuesday, November 24: Customer Success Manager');
  const body = page.getByLabel('Message', { exact: true });
  await expect(body).toHaveValue(
    /^Hi Dana,\n\nThank you for taking the time to talk with me on Tuesday, November 24 about the Customer Success Manager role\./,
  );
  await expect(body).toHaveValue(/Morgan Quinn$/);
  // The part only the member can write is left in brackets, and the page says so.
  await expect(page.getByText('Fill in or remove the parts in [brackets] before you send it.')).toBeVisible();
  const edited = (await body.inputValue()).replace(/\[Mention one thing[^\]]*\]/, 'Hearing about the onboarding revamp made me keen to help.');
  await body.fill(edited);
  await expect(page.getByText(`replies going to ${memberEmail}`)).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('toast')).toContainText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Thank you for Tuesday, November 24: Customer Success Manager\n\n${edited}`);

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message sent');
  await expect(page.getByTestId('sent-messages')).toContainText('Thank you for Tuesday, November 24: Customer Success Manager');
  const eml = await mailTo('dana.reyes@acme.example');
  expect(eml).toContain(`Reply-To: ${memberEmail}`);
  expect(eml).toContain('Subject: Thank you for Tuesday, November 24: Customer Success Manager');
  expect(eml.replace(/=\r?\n/g, '')).toContain('onboarding revamp');

  // A reload keeps the history and the choice.
  await page.reload();
  await expect(page.getByTestId('sent-messages')).toContainText('to dana.reyes@acme.example');
  await expect(page.getByLabel('Template')).toHaveValue('thank-you');

  // The two refusals above (the e-mail address, the renamed program) are the only errors.
  expect(consoleErrors.filter((e) => !/status of (400|415)\b/.test(e))).toEqual([]);
  expect(consoleErrors).toHaveLength(2);
});

test('a Premium member with an empty tracker is sent to the tracker first', async ({ page, member }) => {
  await member('premium', { firstName: 'Jules' });
  await gotoReady(page, '/dashboard/networking');
  await expect(page.getByTestId('empty-state')).toContainText('Your tracker has no jobs yet');
  await expect(page.getByTestId('empty-state').getByRole('link', { name: 'Open the job tracker' })).toHaveAttribute('href', '/dashboard/tracker');
});

test('a Pivot member gets the upgrade card on the networking helper', async ({ page, member }) => {
  await member('pivot', { firstName: 'Pat' });
  await gotoReady(page, '/dashboard/networking');
  const card = page.getByTestId('upgrade-card');
  await expect(card).toContainText('The networking helper is part of the Premium toolkit');
  await expect(card.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveCount(0);
});

test('a thank-you is not written for an interview still to come', async ({ page, member }) => {
  await member('premium', { firstName: 'Robin' });
  await gotoReady(page, '/dashboard/tracker');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Add a job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a job' });
  await dialog.getByLabel('Job title').fill('Learning Designer');
  await dialog.getByLabel('Company').fill('Beta Learning');
  await dialog.getByLabel('Stage').selectOption({ label: 'Interviewing' });
  await dialog.getByLabel('Interview date and time').fill(`${tomorrow}T10:00`);
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job added');

  // The helper opens on a message that fits the job, not on a thank-you for tomorrow.
  await gotoReady(page, '/dashboard/networking');
  await expect(page.getByLabel('Template')).not.toHaveValue('thank-you');
  // No contact on the job: the draft greets without a name instead of showing "[contactFirstName]".
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/^Hello,\n\n/);
  await expect(page.getByLabel('Message', { exact: true })).not.toHaveValue(/\[[a-z]+[A-Z][A-Za-z]*\]/);
  await page.getByLabel('Template').selectOption({ label: 'Thank you after an interview' });
  await expect(page.getByTestId('template-unavailable')).toContainText('This interview has not happened yet');
  await expect(page.getByTestId('template-unavailable')).toContainText(/10:00 AM E[SD]T/);
  await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send by e-mail' })).toHaveCount(0);
});
