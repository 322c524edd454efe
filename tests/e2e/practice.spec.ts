import { test, expect, gotoReady } from './fixtures';
import { CHROMIUM_ARGS } from '../playwright.config';

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without asking.
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

const QUESTION = 'Why do you want to work in health informatics?';

test('a Premium member records a video answer, plays it back, keeps it, and deletes it; a discarded take never leaves the browser', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(90_000);
  await member('premium');
  const uploads: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/practice/recordings') && uploads.push(r.url()));

  // Another room links here with the question.
  await gotoReady(page, `/dashboard/practice?question=${encodeURIComponent(QUESTION)}`);
  await expect(page.getByLabel('Question you are answering')).toHaveValue(QUESTION);
  await expect(page.getByTestId('empty-state')).toContainText('No recordings yet');

  // A microphone-only take, discarded: nothing is uploaded.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByTestId('recording-clock')).toContainText(/Recording… 0:0[1-9] \/ 3:00/);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.locator('audio[data-testid="take-player"]')).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  expect(uploads).toEqual([]);
  await expect(page.getByTestId('empty-state')).toBeVisible();

  // With the camera: a live preview while recording.
  await page.getByLabel('Microphone and camera').check();
  await page.getByRole('button', { name: 'Start recording' }).click();
  const preview = page.getByLabel('Your camera');
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('recording-clock')).toContainText('Recording… 0:03', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // Played back from the browser before anything is sent.
  const take = page.locator('video[data-testid="take-player"]');
  await expect(take).toHaveAttribute('src', /^blob:/);
  await take.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => take.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  expect(uploads).toEqual([]);

  // Headless Chromium cannot reach the speech service: the member types the transcript.
  await page.getByLabel('Transcript').fill('Um, I want this role because, like, I saw how good records help patients.');
  await expect(page.getByRole('list', { name: 'How this take reads' })).toContainText('2 filler words');
  await page.getByRole('button', { name: 'Keep recording' }).click();
  await expect(page.getByTestId('toast')).toContainText('Recording kept');
  expect(uploads).toHaveLength(1);

  const card = page.getByTestId('practice-recording');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: QUESTION })).toBeVisible();
  await expect(card).toContainText('Video');
  await expect(card.getByText('Filler words', { exact: true }).locator('..')).toContainText('2');
  await expect(card).toContainText('I saw how good records help patients.');

  // The kept file plays back from the server, after a reload too.
  await page.reload();
  const saved = page.getByTestId('practice-recording').locator('video');
  const fileUrl = (await saved.getAttribute('src'))!;
  expect(fileUrl).toMatch(/^\/api\/practice\/recordings\/[0-9a-f-]{36}\/file$/);
  await saved.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => saved.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete this recording' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete recording' }).click();
  await expect(page.getByTestId('toast')).toContainText('Recording deleted');
  await expect(page.getByTestId('empty-state')).toContainText('No recordings yet');
  expect((await page.request.get(fileUrl)).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});

test('where the browser transcribes speech, the transcript fills in as the member talks, and they can correct it', async ({ page, consoleErrors, member }) => {
  test.setTimeout(60_000);
  // Headless Chromium's recognizer needs Google's servers: stand in for it with one that hears a sentence.
  await page.addInitScript(() => {
    class HeardSpeech {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => this.onresult?.({ results: [{ isFinal: true, 0: { transcript: 'Um I led the switch to online booking' } }] }), 300);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {}
    }
    Object.assign(window, { SpeechRecognition: HeardSpeech, webkitSpeechRecognition: HeardSpeech });
  });
  await member('premium');
  await gotoReady(page, '/dashboard/practice');
  await expect(page.getByLabel('Question you are answering')).toHaveValue('Tell me about yourself.');

  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByTestId('live-transcript')).toHaveText('Um I led the switch to online booking');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const transcript = page.getByLabel('Transcript');
  await expect(transcript).toHaveValue('Um I led the switch to online booking');
  await transcript.fill('Um I led the switch to online booking, and no-shows fell by a third.');
  await page.getByRole('button', { name: 'Keep recording' }).click();

  const card = page.getByTestId('practice-recording');
  await expect(card).toContainText('Audio');
  await expect(card).toContainText('and no-shows fell by a third.');
  await expect(card.getByText('Filler words', { exact: true }).locator('..')).toContainText('1');
  await expect(card.locator('audio')).toHaveAttribute('src', /\/api\/practice\/recordings\/[0-9a-f-]{36}\/file$/);
  expect(consoleErrors).toEqual([]);
});

test('while the System tab has practice turned off, the room says so', async ({ page, member }) => {
  await member('premium');
  await page.route('**/api/auth/user', async (route) => {
    const res = await route.fetch();
    const user = await res.json();
    await route.fulfill({ response: res, json: { ...user, features: { ...user.features, videoInterviewPractice: false } } });
  });
  await gotoReady(page, '/dashboard/practice');
  await expect(page.getByTestId('feature-off-card')).toContainText('Voice and video practice is turned off for now');
  await expect(page.getByRole('button', { name: 'Start recording' })).toHaveCount(0);
});

test('a Premium member answers a mock interview question aloud: the take is coached with its pace and kept with the practice recordings', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(90_000);
  await member('premium');
  await gotoReady(page, '/dashboard/interviews');
  await page.getByRole('combobox', { name: 'Role you are interviewing for' }).fill('Instructional Designer');
  await page.getByRole('button', { name: 'Start mock interview' }).click();
  const question = (await page.getByTestId('interview-question').textContent())!;

  await page.getByText('Answer aloud instead').click();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByTestId('recording-clock')).toContainText('Recording… 0:05', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page
    .getByLabel('Transcript')
    .fill('When our school moved online, I had to train forty teachers in a week. I built short video guides, and as a result every class ran on day one.');
  await page.getByRole('button', { name: 'Keep recording' }).click();

  const feedback = page.getByTestId('star-feedback');
  await expect(feedback.getByTestId('star-part-result')).toContainText('as a result every class ran on day one');
  await gotoReady(page, '/dashboard/practice');
  await expect(page.getByTestId('practice-recording').getByRole('heading', { name: question })).toBeVisible();
  await gotoReady(page, '/dashboard/progress');
  await expect(page.getByRole('figure', { name: 'Speaking pace' }).locator('circle')).toHaveCount(2); // the take, as a recording and as an answer
  expect(consoleErrors).toEqual([]);
});
