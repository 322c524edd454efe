import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import logsFn from '@functions/admin-logs.mts';
import exportFn from '@functions/admin-logs-export.mts';
import { TEST_ADMIN as admin, call, installRuntime, login, newMember, seededTestDb, sessionCookie, type TestClock } from '~/server/testing/harness';
import { DEMO_PASSWORD } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { purgeEvents, recordEvent } from './log';
import { auditLog } from '~/server/db/schema';
import { count } from 'drizzle-orm';

let handle: DbHandle;
let clock: TestClock;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const adminCookie = () => sessionCookie(admin.email, admin.password);

describe('the audit and system log', () => {
  it('records sign-ins, failures and payments without any password, and filters them for the admin only', async () => {
    await login('sam.premium@demo.careerpivot.local', 'not-the-password-123');
    await login('nobody@example.com', 'another-secret-456');
    await login('my-password-typed-here', 'x'); // a password typed into the e-mail field
    await newMember('pivot'); // a test-mode checkout: payment events
    const cookie = await adminCookie();

    expect((await call(logsFn, '/api/admin/logs')).status).toBe(401);
    const member = (await login('sam.premium@demo.careerpivot.local', DEMO_PASSWORD)).cookie!;
    expect((await call(logsFn, '/api/admin/logs', { cookie: member })).status).toBe(403);

    const auth = (await call(logsFn, '/api/admin/logs?filter=auth', { cookie })).json;
    expect(auth.entries.every((e: { category: string }) => e.category === 'auth')).toBe(true);
    const messages = auth.entries.map((e: { message: string }) => e.message);
    expect(messages).toContain('Failed sign-in for sam.premium@demo.careerpivot.local (wrong password)');
    expect(messages).toContain('Failed sign-in for nobody@example.com (no such account)');
    expect(messages).toContain('Failed sign-in for something that is not an e-mail address (no such account)');
    expect(JSON.stringify(auth)).not.toMatch(/not-the-password-123|another-secret-456|my-password-typed-here/);

    const payments = (await call(logsFn, '/api/admin/logs?filter=payment', { cookie })).json;
    expect(payments.entries.length).toBeGreaterThan(0);
    expect(payments.entries.every((e: { category: string }) => e.category === 'payment')).toBe(true);

    expect((await call(logsFn, '/api/admin/logs?filter=everything', { cookie })).status).toBe(400);
    const badPosition = await call(logsFn, '/api/admin/logs?before=yesterday|1', { cookie });
    expect(badPosition.status).toBe(400);
    expect(badPosition.json.message).toMatch(/^before: not a position in the log/);
  });

  it('pages newest first without repeating or skipping an entry', async () => {
    for (let i = 0; i < 7; i++) {
      clock.advance(1000);
      await recordEvent(handle.db, { category: 'system', action: 'test.page', message: `entry ${i}`, at: clock.now() });
    }
    const cookie = await adminCookie();
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const path: string = `/api/admin/logs?limit=3${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const page = (await call(logsFn, path, { cookie })).json;
      seen.push(...page.entries.map((e: { id: string }) => e.id));
      before = page.next;
    } while (before);
    const [total] = await handle.db.select({ n: count() }).from(auditLog);
    expect(seen).toHaveLength(total!.n);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('Export Logs streams the filtered entries as a CSV file', async () => {
    const cookie = await adminCookie();
    const res = await call(exportFn, '/api/admin/logs/export?filter=auth', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Level,Category,Message,User');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'auth')).toBe(true);
  });

  it('the retention purge deletes only entries older than the setting', async () => {
    await recordEvent(handle.db, { category: 'system', action: 'test.old', message: 'old entry', at: new Date(clock.now().getTime() - 100 * 86_400_000) });
    const [before] = await handle.db.select({ n: count() }).from(auditLog);
    expect(await purgeEvents(handle.db, 90, clock.now())).toBe(1);
    const [after] = await handle.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n - 1);
  });
});
