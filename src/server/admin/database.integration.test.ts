import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import databaseFn from '@functions/admin-database.mts';
import backupFn from '@functions/admin-database-backup.mts';
import { TEST_ADMIN as admin, call, installRuntime, seededTestDb, sessionCookie as cookieOf } from '~/server/testing/harness';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';

let handle: DbHandle;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db);
});

describe('the Database tab', () => {
  it('reads size, rows per table and migrations from the database, for admins only', async () => {
    expect((await call(databaseFn, '/api/admin/database')).status).toBe(401);
    expect((await call(databaseFn, '/api/admin/database', { cookie: await cookieOf(DEMO_MEMBERS[1]!.email, DEMO_PASSWORD) })).status).toBe(403);
    const res = await call(databaseFn, '/api/admin/database', { cookie: await cookieOf(admin.email, admin.password) });
    expect(res.status).toBe(200);
    expect(res.json.sizeBytes).toBeGreaterThan(0);
    const users = res.json.tables.find((t: { name: string }) => t.name === 'users');
    expect(users.rows).toBe(DEMO_MEMBERS.length + 1);
    expect(res.json.tables.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['subscriptions', 'audit_log', 'app_settings']));
    expect(res.json.migrations.applied).toBeGreaterThanOrEqual(11);
  });

  it('Backup downloads every table as JSON, the users table included, and the tab shows when it was taken', async () => {
    const cookie = await cookieOf(admin.email, admin.password);
    // More than one page of rows in a table.
    await handle.db
      .insert(auditLog)
      .values(Array.from({ length: 600 }, (_, i) => ({ level: 'info' as const, category: 'system' as const, action: 'test.fill', message: `row ${i}` })));
    const res = await call(backupFn, '/api/admin/database/backup', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="careerpivot-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    const dump = JSON.parse(res.text);
    expect(dump.format).toBe('careerpivot-backup-1');
    expect(dump.tables.users.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([admin.email, DEMO_MEMBERS[0]!.email]));
    expect(dump.tables.audit_log.length).toBeGreaterThan(600);
    const overview = (await call(databaseFn, '/api/admin/database', { cookie })).json;
    expect(overview.lastBackup).toMatchObject({ by: admin.email });
    expect(overview.tables.find((t: { name: string }) => t.name === 'audit_log').rows).toBe(dump.tables.audit_log.length);
    expect(new Set(dump.tables.audit_log.map((r: { id: string }) => r.id)).size).toBe(dump.tables.audit_log.length);
  });
});
