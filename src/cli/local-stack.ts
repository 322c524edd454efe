// The whole product on one machine with no account or network: the embedded Postgres (PGlite),
// migrations and seed data, the local blob store and e-mail outbox, and the site with its
// functions. Used by npm start, npm test and the benchmarks.
//
// Two ways to serve it:
// - `node` (default, docs/decisions/0008): every function warm in this process, reaching the
//   embedded database directly through one queue, behind the server in ./serve.
// - `netlify`: netlify-cli offline, a fresh worker per call; the embedded database is then served
//   over the Postgres protocol so those workers can reach it. Kept to check Netlify parity.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openDb, type DbHandle } from '~/server/db/client';
import { migrateDb } from '~/server/db/migrate';
import { openPglite } from '~/server/db/pglite';
import { seed, type SeedResult } from '~/server/db/seed';
import { seededJobCount, seedJobs } from '~/server/matching/seed-jobs';
import { DEFAULT_CORPUS_SIZE } from '~/server/matching/corpus';
import { seedDemoInterviewSuite } from '~/server/interviews/demo';
import { seedDemoCoachingSlots } from '~/server/coaching/demo';
import { seedDemoEliteSuite } from '~/server/elite/demo';
import { forgetEnv } from '~/server/env';
import { fromEnv, setRuntime } from '~/server/runtime';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import { startSite as startNetlifyCli } from './netlify-server';
import { startSiteServer, type SiteServer } from './serve/site-server';
import { lockDataDir } from './data-dir-lock';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface LocalStackOptions {
  sitePort: number;
  /** Port of the database socket, used only when netlify-cli serves the functions. */
  dbPort?: number;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** Folder for the local e-mail outbox. */
  outboxDir: string;
  /** Folder for the local blob store (resume files). */
  blobsDir: string;
  quiet?: boolean;
  /** Extra environment for the functions. */
  env?: Record<string, string>;
  /** `serve` the built site, or `dev`: pages from astro dev with reload on save. */
  mode?: 'serve' | 'dev';
  server?: 'node' | 'netlify';
  /** Size of the generated job corpus (default SEED_JOBS, else DEFAULT_CORPUS_SIZE). */
  seedJobs?: number;
  /** Run `astro build` first (node server, serve mode); default true. */
  build?: boolean;
  adminEmail?: string;
  adminPassword?: string;
}

