import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import inviteFn from '@functions/referral-invite.mts';
import signupFn from '@functions/auth-signup.mts';
import loginFn from '@functions/auth-login.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, ORIGIN, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { INVITES_PER_DAY } from '~/lib/referral';

let handle: DbHandle;
let mailer: CapturingMailer;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ mailer, clock } = installRuntime(handle.db));
});

let n = 0;
async function member() {
  const email = `inviter${++n}-${Date.now()}@example.test`;
  const res = await call(signupFn, '/api/signup', { body: { email, password: 'a long password 1', firstName: 'Ana', lastName: 'Silva' } });
  return { email, cookie: res.cookie! };
}
const invite = (cookie: string | undefined, emails: string[], message = '') => call(inviteFn, '/api/referrals/invite', { cookie, body: { emails, message } });

describe('POST /api/referrals/invite', () => {
  it('e-mails each friend the member’s referral link and note, and counts them', async () => {
    const { cookie } = await member();
    const res = await invite(cookie, ['ben@example.test', 'cleo@example.test', 'BEN@example.test'], 'This helped me move into UX.');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: 2, skipped: [] });
    expect(mailer.mail.map((m) => m.to)).toEqual(['ben@example.test', 'cleo@example.test']);
    const mail = mailer.mail[0]!;
    expect(mail.subject).toBe('Ana Silva invited you to CareerPivot');
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/subscribe\\?ref=[A-HJ-NP-Z2-9]{8}`));
    expect(mail.text).toContain('This helped me move into UX.');
    expect(mail.text).toContain('20% off for 3 months');
  });

  it('sends nothing when an address is malformed, and names it', async () => {
    const { cookie } = await member();
    const res = await invite(cookie, ['ok@example.test', 'bob@']);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('"bob@" is not a valid e-mail address. Nothing was sent.');
    expect(mailer.mail).toHaveLength(0);
  });

  it('leaves out an address invited in the last 7 days, and allows it again after', async () => {
    const { email, cookie } = await member();
    await invite(cookie, ['dana@example.test']);
    const again = await invite(cookie, ['Dana@example.test', 'eli@example.test']);
    expect(again.json).toEqual({ sent: 1, skipped: [{ email: 'Dana@example.test', reason: 'already invited in the last 7 days' }] });
    const only = await invite(cookie, ['dana@example.test']);
    expect(only.status).toBe(409);
    clock.advance(7 * 24 * 3600_000 + 60_000);
    const fresh = (await call(loginFn, '/api/login', { body: { username: email, password: 'a long password 1' } })).cookie!;
    expect((await invite(fresh, ['dana@example.test'])).json).toEqual({ sent: 1, skipped: [] });
  });

  it(`refuses more than ${INVITES_PER_DAY} a day with 429, sending none of that batch`, async () => {
    const { cookie } = await member();
    for (let i = 0; i < INVITES_PER_DAY / 5; i++) {
      const batch = Array.from({ length: 5 }, (_, j) => `f${i}-${j}@example.test`);
      expect((await invite(cookie, batch)).status).toBe(200);
    }
    const before = mailer.mail.length;
    const over = await invite(cookie, ['one.more@example.test']);
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(/Try again tomorrow/);
    expect(mailer.mail).toHaveLength(before);
  });

  it('401 signed out, 400 for more than 5 at once or an empty list', async () => {
    expect((await invite(undefined, ['a@example.test'])).status).toBe(401);
    const { cookie } = await member();
    expect(
      (
        await invite(
          cookie,
          Array.from({ length: 6 }, (_, i) => `p${i}@example.test`),
        )
      ).status,
    ).toBe(400);
    expect((await invite(cookie, [])).status).toBe(400);
  });
});
