// `npm run bench:api`: GET /api/auth/user and POST /api/login with 20 concurrent clients for
// 20 s each against the site served as npm start serves it; prints requests per second and
// p50/p95 latency. Target (issue 3): /api/auth/user p95 ≤ 50 ms locally.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startLocalStack } from '../../src/cli/local-stack';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const account = { email: 'bench@careerpivot.local', password: 'bench password 1' };

const stack = await startLocalStack({
  sitePort: 8896,
  dbPort: 54337,
  outboxDir: 'test-results/bench-outbox',
  blobsDir: 'test-results/bench-blobs',
  quiet: true,
  adminEmail: account.email,
  adminPassword: account.password,
});

async function login(base = stack.url): Promise<Response> {
  return fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
}

async function drive(name: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const statuses = new Map<number, number>();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const t = performance.now();
        const res = await request().catch(() => null);
        await res?.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res?.ok) {
          errors++;
          statuses.set(res?.status ?? 0, (statuses.get(res?.status ?? 0) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(22)} ${String(latencies.length).padStart(7)} req  ${(latencies.length / SECONDS).toFixed(1).padStart(7)} req/s  p50 ${q(0.5).padStart(7)} ms  p95 ${q(0.95).padStart(7)} ms  errors ${errors}${errors ? ` (${[...statuses].map(([s, n]) => `${n}× ${s || 'no answer'}`).join(', ')})` : ''}`,
  );
}

try {
  const cookie = (await login()).headers.getSetCookie()[0]!.split(';')[0]!;
  // Warm the function workers before measuring.
  for (let i = 0; i < 10; i++) await fetch(`${stack.url}/api/auth/user`, { headers: { cookie } });
  console.log(`\n${CLIENTS} clients, ${SECONDS} s each, against ${stack.url} (${stack.databaseLabel})\n`);
  await drive('GET /api/auth/user', () => fetch(`${stack.url}/api/auth/user`, { headers: { cookie } }));
  await drive('POST /api/login', () => login());

  // The same function code and database served by a plain Node server: what a warm function
  // instance costs, without netlify-cli starting a fresh worker for every call.
  process.env.DATABASE_URL = stack.databaseUrl;
  process.env.SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-00';
  const { default: userFn } = await import('../../netlify/functions/auth-user.mts');
  const { default: loginFn } = await import('../../netlify/functions/auth-login.mts');
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const request = new Request(`http://localhost:8894${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const response = await (req.url?.startsWith('/api/login') ? loginFn : userFn)(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(8894, '127.0.0.1', resolve));
  const base = 'http://localhost:8894';
  const warmCookie = (await login(base)).headers.getSetCookie()[0]!.split(';')[0]!;
  console.log(`\nSame functions in one warm Node process (${base}), same database:\n`);
  await drive('GET /api/auth/user', () => fetch(`${base}/api/auth/user`, { headers: { cookie: warmCookie } }));
  await drive('POST /api/login', () => login(base));
  server.close();
  console.log('\nTarget: GET /api/auth/user p95 ≤ 50 ms.');
} finally {
  await stack.stop();
}
