import { API_HEADERS, HSTS, PAGE_HEADERS } from '~/config/security-headers';

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

/**
 * A private media file (a practice recording) for an <audio> or <video> element, which seeks by
 * asking for byte ranges: one `bytes=` range gets a 206 with that slice, a range past the end a
 * 416, and no range (or several) the whole file.
 */
export function media(req: Request, bytes: Uint8Array, contentType: string): Response {
  const headers = baseHeaders({ 'content-type': contentType, 'accept-ranges': 'bytes', 'content-disposition': 'inline' });
  const size = bytes.byteLength;
  const range = byteRange(req.headers.get('range'), size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, size - 1];
  const body = range ? bytes.subarray(start, end + 1) : bytes;
  headers.set('content-length', String(body.byteLength));
  if (range) headers.set('content-range', `bytes ${start}-${end}/${size}`);
  return new Response(req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: range ? 206 : 200, headers });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range as [first, last]; null when there is none to honour. */
export function byteRange(header: string | null, size: number): [number, number] | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}
