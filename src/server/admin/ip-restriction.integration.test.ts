// The Admin Center's IP restriction (issue 32, decision 0027): which addresses get in, the 403 and
// its log entry, the save that would lock its own admin out, the address taken from the platform
// and never from a header, and the way back in from the command line.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import settingsFn from '@functions/admin-settings.mts';
import statsFn from '@functions/admin-stats.mts';
import { adminAddressRefused } from '~/lib/admin/ip-restriction';
import { defaultSettings, type AdminSettings } from '~/lib/admin/settings';
import type { RouteSpec } from '~/lib/route';
import { startSiteServer, type SiteServer } from '~/cli/serve/site-server';
import { DEMO_PASSWORD } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { openPglite } from '~/server/db/pglite';
import { auditLog } from '~/server/db/schema';
import { TEST_ADMIN as admin, call, installRuntime, seededTestDb, sessionCookie } from '~/server/testing/harness';
import { createTestDb } from '~/server/testing/test-db';
import { readSettings, saveSettings } from '~/server/settings/store';
import { recoverIpRestriction } from './ip-restriction';
import { freePort } from '~/server/testing/free-port';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OFFICE_V4 = '198.51.100.0/24';
const OFFICE_V6 = '2001:db8:abcd::/48';
const OUTSIDE = '203.0.113.9';
const member = 'sam.premium@demo.careerpivot.local';

let handle: DbHandle;
let adminCookie: string;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(async () => {
  installRuntime(handle.db);
  // Each test starts with the restriction off, written straight to the database (no address check).
  await saveSettings(handle.db, defaultSettings(), { id: null, email: 'test' });
  adminCookie = await sessionCookie(admin.email, admin.password);
});

const restricted = (ipAllowList: string[], on = true): AdminSettings => {
  const d = defaultSettings();
  return { ...d, security: { ...d.security, ipRestriction: on }, ipAllowList };
};
const stats = (ip?: string, cookie = adminCookie) => call(statsFn, '/api/admin/stats', { cookie, ip });
const save = (settings: AdminSettings, ip?: string) => call(settingsFn, '/api/admin/settings', { method: 'PUT', body: settings, cookie: adminCookie, ip });

/** The refusals logged for one address (the test clock stands still, so entries are told apart by address). */
async function refusalsOf(address: string) {
  const rows = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'admin.address_refused'));
  return rows.filter((r) => (r.detail as { address?: string } | null)?.address === address);
}

describe('while it is off', () => {
  it('the Admin Center answers every address, and the settings tell the admin their own', async () => {
    expect((await stats(OUTSIDE)).status).toBe(200);
    expect((await stats()).status).toBe(200);
    const read = await call(settingsFn, '/api/admin/settings', { cookie: adminCookie, ip: '::ffff:198.51.100.7' });
    expect(read.json).toMatchObject({ security: { ipRestriction: false }, ipAllowList: [], yourAddress: '198.51.100.7' });
  });
});

describe('turning it on', () => {
  it('from an address in the list: saved, normalised, and logged as a settings change', async () => {
    const res = await save(restricted([' 198.51.100.0/24', '2001:DB8:ABCD:0::/48', OFFICE_V4]), '198.51.100.7');
    expect(res.status).toBe(200);
    expect(res.json.settings).toMatchObject({ security: { ipRestriction: true }, ipAllowList: [OFFICE_V4, OFFICE_V6] });
    expect(res.json.changes).toEqual([
      { setting: 'security.ipRestriction', from: false, to: true },
      { setting: 'ipAllowList', from: 'none', to: `${OFFICE_V4}, ${OFFICE_V6}` },
    ]);
  });

  it('from an address outside the new list is refused with a clear message, and nothing is saved', async () => {
    const res = await save(restricted([OFFICE_V4, OFFICE_V6]), OUTSIDE);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(`Your address ${OUTSIDE} is not in the list; add it first so you are not locked out.`);
    expect((await readSettings(handle.db)).security.ipRestriction).toBe(false);
    // An IPv6 admin outside the IPv6 range, the same.
    expect((await save(restricted([OFFICE_V6]), '2001:db8:abce::1')).status).toBe(409);
    // An address the platform did not give cannot be checked: refused too.
    expect(await save(restricted([OFFICE_V4]))).toMatchObject({
      status: 409,
      json: { message: 'Your address could not be determined, so the IP restriction cannot be turned on from here.' },
    });
  });

  it('while on, editing the list so that it no longer holds the admin is refused; the list alone may change while off', async () => {
    expect((await save(restricted([OFFICE_V4]), '198.51.100.7')).status).toBe(200);
    const res = await save(restricted(['10.0.0.0/8']), '198.51.100.7');
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Your address 198.51.100.7 is not in the list; add it first so you are not locked out.');
    expect((await readSettings(handle.db)).ipAllowList).toEqual([OFFICE_V4]);
    // Turning it off from inside, with any list, is fine.
    expect((await save(restricted(['10.0.0.0/8'], false), '198.51.100.7')).status).toBe(200);
  });

  it('a wrong entry is a 400 naming it', async () => {
    const res = await save(restricted([OFFICE_V4, '198.51.100.0/33']), '198.51.100.7');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('ipAllowList.1: "198.51.100.0/33": the prefix after "/" must be a whole number from 0 to 32.');
  });
});

