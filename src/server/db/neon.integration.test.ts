import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from './client';
import { createTestDb } from '~/server/testing/test-db';
import { migrateDb } from './migrate';
import { users } from './schema';

/**
 * The production driver (Neon's WebSocket pool) against the local PostgreSQL server through a
 * small WebSocket-to-TCP proxy, as Neon's own proxy does. Needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('Neon serverless driver', () => {
  let proxy: Server;
  let target: DbHandle & { label: string };
  let neonDb: DbHandle;

  beforeAll(async () => {
    target = await createTestDb(); // a throwaway database on the server
    const dbName = target.label.split(' ').pop()!;
    const pg = new URL(serverUrl!);
    proxy = createServer();
    const wss = new WebSocketServer({ server: proxy });
    wss.on('connection', (ws) => {
      const tcp = connect(Number(pg.port || 5432), pg.hostname);
      const stream = createWebSocketStream(ws);
      stream.pipe(tcp).pipe(stream);
      const end = () => {
        tcp.destroy();
        ws.terminate();
      };
      tcp.on('error', end);
      stream.on('error', end);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    process.env.NEON_WS_PROXY = `127.0.0.1:${port}`;
    process.env.DATABASE_DRIVER = 'neon';
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    neonDb = await openDb(url.toString());
  }, 60_000);

  afterAll(async () => {
    await neonDb?.close();
    delete process.env.NEON_WS_PROXY;
    delete process.env.DATABASE_DRIVER;
    await new Promise<void>((resolve) => proxy?.close(() => resolve()));
    await target?.close();
  });

  it('is chosen, migrates, writes and reads inside a transaction', async () => {
    expect(neonDb.kind).toBe('neon');
    await migrateDb(neonDb); // already applied: the migrator must see that and do nothing
    const email = `neon-${Date.now()}@example.com`;
    await neonDb.db.transaction(async (tx) => {
      await tx.insert(users).values({ email, passwordHash: 'x', firstName: 'N', lastName: 'Eon' });
    });
    const rows = await neonDb.db
      .select({ email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toEqual([{ email }]);
  });
});
