// The site as `npm start` serves it (one warm process, docs/decisions/0008), driven over HTTP:
// limits, load, background and scheduled work, compression and headers.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeSessions, users } from '~/server/db/schema';
import { createTestDb } from '~/server/testing/test-db';
import { startLocalStack, type LocalStack } from '~/cli/local-stack';
import { freePort } from '~/server/testing/free-port';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RESUMES = join(ROOT, 'tests/fixtures/resumes');

let stack: LocalStack;
let base: string;
let dropDb: (() => Promise<void>) | undefined;
// Files share a process (vitest isolate: false): what this file sets is put back after it.
const ENV_BEFORE = { DATABASE_URL: process.env.DATABASE_URL, SEED_JOBS: process.env.SEED_JOBS };

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    // The PostgreSQL pass: the server gets its own throwaway database on that server.
    const testDb = await createTestDb();
    // The stack opens its own pool on the same database.
    process.env.DATABASE_URL = testDb.url;
    dropDb = () => testDb.close();
  }
  process.env.SEED_JOBS = '300';
  const port = await freePort();
  stack = await startLocalStack({
    sitePort: port,
    outboxDir: join(ROOT, 'test-results/server-outbox'),
    blobsDir: join(ROOT, 'test-results/server-blobs'),
    quiet: true,
    // `npm test` builds the site once before any suite; a lone run builds it here.
    build: !existsSync(join(ROOT, 'dist/index.html')),
  });
  base = stack.url;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await dropDb?.();
  for (const [key, value] of Object.entries(ENV_BEFORE)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}, 60_000);

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, ...headers }, body: JSON.stringify(body) });

describe('limits', () => {
  it('answers a body over 6 MB with a 413 JSON message and keeps serving', async () => {
    const big = new Uint8Array(8 * 1024 * 1024);
    const res = await fetch(`${base}/api/pivotmatch/upload-resume`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', origin: base },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/at most 6 MB/);
    const next = await fetch(`${base}/api/health`);
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ status: 'ok' });
  });

  it('refuses a chunked body that grows past 6 MB without a declared length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('load', () => {
  it('lands 50 concurrent sign-ups, every one a row', async () => {
    const run = Date.now().toString(36);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/signup', { email: `load-${run}-${i}@example.com`, password: 'a long enough password 1', firstName: 'Load', lastName: `Test ${i}` }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const [row] = await stack.db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, `load-${run}-%`));
    expect(row!.n).toBe(50);
  }, 120_000);
});