describe('while it is on', () => {
  beforeEach(async () => {
    await saveSettings(handle.db, restricted([OFFICE_V4, OFFICE_V6]), { id: null, email: 'test' });
  });

  it('IPv4: an address inside the CIDR range gets in, one outside gets the Access Denied 403', async () => {
    expect((await stats('198.51.100.200')).status).toBe(200);
    // A dual-stack socket's IPv4-mapped form is the same IPv4 address.
    expect((await stats('::ffff:198.51.100.9')).status).toBe(200);
    const refused = await stats(OUTSIDE);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: adminAddressRefused(OUTSIDE) });
    expect((await stats('198.51.101.1')).status).toBe(403);
  });

  it('IPv6: an address inside the CIDR range gets in, one outside does not', async () => {
    expect((await stats('2001:db8:abcd:12::5')).status).toBe(200);
    expect((await stats('2001:DB8:ABCD:FFFF:FFFF:FFFF:FFFF:FFFF')).status).toBe(200);
    const refused = await stats('2001:db8:abce::1');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(adminAddressRefused('2001:db8:abce::1'));
    // No address from the platform: never inside the list.
    expect(await stats()).toMatchObject({ status: 403, json: { message: adminAddressRefused(null) } });
  });

  it('each refusal is logged, with the address, where, and who when signed in', async () => {
    const before = (await refusalsOf(OUTSIDE)).length;
    await stats(OUTSIDE);
    const logged = await refusalsOf(OUTSIDE);
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({
      category: 'auth',
      level: 'warning',
      actorEmail: admin.email,
      message: `Admin Center refused ${OUTSIDE}: not in the IP allow list (GET /api/admin/stats)`,
      detail: { address: OUTSIDE, where: 'GET /api/admin/stats' },
    });
    // Signed out or a member, from outside: the same 403 (the address is checked first), logged too.
    const signedOut = await stats('2001:db8:abce::7', '');
    expect(signedOut).toMatchObject({ status: 403, json: { message: adminAddressRefused('2001:db8:abce::7') } });
    expect(await refusalsOf('2001:db8:abce::7')).toMatchObject([{ actorEmail: null, actorId: null }]);
    const memberCookie = await sessionCookie(member, DEMO_PASSWORD);
    expect((await stats('192.0.2.1', memberCookie)).status).toBe(403);
    expect(await refusalsOf('192.0.2.1')).toMatchObject([{ actorEmail: member }]);
    // From inside, the usual rules: a member is still not an admin, and nothing more is logged.
    const all = await handle.db.$count(auditLog, eq(auditLog.action, 'admin.address_refused'));
    expect((await stats('198.51.100.7', memberCookie)).json.message).toBe("You don't have permission to access the admin area");
    expect((await stats('198.51.100.7', '')).status).toBe(401);
    expect(await handle.db.$count(auditLog, eq(auditLog.action, 'admin.address_refused'))).toBe(all);
  });

  it('every /api/admin/* function refuses an address outside the list, through the one admin guard', async () => {
    const functions = import.meta.glob<{ default: { routes?: RouteSpec[] } }>('../../../netlify/functions/admin-*.mts');
    const routes = (await Promise.all(Object.values(functions).map(async (load) => (await load()).default.routes ?? []))).flat();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const res = await call((await loadFn(functions, route))!, path, { method: route.method, cookie: adminCookie, ip: OUTSIDE });
      expect([route.method, route.path, res.status, res.json?.message]).toEqual([route.method, route.path, 403, adminAddressRefused(OUTSIDE)]);
    }
    const logged = await handle.db
      .select({ where: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.address_refused'), eq(auditLog.actorEmail, admin.email)));
    expect(logged.length).toBeGreaterThanOrEqual(routes.length);
  });
});

type Fn = Parameters<typeof call>[0];
async function loadFn(functions: Record<string, () => Promise<{ default: { routes?: RouteSpec[] } }>>, route: RouteSpec): Promise<Fn | undefined> {
  for (const load of Object.values(functions)) {
    const fn = (await load()).default;
    if (fn.routes?.includes(route)) return fn as unknown as Fn;
  }
  return undefined;
}

