import { API_HEADERS, HSTS, PAGE_HEADERS } from '../../config/security-headers';

const NO_STORE = { 'cache-control': 'no-store' };

/** Headers every function answer carries: never cached, and the API's security headers. */
function baseHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const [k, v] of Object.entries({ ...NO_STORE, ...API_HEADERS })) if (!headers.has(k)) headers.set(k, v);
  return headers;
}

/** JSON answer; API answers are never cached (they depend on the session). */
export function json(data: unknown, init: ResponseInit & { cookies?: string[] } = {}): Response {
  const headers = baseHeaders(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(data), { status: init.status ?? 200, headers });
}

export function redirect(location: string, init: { status?: number; cookies?: string[] } = {}): Response {
  const headers = baseHeaders({ location });
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(null, { status: init.status ?? 302, headers });
}

/** A file to download: streamed as it is produced (CSV exports) or whole (documents). */
export function download(body: ReadableStream<Uint8Array> | Uint8Array, { contentType, fileName }: { contentType: string; fileName: string }): Response {
  const headers = baseHeaders({ 'content-type': contentType, 'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"` });
  if (body instanceof Uint8Array) headers.set('content-length', String(body.byteLength));
  return new Response(body as BodyInit, { status: 200, headers });
}

/**
 * A page rendered by a function: the security headers every page gets (netlify.toml's, which do
 * not apply to function responses), not the API's `default-src 'none'`; the page's own
 * Content-Security-Policy is the `<meta>` the build wrote into it. HSTS is added by `handle` over HTTPS.
 */
export function html(body: string, init: { status?: number; cacheControl?: string } = {}): Response {
  const headers = new Headers();
  for (const [k, v] of Object.entries(PAGE_HEADERS)) if (k !== HSTS.name) headers.set(k, v);
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', init.cacheControl ?? 'no-store');
  return new Response(body, { status: init.status ?? 200, headers });
}
