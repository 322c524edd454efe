// `npm run bench:api`: 20 concurrent clients for 30 s each on GET /api/auth/user (signed in) and
// POST /api/login, against the site as `npm start` serves it, in its own process. Prints
// requests per second, p50 and p95 and errors, beside the previous run.
// Targets (issue 7): /api/auth/user p95 ≤ 50 ms with 0 errors; login bounded by scrypt only.
import { Agent, request } from 'node:http';
import { beside, previousFigures, saveFigures, type Figures } from './history';
import { startServedSite } from './served';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 8896);
const account = { email: 'bench@careerpivot.local', password: 'bench password 1' };

const site = await startServedSite({
  port: PORT,
  dataDir: 'test-results/bench-api-data',
  env: { ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password, SEED_JOBS: '0' },
  build: process.env.BENCH_BUILD === '1',
});

// One keep-alive connection per client, as browsers keep theirs: the load generator must cost
// little, since it shares this machine's cores with the server.
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
const { hostname, port } = new URL(site.url);

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; cookie?: string }> {
  return new Promise((resolve) => {
    // Connect to the loopback address but name the site's host, as a browser would.
    const req = request({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, method, path, headers: { host: `${hostname}:${port}`, ...headers }, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: res.headers['set-cookie']?.find((c) => c.startsWith('cp_session='))?.split(';')[0] }));
    });
    req.on('error', () => resolve({ status: 0 }));
    req.end(body);
  });
}

const loginBody = JSON.stringify({ username: account.email, password: account.password });
const login = () =>
  send('POST', '/api/login', { 'content-type': 'application/json', origin: site.url, 'content-length': String(Buffer.byteLength(loginBody)) }, loginBody);

async function drive(request: () => Promise<{ status: number }>) {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const t = performance.now();
        const { status } = await request();
        latencies.push(performance.now() - t);
        if (status < 200 || status >= 300) failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  return { rps: latencies.length / SECONDS, p50: q(0.5), p95: q(0.95), errors, failures };
}

const previous = previousFigures('api');
const figures: Figures = {};
try {
  const { cookie } = await login();
  if (!cookie) throw new Error('Could not sign in the bench account.');
  // Warm the process (JIT, database caches) before measuring.
  for (let i = 0; i < 200; i++) await send('GET', '/api/auth/user', { cookie });
  console.log(`\n${CLIENTS} clients, ${SECONDS} s each, against npm start at ${site.url} (embedded database)\n`);
  for (const [name, key, run] of [
    ['GET /api/auth/user', 'user', () => send('GET', '/api/auth/user', { cookie })],
    ['POST /api/login', 'login', login],
  ] as const) {
    const r = await drive(run);
    Object.assign(figures, { [`${key}.rps`]: r.rps, [`${key}.p50`]: r.p50, [`${key}.p95`]: r.p95, [`${key}.errors`]: r.errors });
    console.log(name);
    console.log(`  requests/s ${beside(r.rps, previous[`${key}.rps`])}`);
    console.log(`  p50        ${beside(r.p50, previous[`${key}.p50`], ' ms')}`);
    console.log(`  p95        ${beside(r.p95, previous[`${key}.p95`], ' ms')}`);
    console.log(
      `  errors     ${beside(r.errors, previous[`${key}.errors`], '', 0)}${r.errors ? `  (${[...r.failures].map(([s, n]) => `${n}× ${s || 'no answer'}`).join(', ')})` : ''}`,
    );
  }
  const met = figures['user.p95']! <= 50 && figures['user.errors'] === 0;
  console.log(`\nTarget GET /api/auth/user p95 ≤ 50 ms and 0 errors: ${met ? 'met' : 'NOT met'}.`);
  saveFigures('api', figures, `${CLIENTS} clients × ${SECONDS} s against npm start (embedded PGlite), ${new Date().toISOString().slice(0, 10)}`);
} finally {
  agent.destroy();
  await site.stop();
}