export interface LocalStack {
  url: string;
  /** The database the functions use (tests count rows with it). */
  db: DbHandle['db'];
  databaseLabel: string;
  seedResult: SeedResult;
  outboxDir: string;
  /** The in-process server (node server only): run scheduled functions, count background work. */
  site?: SiteServer;
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

/** Fails early, before the database is opened, when the port is taken. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: stop what is serving it, or set PORT to another port.`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolvePromise()));
  });
}

/** Runs a local binary from node_modules/.bin and resolves when it exits 0. */
function runBin(name: string, args: string[], quiet: boolean, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin', name), args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output = (output + d).slice(-20_000)));
    child.stderr?.on('data', (d: Buffer) => (output = (output + d).slice(-20_000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${name} ${args.join(' ')} failed (exit ${code}).\n${output}`))));
  });
}

/** astro dev in its own process group, for `npm run dev`; resolves once it answers. */
async function startAstroDev(port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  const child = spawn(join(ROOT, 'node_modules/.bin/astro'), ['dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('astro dev exited before it was ready.');
    const ok = await fetch(origin, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const serverKind = options.server ?? 'node';
  const quiet = options.quiet ?? false;
  const external = process.env.DATABASE_URL;
  let handle: DbHandle;
  let socket: PGLiteSocketServer | undefined;
  let databaseUrl: string | undefined;
  let databaseLabel: string;

  await assertPortFree(options.sitePort, process.env.HOST ?? '127.0.0.1');
  let unlock = () => {};
  if (external) {
    // A long-lived server keeps a real pool; short-lived workers keep theirs small.
    handle = await openDb(external, serverKind === 'node' ? { max: 10 } : undefined);
    databaseUrl = external;
    databaseLabel = `${handle.kind} ${new URL(external).host}`;
  } else {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      unlock = lockDataDir(options.dataDir);
    }
    const pglite = await openPglite(options.dataDir);
    handle = pglite;
    databaseLabel = `embedded PGlite ${options.dataDir ? resolve(options.dataDir) : '(in memory)'}`;
    if (serverKind === 'netlify') {
      const dbPort = options.dbPort ?? 54329;
      databaseUrl = `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
      databaseLabel += ` on 127.0.0.1:${dbPort}`;
    }
  }
  await migrateDb(handle);
  if (!external && serverKind === 'netlify') {
    const pglite = handle as DbHandle & { client: ConstructorParameters<typeof PGLiteSocketServer>[0]['db'] };
    socket = new PGLiteSocketServer({ db: pglite.client, port: options.dbPort ?? 54329, host: '127.0.0.1', maxConnections: 50 });
    await socket.start();
  }
  const seedResult = await seed(handle.db, {
    adminEmail: options.adminEmail ?? process.env.ADMIN_EMAIL,
    adminPassword: options.adminPassword ?? process.env.ADMIN_PASSWORD,
    demo: process.env.SEED_DEMO !== 'false',
  });
  // The PivotMatch sample corpus from O*NET occupations, once per corpus version (SEED_JOBS=0 skips it).
  const wantedJobs = options.seedJobs ?? Number(process.env.SEED_JOBS ?? DEFAULT_CORPUS_SIZE);
  if ((await seededJobCount(handle.db)) < wantedJobs) await seedJobs(handle.db, wantedJobs);
  if (process.env.SEED_DEMO !== 'false') {
    await seedDemoInterviewSuite(handle.db, new Date());
    await seedDemoCoachingSlots(handle.db, new Date());
    await seedDemoEliteSuite(handle.db, new Date());
  }

  const blobs = await startLocalBlobs(options.blobsDir);
  const stopData = async () => {
    await blobs.stop();
    await socket?.stop();
    await handle.close();
    unlock();
  };
  const functionEnv: Record<string, string> = {
    SESSION_SECRET: localSessionSecret(options.dataDir),
    OUTBOX_DIR: resolve(options.outboxDir),
    // The public origin for links in e-mails and pages; behind a proxy, set URL to its address.
    URL: process.env.URL ?? `http://localhost:${options.sitePort}`,
    NETLIFY_BLOBS_CONTEXT: blobs.context,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };

  const stack = (url: string, stopServing: () => Promise<void>, site?: SiteServer): LocalStack => ({
    url,
    db: handle.db,
    databaseLabel,
    seedResult,
    outboxDir: resolve(options.outboxDir),
    site,
    async stop() {
      await stopServing();
      await stopData();
    },
  });

  if (serverKind === 'netlify') {
    try {
      const site = await startNetlifyCli({ port: options.sitePort, quiet, mode: options.mode, env: functionEnv });
      return stack(site.url, site.stop);
    } catch (error) {
      await stopData();
      throw error;
    }
  }

  // The functions run in this process: their settings are this process's environment, and
  // their runtime is handed the database this process owns.
  const previousEnv = Object.fromEntries(Object.keys(functionEnv).map((k) => [k, process.env[k]]));
  Object.assign(process.env, functionEnv);
  // Anything that read the environment before (another stack, a test in the same process) read another one.
  forgetEnv();
  setRuntime(fromEnv(handle.db));
  let dev: Awaited<ReturnType<typeof startAstroDev>> | undefined;
  let site: SiteServer | undefined;
  const stopServing = async () => {
    // In-flight requests and background work finish first, then the database closes.
    await site?.close();
    await dev?.stop();
    setRuntime(undefined);
    for (const [k, v] of Object.entries(previousEnv)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    forgetEnv();
  };
  try {
    if (options.mode === 'dev') dev = await startAstroDev(options.sitePort + 1);
    // Built for the address it is served on (astro's `site`: canonical and share links).
    else if (options.build !== false) await runBin('astro', ['build'], quiet, { URL: functionEnv.URL! });
    site = await startSiteServer({
      port: options.sitePort,
      host: process.env.HOST,
      distDir: join(ROOT, 'dist'),
      functionsDir: join(ROOT, 'netlify/functions'),
      netlifyTomlPath: join(ROOT, 'netlify.toml'),
      pagesOrigin: dev?.origin,
      quiet,
    });
    return stack(site.url, stopServing, site);
  } catch (error) {
    await stopServing();
    await stopData();
    throw error;
  }
}