describe('the address comes from the platform, never from a header', () => {
  let dir: string;
  let server: SiteServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ip-restriction-'));
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist/index.html'), '<!doctype html><title>ok</title>');
    await writeFile(join(dir, 'netlify.toml'), '');
    // The real functions behind the server `npm start` runs: it hands each the socket's address.
    server = await startSiteServer({
      port: await freePort(),
      distDir: join(dir, 'dist'),
      functionsDir: join(ROOT, 'netlify/functions'),
      netlifyTomlPath: join(dir, 'netlify.toml'),
      schedules: false,
      quiet: true,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers: { cookie: adminCookie, ...headers } });
  /** What a client could claim about itself, in every header a proxy might use. */
  const claimed = (address: string) => ({
    'x-nf-client-connection-ip': address,
    'x-forwarded-for': address,
    'x-real-ip': address,
    'client-ip': address,
    forwarded: `for=${address}`,
  });

  it('locally, a client that sends an allowed address in its headers is still refused: the socket is 127.0.0.1', async () => {
    await saveSettings(handle.db, restricted([OFFICE_V4]), { id: null, email: 'test' });
    const res = await get('/api/admin/stats', claimed('198.51.100.7'));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(adminAddressRefused('127.0.0.1'));
    expect(await refusalsOf('127.0.0.1')).toMatchObject([{ actorEmail: admin.email, detail: { address: '127.0.0.1', where: 'GET /api/admin/stats' } }]);
  });

  it('with the socket address listed, the same admin gets in, whatever the headers claim', async () => {
    await saveSettings(handle.db, restricted(['127.0.0.0/8']), { id: null, email: 'test' });
    expect((await get('/api/admin/stats', claimed(OUTSIDE))).status).toBe(200);
    const settings = await get('/api/admin/settings', claimed(OUTSIDE));
    expect((await settings.json()).yourAddress).toBe('127.0.0.1');
  });
});

describe('recovery from the command line', () => {
  it('turns the restriction off, or adds an address, and logs it as done from the command line', async () => {
    await saveSettings(handle.db, restricted([OFFICE_V4]), { id: null, email: 'test' });
    expect(await recoverIpRestriction(handle.db, { action: 'allow', entry: '2001:DB8::/32' })).toMatchObject({
      security: { ipRestriction: true },
      ipAllowList: [OFFICE_V4, '2001:db8::/32'],
    });
    await expect(recoverIpRestriction(handle.db, { action: 'allow', entry: 'office' })).rejects.toThrow(/"office" is not an IP address/);
    expect((await recoverIpRestriction(handle.db, { action: 'off' })).security.ipRestriction).toBe(false);
    expect((await stats(OUTSIDE)).status).toBe(200);
    const byCommandLine = await handle.db
      .select({ actorId: auditLog.actorId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorEmail, 'command line (npm run db:ip-restriction)')));
    expect(byCommandLine).toEqual(
      expect.arrayContaining([
        { actorId: null, detail: { changes: [{ setting: 'ipAllowList', from: OFFICE_V4, to: `${OFFICE_V4}, 2001:db8::/32` }] } },
        { actorId: null, detail: { changes: [{ setting: 'security.ipRestriction', from: true, to: false }] } },
      ]),
    );
  });

  it('`npm run db:ip-restriction` works on a database it is pointed at', async () => {
    const target = await commandLineDatabase();
    try {
      const env = { ...process.env, ...target.env };
      if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/ip-restriction.ts'), ...args], { cwd: ROOT, env });
      const added = await run('--allow', '192.0.2.7/32');
      expect(added.stdout).toContain('IP restriction: on');
      expect(added.stdout).toContain(`Allowed: ${OFFICE_V4}, 192.0.2.7`);
      const off = await run('off');
      expect(off.stdout).toContain('IP restriction: off');
    } finally {
      await target.close();
    }
  }, 60_000);
});

/** A database with the restriction on, for the command to fix: PostgreSQL on TEST_DATABASE_URL, else a PGlite folder. */
async function commandLineDatabase(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const settings = restricted([OFFICE_V4]);
  if (process.env.TEST_DATABASE_URL) {
    const db = await createTestDb();
    await saveSettings(db.db, settings, { id: null, email: 'test' });
    return { env: { DATABASE_URL: db.url! }, close: () => db.close() };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'ip-restriction-cli-'));
  const snapshot = process.env.TEST_DB_SNAPSHOT;
  const db = await openPglite(join(dataDir, 'pglite'), snapshot ? { loadDataDir: new Blob([await readFile(snapshot)]) } : {});
  if (!snapshot) {
    const { migrateDb } = await import('~/server/db/migrate');
    await migrateDb(db);
  }
  await saveSettings(db.db, settings, { id: null, email: 'test' });
  await db.close();
  return { env: { DATA_DIR: dataDir }, close: () => rm(dataDir, { recursive: true, force: true }) };
}
