import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '~/server/db/client';
import { migrateDb } from '~/server/db/migrate';
import { openPglite } from '~/server/db/pglite';

/**
 * Where `prepareMigratedTemplate` left the migrated database for the test files: environment
 * variables, because vitest's workers are started after its global setup and inherit them, and a
 * lone script (the resume evals) simply finds them unset and migrates its own database.
 */
const SNAPSHOT_ENV = 'TEST_DB_SNAPSHOT';
const TEMPLATE_ENV = 'TEST_DB_TEMPLATE';

const serverDbUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one database for a whole test run (vitest's global setup): a PGlite tarball, or on
 * TEST_DATABASE_URL a template database. Each file then copies it instead of running every
 * migration again. Returns the clean-up, which drops the template.
 */
export async function prepareMigratedTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await migrateDb(handle);
    // Uncompressed: every file loads it, and gunzip would cost more than the bytes do.
    const tarball = await handle.client.dumpDataDir('none');
    await handle.close();
    const dir = await mkdtemp(join(tmpdir(), 'cp-test-db-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
    return async () => {
      delete process.env[SNAPSHOT_ENV];
      await rm(dir, { recursive: true, force: true });
    };
  }
  const name = `cp_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const handle = await openDb(serverDbUrl(serverUrl, name));
  try {
    await migrateDb(handle);
  } finally {
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    await handle.close();
  }
  process.env[TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is
 * set, a throwaway database created on that PostgreSQL server and dropped afterwards. Copied from
 * the run's migrated template when there is one, migrated here when there is not.
 */
export async function createTestDb(): Promise<DbHandle & { label: string; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = process.env[SNAPSHOT_ENV];
    if (snapshot) {
      const handle = await openPglite(undefined, { loadDataDir: new Blob([await readFile(snapshot)]) });
      return { ...handle, label: 'pglite' };
    }
    const handle = await openPglite();
    await migrateDb(handle);
    return { ...handle, label: 'pglite' };
  }
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV];
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = serverDbUrl(serverUrl, name);
  const handle = await openDb(url);
  if (!template) await migrateDb(handle);
  return {
    ...handle,
    label: `${handle.kind} ${name}`,
    url,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
