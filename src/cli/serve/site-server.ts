// The production-grade local server behind `npm start` (docs/decisions/0008): the built site
// and every Netlify Function, warm in this one process, the way a Netlify instance stays warm.
// Rules come from netlify.toml (redirects, headers) and each function's own `config`, so the
// same files deploy to Netlify unchanged.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Cron } from 'croner';
import { FastURL, serve, type Server, type ServerRequest } from 'srvx';
import type { Context } from '@netlify/functions';
import { MAX_REQUEST_BODY_BYTES } from '~/server/http/limits';
import { json } from '~/server/http/response';
import { loadFunctions, routeByPath, type SiteFunction } from './functions';
import { headersFor, parseNetlifyRules, pickEncoding, redirectTarget } from './routing';
import { StaticSite, type StaticFile } from './static-files';

export interface SiteServerOptions {
  port: number;
  /** Interface to listen on; loopback unless HOST says otherwise. */
  host?: string;
  distDir: string;
  functionsDir: string;
  netlifyTomlPath: string;
  /** `npm run dev`: pages come from astro dev at this origin instead of dist/. */
  pagesOrigin?: string;
  /** Run scheduled functions on their schedule (default true). */
  schedules?: boolean;
  quiet?: boolean;
}

export interface SiteServer {
  url: string;
  functions: SiteFunction[];
  /** Runs a scheduled function now, as its schedule would, and waits for it. */
  runScheduled(name: string): Promise<void>;
  /** Background work started and not yet finished. */
  pendingBackgroundWork(): number;
  /** Stops accepting requests, lets in-flight requests and background work finish. */
  close(): Promise<void>;
}

const TOO_LARGE_MESSAGE = `The request is too large: the site accepts at most ${MAX_REQUEST_BODY_BYTES / 1024 / 1024} MB in one request.`;
/** What the server waits for in-flight background work on shutdown (Netlify allows 15 minutes). */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * How much of a refused body the server still reads, and for how long, before it answers. A
 * client that writes its whole body before reading (Node's http, undici, Python) would get a
 * broken pipe if the connection closed with its body unread; read to the end, it gets the 413.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

class BodyTooLarge extends Error {
  /** The unread rest of the body, to be read and thrown away; none when not worth waiting for. */
  constructor(readonly rest?: ReadableStreamDefaultReader<Uint8Array>) {
    super('The request body is over the limit.');
  }

  /** Reads the rest of the body up to the drain limits, so the answer reaches the client; past them, gives up. */
  async drain(): Promise<void> {
    const reader = this.rest;
    if (!reader) return;
    const timer = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN_MAX_MS);
    try {
      let budget = DRAIN_MAX_BYTES;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        budget -= value.byteLength;
        if (budget < 0) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing left to answer.
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The server's own answers look like a function's: `{ message }` with the API's headers. */
const jsonResponse = (status: number, message: string, headers: Record<string, string> = {}) => json({ message }, { status, headers });

/** The body as Netlify hands it to a function: buffered, at most 6 MB. */
async function readBody(req: Request): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD' || !req.body) return undefined;
  const declared = Number(req.headers.get('content-length'));
  if (declared > MAX_REQUEST_BODY_BYTES) throw new BodyTooLarge(declared <= MAX_REQUEST_BODY_BYTES + DRAIN_MAX_BYTES ? req.body.getReader() : undefined);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) throw new BodyTooLarge(reader);
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const isLoopback = (ip: string | undefined) => !!ip && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));

