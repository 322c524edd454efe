// `npm run bench:api`: 20 concurrent clients for 30 s each on GET /api/auth/user (signed in) and
// POST /api/login, against the site as `npm start` serves it, in its own process. Prints
// requests per second, p50 and p95 and errors, beside the previous run.
// Targets (issue 7): /api/auth/user p95 ≤ 50 ms with 0 errors; login bounded by scrypt only.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
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
  build: process.env.BENCH_BUILD !== '0',
});

/** Signs the bench account in; answers the session cookie. */
async function login(): Promise<string | undefined> {
  const res = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('cp_session='))
    ?.split(';')[0];
}

type Request = Pick<autocannon.Options, 'method' | 'headers' | 'body'> & { path: string };
interface Measured {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  failures: Map<number, number>;
}

/** wrk (Debian's package) when it is installed: written in C, it leaves the cores to the server. */
const WRK = spawnSync('wrk', ['--version']).error ? null : 'wrk';
const generator = WRK ? 'wrk' : 'autocannon';

async function driveWithWrk(options: Request, seconds = SECONDS): Promise<Measured> {
  const script = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));
  const headers = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  // A login waits behind others' scrypt work for seconds: wrk's 2 s default would call that an error.
  const child = spawn(WRK!, ['-t1', `-c${CLIENTS}`, `-d${seconds}s`, '--timeout', '30s', '-s', script, site.url + options.path], {
    env: { ...process.env, WRK_METHOD: options.method ?? 'GET', WRK_BODY: String(options.body ?? ''), WRK_HEADERS: headers },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  await new Promise((resolve) => child.on('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  const r = JSON.parse(line.slice('WRK_RESULT '.length)) as Record<string, number>;
  const failures = new Map<number, number>();
  if (r.non2xx) failures.set(-1, r.non2xx);
  if (r.socketErrors) failures.set(0, r.socketErrors);
  return { rps: r.requests! / (r.durationUs! / 1e6), p50: r.p50Us! / 1000, p95: r.p95Us! / 1000, errors: r.non2xx! + r.socketErrors!, failures };
}

/**
 * Otherwise 20 keep-alive connections driven by autocannon, which costs far less CPU than a loop of fetch
 * calls: on this 2-core machine the load generator and the server share the cores, so a heavy
 * client would be measured as server latency. Every response's time is kept for exact quantiles.
 */
async function driveWithAutocannon(options: Request): Promise<Measured> {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  // Without a callback autocannon answers an event emitter that is also a promise of the result.
  const instance = autocannon({
    url: site.url + options.path,
    connections: CLIENTS,
    duration: SECONDS,
    method: options.method ?? 'GET',
    headers: options.headers,
    ...(options.body ? { body: options.body } : {}),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (status < 200 || status >= 300) failures.set(status, (failures.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const errors = [...failures.values()].reduce((a, b) => a + b, 0) + result.errors + result.timeouts;
  if (result.errors || result.timeouts) failures.set(0, result.errors + result.timeouts);
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { rps: latencies.length / SECONDS, p50: q(0.5), p95: q(0.95), errors, failures };
}

const drive = (options: Request) => (WRK ? driveWithWrk(options) : driveWithAutocannon(options));

const previous = previousFigures('api');
const figures: Figures = {};
try {
  const cookie = await login();
  if (!cookie) throw new Error('Could not sign in the bench account.');
  // Warm the process (JIT, database caches) with 5 s of the same load before measuring.
  if (WRK) await driveWithWrk({ path: '/api/auth/user', headers: { cookie } }, 5);
  else for (let i = 0; i < 2000; i++) await (await fetch(`${site.url}/api/auth/user`, { headers: { cookie } })).arrayBuffer();
  console.log(`\n${CLIENTS} clients, ${SECONDS} s each, against npm start at ${site.url} (embedded database), load from ${generator}\n`);
  const loginBody = JSON.stringify({ username: account.email, password: account.password });
  for (const [name, key, run] of [
    ['GET /api/auth/user', 'user', { path: '/api/auth/user', headers: { cookie } }],
    ['POST /api/login', 'login', { path: '/api/login', method: 'POST', headers: { 'content-type': 'application/json', origin: site.url }, body: loginBody }],
  ] as const) {
    const r = await drive(run);
    Object.assign(figures, { [`${key}.rps`]: r.rps, [`${key}.p50`]: r.p50, [`${key}.p95`]: r.p95, [`${key}.errors`]: r.errors });
    console.log(name);
    console.log(`  requests/s ${beside(r.rps, previous[`${key}.rps`])}`);
    console.log(`  p50        ${beside(r.p50, previous[`${key}.p50`], ' ms')}`);
    console.log(`  p95        ${beside(r.p95, previous[`${key}.p95`], ' ms')}`);
    console.log(
      `  errors     ${beside(r.errors, previous[`${key}.errors`], '', 0)}${r.errors ? `  (${[...r.failures].map(([s, n]) => `${n}× ${s === -1 ? 'not 2xx' : s || 'no answer'}`).join(', ')})` : ''}`,
    );
  }
  const met = figures['user.p95']! <= 50 && figures['user.errors'] === 0;
  console.log(`\nTarget GET /api/auth/user p95 ≤ 50 ms and 0 errors: ${met ? 'met' : 'NOT met'}.`);
  saveFigures(
    'api',
    figures,
    `${CLIENTS} clients × ${SECONDS} s against npm start (embedded PGlite), load from ${generator}, ${new Date().toISOString().slice(0, 10)}`,
  );
} finally {
  await site.stop();
}
