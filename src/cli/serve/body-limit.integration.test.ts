// A body over the limit is answered 413 with its JSON message to every client, not only to
// browsers: the server reads (and throws away) the rest of the body before it closes the
// connection, so a client still sending does not hit a broken pipe instead of the answer.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '~/server/http/limits';
import { startSiteServer, type SiteServer } from './site-server';
import { freePort } from '~/server/testing/free-port';

const run = promisify(execFile);

let dir: string;
let server: SiteServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'body-limit-'));
  await mkdir(join(dir, 'dist'));
  await mkdir(join(dir, 'functions'));
  await writeFile(join(dir, 'dist/index.html'), '<!doctype html><title>ok</title>');
  await writeFile(join(dir, 'netlify.toml'), '');
  // A function that says how many bytes it was handed.
  await writeFile(
    join(dir, 'functions/echo.mjs'),
    `export default async (req) => Response.json({ bytes: (await req.arrayBuffer()).byteLength });
export const config = { path: '/api/echo', method: 'POST' };`,
  );
  server = await startSiteServer({
    port: await freePort(),
    distDir: join(dir, 'dist'),
    functionsDir: join(dir, 'functions'),
    netlifyTomlPath: join(dir, 'netlify.toml'),
    schedules: false,
    quiet: true,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

// The clients run in their own process, as real ones do: in this one, the server's event loop
// would pace their writes and hide a connection closed on an unread body.
const CLIENT = `
const [url, kind, size] = process.argv.slice(1);
const body = new Uint8Array(Number(size));
const MB = 1024 * 1024;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
// The first outcome is the one a caller sees.
let told = false;
const tell = (outcome) => told || ((told = true), console.log(JSON.stringify(outcome)));
const answer = (status, text) => tell({ status, message: JSON.parse(text).message });
const failed = (error) => tell({ error: String(error.cause?.code ?? error.code ?? error.message) });
if (kind === 'http') {
  // Declares its length, then writes a megabyte at a time, as a slow uplink does.
  const { request } = await import('node:http');
  const req = request(url, { method: 'POST', headers: { 'content-length': body.length } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c) => (text += c));
    res.on('end', () => answer(res.statusCode, text));
  });
  req.on('error', failed);
  for (let offset = 0; offset < body.length && !told; offset += MB) {
    req.write(body.subarray(offset, offset + MB));
    await pause();
  }
  req.end();
} else {
  // 'fetch' hands undici the whole body; 'fetch-chunked' a stream without a length, paced.
  let offset = 0;
  const stream = new ReadableStream({
    async pull(controller) {
      if (offset >= body.length) return controller.close();
      await pause();
      controller.enqueue(body.subarray(offset, (offset += MB)));
    },
  });
  try {
    const res = await fetch(url, { method: 'POST', body: kind === 'fetch-chunked' ? stream : body, duplex: 'half' });
    answer(res.status, await res.text());
  } catch (error) {
    failed(error);
  }
}
`;

const post = async (kind: 'fetch' | 'fetch-chunked' | 'http', bytes: number) => {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CLIENT, `${server.url}/api/echo`, kind, String(bytes)]);
  return JSON.parse(stdout) as { status?: number; message?: string; error?: string };
};

// Far enough over that the unread rest cannot sit in the socket buffers and hide a closed connection.
const OVER = MAX_REQUEST_BODY_BYTES * 6;

describe('a body over the limit', () => {
  it('reaches Node fetch (undici) as a 413 with its JSON message when the length is declared', async () => {
    expect(await post('fetch', OVER)).toEqual({ status: 413, message: expect.stringMatching(/at most 6 MB/) });
  });

  it('reaches Node fetch as a 413 when a chunked body grows past the limit', async () => {
    expect(await post('fetch-chunked', OVER)).toEqual({ status: 413, message: expect.stringMatching(/at most 6 MB/) });
  });

  it("reaches Node's http client, which writes the whole body before it reads, as a 413", async () => {
    expect(await post('http', OVER)).toEqual({ status: 413, message: expect.stringMatching(/at most 6 MB/) });
  });

  it('still hands a body within the limit to the function whole', async () => {
    const res = await fetch(`${server.url}/api/echo`, { method: 'POST', body: new Uint8Array(1024 * 1024) });
    expect(await res.json()).toEqual({ bytes: 1024 * 1024 });
  });
});