/** Over HTTPS (directly or behind a proxy that says so) a browser may be told to stay on HTTPS. */
const isHttps = (req: Request) => req.url.startsWith('https:') || req.headers.get('x-forwarded-proto') === 'https';

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const [rules, site, functions] = await Promise.all([
    readFile(options.netlifyTomlPath, 'utf8').then(parseNetlifyRules),
    options.pagesOrigin ? Promise.resolve(undefined) : StaticSite.load(options.distDir),
    loadFunctions(options.functionsDir),
  ]);
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  const notFoundPage = site?.lookup('/404.html');
  const background = new Set<Promise<unknown>>();
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${options.port}`;

  const track = (work: Promise<unknown>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
    return work;
  };

  const contextFor = (req: ServerRequest, params: Record<string, string>): Context =>
    ({
      params,
      ip: req.ip ?? '127.0.0.1',
      requestId: randomUUID(),
      get url() {
        return new URL(req.url);
      },
      geo: {},
      site: { id: 'local-site', name: 'careerpivot', url },
      deploy: { context: 'dev', id: 'local', published: false },
      account: { id: 'local' },
      server: { region: 'local' },
      waitUntil: (promise: Promise<unknown>) => void track(promise.catch((e) => console.error('[waitUntil]', e))),
      json: (input: unknown) => Response.json(input),
      log: console.log,
    }) as unknown as Context;

  async function invoke(fn: SiteFunction, req: ServerRequest, params: Record<string, string>): Promise<Response> {
    const body = await readBody(req);
    // A request without a body goes to the function as it came; one with a body is handed over
    // buffered, as Netlify does.
    const request = body === undefined ? req : new Request(req.url, { method: req.method, headers: req.headers, body, signal: req.signal });
    const context = contextFor(req, params);
    if (fn.background) {
      // Netlify answers 202 at once and runs the function afterwards.
      track(
        Promise.resolve()
          .then(() => fn.handler(request, context))
          .catch((error) => console.error(`[${fn.name}]`, error)),
      );
      return new Response(null, { status: 202 });
    }
    try {
      return (await fn.handler(request, context)) ?? new Response(null, { status: 204 });
    } catch (error) {
      console.error(`[${fn.name}] ${req.method} ${new URL(req.url).pathname}`, error);
      return jsonResponse(500, 'Something went wrong on our side. Please try again.');
    }
  }

  function staticResponse(req: Request, pathname: string, file: StaticFile, status = 200): Response {
    const headers = new Headers(ruleHeaders(req, pathname));
    headers.set('content-type', file.type);
    if (!headers.has('cache-control')) headers.set('cache-control', status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store');
    headers.set('etag', file.etag);
    headers.set('vary', 'Accept-Encoding');
    if (status === 200 && req.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(req.headers.get('accept-encoding'));
    const body = (encoding === 'br' && file.br) || (encoding === 'gzip' && file.gzip) || file.body;
    if (body !== file.body) headers.set('content-encoding', encoding!);
    headers.set('content-length', String(body.byteLength));
    return new Response(req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
  }

  /** netlify.toml's headers for a path; HSTS only where the browser reached us over HTTPS. */
  function ruleHeaders(req: Request, pathname: string): Record<string, string> {
    const values = headersFor(rules.headers, pathname);
    if (!isHttps(req)) {
      for (const name of Object.keys(values)) if (name.toLowerCase() === 'strict-transport-security') delete values[name];
    }
    return values;
  }

  function redirectResponse(req: Request, pathname: string, search: string, forcedOnly: boolean): Response | null {
    for (const rule of rules.redirects) {
      if (forcedOnly && !rule.force) continue;
      const target = redirectTarget(rule, pathname, search);
      if (target === null) continue;
      return new Response(null, { status: rule.status, headers: { ...ruleHeaders(req, pathname), location: target, 'cache-control': 'no-store' } });
    }
    return null;
  }

  async function proxyToPages(req: ServerRequest, pathname: string, search: string): Promise<Response> {
    const upstream = await fetch(`${options.pagesOrigin}${pathname}${search}`, {
      method: req.method,
      headers: req.headers,
      redirect: 'manual',
    });
    const headers = new Headers(upstream.headers);
    // fetch has already decoded the body.
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(upstream.body, { status: upstream.status, headers });
  }

  async function route(req: ServerRequest): Promise<Response> {
    const { pathname, search } = new FastURL(req.url);
    const routed = routeByPath(functions, pathname, req.method);
    if (routed) return invoke(routed.fn, req, routed.params);

    const direct = /^\/\.netlify\/functions\/([\w-]+)\/?$/.exec(pathname);
    if (direct) {
      const fn = byName.get(direct[1]!);
      // Scheduled functions are not reachable by URL on Netlify; locally a developer on this
      // machine may run one now, as `netlify functions:invoke` does.
      if (fn?.schedule && isLoopback(req.ip) && req.method === 'POST') {
        await runScheduled(fn.name);
        return jsonResponse(200, `Ran ${fn.name}.`);
      }
      if (fn && !fn.schedule && fn.paths.length === 0) return invoke(fn, req, {});
      return jsonResponse(404, 'Function not found.');
    }

    const forced = redirectResponse(req, pathname, search, true);
    if (forced) return forced;
    if (options.pagesOrigin) return redirectResponse(req, pathname, search, false) ?? proxyToPages(req, pathname, search);

    const file = req.method === 'GET' || req.method === 'HEAD' ? site!.lookup(pathname) : undefined;
    if (file) return staticResponse(req, pathname, file);
    const redirect = redirectResponse(req, pathname, search, false);
    if (redirect) return redirect;
    if (notFoundPage && (req.method === 'GET' || req.method === 'HEAD')) return staticResponse(req, pathname, notFoundPage, 404);
    return jsonResponse(404, 'Not found.');
  }

  const server: Server = serve({
    port: options.port,
    hostname: host,
    silent: true,
    // Shutdown is ours (close below), so the database closes after the last request.
    gracefulShutdown: false,
    async fetch(req) {
      try {
        return await route(req);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          await error.drain();
          return jsonResponse(413, TOO_LARGE_MESSAGE, { connection: 'close' });
        }
        console.error(`[server] ${req.method} ${req.url}`, error);
        return jsonResponse(500, 'Something went wrong on our side. Please try again.');
      }
    },
  });
  await server.ready();
  // Node closes an idle keep-alive socket after 5 s; a client that reuses it at that moment gets ECONNRESET
  // (seen in CI from Playwright's request context). Idle sockets stay longer than clients keep them.
  const nodeServer = server.node?.server;
  if (nodeServer && 'keepAliveTimeout' in nodeServer) {
    nodeServer.keepAliveTimeout = 65_000;
    nodeServer.headersTimeout = 66_000;
  }

  async function runScheduled(name: string): Promise<void> {
    const fn = byName.get(name);
    if (!fn?.schedule) throw new Error(`${name} is not a scheduled function.`);
    const request = new Request(`${url}/.netlify/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ next_run: jobs.get(name)?.nextRun()?.toISOString() ?? null }),
    });
    const context = contextFor(Object.assign(request, { ip: '127.0.0.1' }) as ServerRequest, {});
    await track(
      Promise.resolve()
        .then(() => fn.handler(request, context))
        .catch((error) => console.error(`[${name}] scheduled run failed:`, error)),
    );
  }

  const jobs = new Map<string, Cron>();
  if (options.schedules !== false) {
    for (const fn of functions) {
      if (!fn.schedule) continue;
      // protect: a run that outlasts its interval is not started twice (Netlify runs one at a time).
      jobs.set(fn.name, new Cron(fn.schedule, { timezone: 'UTC', protect: true, name: fn.name }, () => runScheduled(fn.name)));
    }
  }

  if (!options.quiet) {
    const paths = functions.reduce((n, fn) => n + fn.paths.length, 0);
    console.log(
      `[server] ${functions.length} functions (${paths} paths, ${jobs.size} scheduled), ${site ? `${site.size} files from dist/` : `pages from ${options.pagesOrigin}`}`,
    );
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    functions,
    runScheduled,
    pendingBackgroundWork: () => background.size,
    close() {
      closing ??= (async () => {
        for (const job of jobs.values()) job.stop();
        await server.close();
        const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
        await Promise.race([Promise.allSettled([...background]), grace]);
      })();
      return closing;
    },
  };
}
