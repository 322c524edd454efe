import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../db/client';
import { migrateDb } from '../db/migrate';
import { openPglite } from '../db/pglite';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is
 * set, a throwaway database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestDb(): Promise<DbHandle & { label: string; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await migrateDb(handle);
    return { ...handle, label: 'pglite' };
  }
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb(url.toString());
  await migrateDb(handle);
  return {
    ...handle,
    label: `${handle.kind} ${name}`,
    url: url.toString(),
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
