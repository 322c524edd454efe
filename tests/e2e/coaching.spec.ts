import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, gotoReady, waitForHydration } from './fixtures';

const outbox = process.env.E2E_OUTBOX_DIR;
const OMAR = { email: 'omar.elite@demo.careerpivot.local', password: 'demo-pivot-2026' };

// The member is in London; the coach publishes in New York time.
test.use({ timezoneId: 'Europe/London' });

/** The newest .eml in the outbox addressed to `to` whose subject starts with `subject`. */
async function mailTo(to: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      for (const file of (await readdir(outbox!).catch(() => [] as string[])).sort()) {
        const eml = await readFile(join(outbox!, file), 'utf8');
        if (eml.includes(`To: ${to}`) && eml.includes(`Subject: ${subject}`)) found = eml;
      }
      return found;
    })
    .not.toBe('');
  return found;
}

test('an admin publishes a coaching slot; an Elite member books it, gets the invite, downloads the .ics and cancels', async ({ page, consoleErrors }) => {
  test.skip(!outbox || !process.env.E2E_ADMIN_EMAIL, 'needs the served site and seeded admin from npm test');
  test.setTimeout(120_000);
  const coach = `Coach ${Date.now().toString(36)}`;
  // Ten days ahead: well past the 24-hour notice, and clear of the demo slots' times.
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

  // Staff publish the slot in the coach's zone.
  const login = await page.request.post('/api/login', { data: { username: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'Elite services' }).click();
  const panel = page.getByRole('tabpanel');
  const form = panel.getByRole('form', { name: 'Publish a session time' });
  await form.getByLabel('Coach name').fill(coach);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel("Start time (coach's time)").fill('10:00');
  await form.getByLabel("Coach's time zone").selectOption('America/New_York');
  await form.getByLabel('Duration').selectOption('45');
  await form.getByLabel('Meeting link').fill('https://meet.example.com/e2e-coach');
  await expect(form.getByTestId('coaching-slot-preview')).toContainText(/10:00 AM New York \(E[SD]T\) = 1[45]:00 UTC/);
  await form.getByRole('button', { name: 'Publish slot' }).click();
  await expect(page.getByTestId('toast')).toContainText('Slot published');
  const row = panel.getByTestId('admin-coaching-slot').filter({ hasText: coach });
  await expect(row).toContainText('Open');

  // The Elite member books it from the room.
  await page.context().clearCookies();
  await gotoReady(page, '/login?next=/dashboard/coaching');
  const signIn = page.getByRole('main');
  await signIn.getByLabel('Email').fill(OMAR.email);
  await signIn.getByLabel('Password').fill(OMAR.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/coaching');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Executive coaching', level: 1 })).toBeVisible();
  const slot = page.getByTestId('coaching-slot').filter({ hasText: coach });
  // Shown in London time, with the coach's New York time noted.
  await expect(slot).toContainText(/in New York \(E[SD]T\), the coach's time/);
  await slot.getByRole('button', { name: /^Book/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Book this session?' });
  await dialog.getByLabel('What would you like to work on? (optional)').fill('Moving from operations into a COO role');
  await dialog.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByTestId('toast')).toContainText('Session booked');
  const booking = page.getByTestId('coaching-booking').filter({ hasText: coach });
  await expect(booking).toContainText('Topic: Moving from operations into a COO role');
  await expect(booking).toContainText('https://meet.example.com/e2e-coach');
  await expect(page.getByTestId('coaching-slot').filter({ hasText: coach })).toHaveCount(0);
  // At a phone's width nothing runs off the page.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The invite arrives by e-mail with the calendar file.
  const eml = await mailTo(OMAR.email, `Booked: coaching with ${coach}`);
  expect(eml).toContain('invite.ics');
  expect(eml).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);

  // The room's .ics download.
  const [download] = await Promise.all([page.waitForEvent('download'), booking.getByRole('link', { name: 'Add to calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`coaching-${date}.ics`);
  const ics = (await readFile((await download.path())!)).toString('utf8');
  expect(ics).toMatch(new RegExp(`\\r\\nDTSTART:${date.replace(/-/g, '')}T1[45]0000Z\\r\\n`));
  expect(ics).toContain('\r\nDURATION:PT45M\r\n');
  expect(ics).toContain(`\r\nSUMMARY:Coaching session with ${coach} (CareerPivot)\r\n`);
  expect(ics).toContain('\r\nSEQUENCE:0\r\n');

  // Cancel asks first, then frees the slot (and the member's place for the next run).
  await booking.getByRole('button', { name: 'Cancel session' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this session?' });
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByTestId('toast')).toContainText('Session cancelled');
  await expect(page.getByTestId('coaching-booking').filter({ hasText: coach })).toHaveCount(0);
  await expect(page.getByTestId('coaching-past').filter({ hasText: coach })).toContainText('Cancelled');
  await expect(page.getByTestId('coaching-slot').filter({ hasText: coach })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
