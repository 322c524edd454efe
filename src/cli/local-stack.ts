// The whole product on one machine with no account or network: the embedded Postgres (PGlite)
// owned by this process and served over the Postgres protocol, migrations and seed data, and
// the site with its functions (netlify-cli offline). Used by npm start, npm test and benchmarks.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openDb, type DbHandle } from '../server/db/client';
import { migrateDb } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { seed, type SeedResult } from '../server/db/seed';
import { seedJobs } from '../server/matching/seed-jobs';
import { jobs } from '../server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { startSite } from './site-server';
import { startLocalBlobs } from '../server/storage/local-blobs';

export interface LocalStackOptions {
  sitePort: number;
  dbPort: number;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** Folder for the local e-mail outbox. */
  outboxDir: string;
  /** Folder for the local blob store (resume files). */
  blobsDir: string;
  quiet?: boolean;
  /** Extra environment for the functions. */
  env?: Record<string, string>;
  mode?: 'serve' | 'dev';
  adminEmail?: string;
  adminPassword?: string;
}

export interface LocalStack {
  url: string;
  databaseUrl: string;
  databaseLabel: string;
  seedResult: SeedResult;
  outboxDir: string;
  stop(): Promise<void>;
}

function localSessionSecret(dataDir: string | undefined): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (!dataDir) return randomBytes(32).toString('base64url');
  // Kept beside the database so sessions survive a restart.
  const file = join(dataDir, '..', 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const external = process.env.DATABASE_URL;
  let handle: DbHandle;
  let socket: PGLiteSocketServer | undefined;
  let databaseUrl: string;
  let databaseLabel: string;

  if (external) {
    handle = await openDb(external);
    databaseUrl = external;
    databaseLabel = `${handle.kind} ${new URL(external).host}`;
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pglite = await openPglite(options.dataDir);
    handle = pglite;
    databaseUrl = `postgres://postgres:postgres@127.0.0.1:${options.dbPort}/postgres`;
    databaseLabel = `embedded PGlite ${options.dataDir ? resolve(options.dataDir) : '(in memory)'} on 127.0.0.1:${options.dbPort}`;
    await migrateDb(handle);
    socket = new PGLiteSocketServer({ db: pglite.client, port: options.dbPort, host: '127.0.0.1', maxConnections: 50 });
    await socket.start();
  }
  if (external) await migrateDb(handle);
  const seedResult = await seed(handle.db, {
    adminEmail: options.adminEmail ?? process.env.ADMIN_EMAIL,
    adminPassword: options.adminPassword ?? process.env.ADMIN_PASSWORD,
    demo: process.env.SEED_DEMO !== 'false',
  });
  // The PivotMatch corpus from our templates, once (SEED_JOBS=0 skips it).
  const wantedJobs = Number(process.env.SEED_JOBS ?? 5000);
  const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.source, 'seed'));
  if (n < wantedJobs) await seedJobs(handle.db, wantedJobs);

  const blobs = await startLocalBlobs(options.blobsDir);
  const stopDb = async () => {
    await blobs.stop();
    await socket?.stop();
    await handle.close();
  };
  try {
    const site = await startSite({
      port: options.sitePort,
      quiet: options.quiet,
      mode: options.mode,
      env: {
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: localSessionSecret(options.dataDir),
        OUTBOX_DIR: resolve(options.outboxDir),
        URL: `http://localhost:${options.sitePort}`,
        NETLIFY_BLOBS_CONTEXT: blobs.context,
        ...options.env,
      },
    });
    return {
      url: site.url,
      databaseUrl,
      databaseLabel,
      seedResult,
      outboxDir: resolve(options.outboxDir),
      async stop() {
        await site.stop();
        await stopDb();
      },
    };
  } catch (error) {
    await stopDb();
    throw error;
  }
}