describe('connections', () => {
  it("promises idle keep-alive connections a minute, not Node's 5 s, so clients do not reuse one the server is closing", async () => {
    // A socket closed under a client that is sending on it is an ECONNRESET (seen in CI from Playwright's request context).
    const res = await fetch(`${base}/api/auth/user`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });
});

describe('background and scheduled functions', () => {
  it('processes an uploaded resume after answering, to completion', async () => {
    const bytes = await readFile(join(RESUMES, 'nurse-to-health-informatics.pdf'));
    const form = new FormData();
    form.append('resume', new File([bytes], 'nurse.pdf', { type: 'application/pdf' }));
    const upload = await fetch(`${base}/api/pivotmatch/upload-resume`, { method: 'POST', headers: { origin: base }, body: form });
    expect(upload.status).toBe(200);
    const { sessionId } = (await upload.json()) as { sessionId: string };
    const cookie = upload.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    let status: { status: string; data?: { skills: string[] } } = { status: 'processing' };
    for (let i = 0; i < 100 && !['completed', 'failed'].includes(status.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await (await fetch(`${base}/api/pivotmatch/resume-status/${sessionId}`, { headers: { cookie } })).json();
    }
    expect(status.status).toBe('completed');
    expect(status.data?.skills.length).toBeGreaterThan(5);
  }, 30_000);

  it('runs a scheduled function on demand: the hourly clean-up deletes expired resumes', async () => {
    const [expired] = await stack.db
      .insert(resumeSessions)
      .values({
        ownerTokenHash: 'expired-visitor',
        fileName: 'old.pdf',
        blobKey: 'none/expired',
        sizeBytes: 10,
        status: 'completed',
        expiresAt: new Date(Date.now() - 3600_000),
      })
      .returning({ id: resumeSessions.id });
    const res = await fetch(`${base}/.netlify/functions/pivotmatch-cleanup`, { method: 'POST' });
    expect(res.status).toBe(200);
    const left = await stack.db.select({ id: resumeSessions.id }).from(resumeSessions);
    expect(left.map((r) => r.id)).not.toContain(expired!.id);
  });

  it('keeps scheduled functions off the public URL space for other methods', async () => {
    expect((await fetch(`${base}/.netlify/functions/pivotmatch-cleanup`)).status).toBe(404);
  });
});

describe('pages and files', () => {
  // The stylesheet is inlined into every page (astro.config), so HTML carries the CSS;
  // static-files.test.ts covers a .css file.
  it.each([
    ['HTML with its CSS', '/'],
    ['JS', 'js'],
  ])('sends %s compressed with brotli or gzip, as asked', async (_kind, what) => {
    let path = what;
    if (what === 'js') path = /(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())![1]!;
    const plain = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
    const plainBody = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();

    // Node's fetch always decodes; a raw request shows what goes over the wire.
    for (const encoding of ['br', 'gzip'] as const) {
      const raw = await rawGet(path, encoding);
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(raw.body.length).toBeLessThan(plainBody.length * 0.6);
      const decoded = encoding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body);
      expect(decoded.equals(plainBody)).toBe(true);
    }
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const html = await fetch(`${base}/`);
    expect(html.headers.get('cache-control')).toMatch(/max-age=0/);
    const js = /(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/.exec(await html.text())![1]!;
    expect((await fetch(base + js)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('applies the redirects and headers of netlify.toml', async () => {
    const toml = await readFile(join(ROOT, 'netlify.toml'), 'utf8');
    expect(toml).toContain('from = "/pricing"');
    const moved = await fetch(`${base}/pricing?x=1`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/?x=1');
    const page = await fetch(`${base}/faq`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    // HSTS only over HTTPS: plain-http localhost must stay reachable.
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const viaHttps = await fetch(`${base}/faq`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('serves the not-found page with a 404', async () => {
    const res = await fetch(`${base}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
  });
});

describe('Content-Security-Policy', () => {
  it('is on every page: frame-ancestors in the header, hashed inline scripts in the page, no unsafe-inline for scripts', async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    const scriptSrc = meta!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('is on function responses, errors included', async () => {
    for (const res of [await fetch(`${base}/api/health`), await fetch(`${base}/api/auth/user`), await post('/api/login', { nope: 1 })]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

// Last: it closes the server.
describe('shutdown', () => {
  it('lets background work started before it finish, then refuses new requests', async () => {
    const bytes = await readFile(join(RESUMES, 'nurse-to-health-informatics.pdf'));
    const form = new FormData();
    form.append('resume', new File([bytes], 'nurse.pdf', { type: 'application/pdf' }));
    const upload = await fetch(`${base}/api/pivotmatch/upload-resume`, { method: 'POST', headers: { origin: base }, body: form });
    const { sessionId } = (await upload.json()) as { sessionId: string };
    await stack.site!.close();
    expect(stack.site!.pendingBackgroundWork()).toBe(0);
    const [row] = await stack.db.select({ status: resumeSessions.status }).from(resumeSessions).where(eq(resumeSessions.id, sessionId));
    expect(row!.status).toBe('completed');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 30_000);
});

/** A GET that leaves the body as sent (fetch would decode it). */
async function rawGet(path: string, encoding: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const { request } = await import('node:http');
  const url = new URL(base + path);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
