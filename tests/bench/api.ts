// `npm run bench:api`: GET /api/auth/user and POST /api/login with 20 concurrent clients for
// 20 s each against the site served as npm start serves it; prints requests per second and
// p50/p95 latency. Target (issue 3): /api/auth/user p95 ≤ 50 ms locally.
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

async function login(): Promise<Response> {
  return fetch(`${stack.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
}

async function drive(name: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const t = performance.now();
        const res = await request().catch(() => null);
        await res?.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res?.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(22)} ${String(latencies.length).padStart(7)} req  ${(latencies.length / SECONDS).toFixed(1).padStart(7)} req/s  p50 ${q(0.5).padStart(7)} ms  p95 ${q(0.95).padStart(7)} ms  errors ${errors}`,
  );
}

try {
  const cookie = (await login()).headers.getSetCookie()[0]!.split(';')[0]!;
  // Warm the function workers before measuring.
  for (let i = 0; i < 10; i++) await fetch(`${stack.url}/api/auth/user`, { headers: { cookie } });
  console.log(`\n${CLIENTS} clients, ${SECONDS} s each, against ${stack.url} (${stack.databaseLabel})\n`);
  await drive('GET /api/auth/user', () => fetch(`${stack.url}/api/auth/user`, { headers: { cookie } }));
  await drive('POST /api/login', login);
  console.log('\nTarget: GET /api/auth/user p95 ≤ 50 ms.');
} finally {
  await stack.stop();
}
