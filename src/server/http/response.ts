const NO_STORE = { 'cache-control': 'no-store' };

/** JSON answer; API answers are never cached (they depend on the session). */
export function json(data: unknown, init: ResponseInit & { cookies?: string[] } = {}): Response {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(NO_STORE)) if (!headers.has(k)) headers.set(k, v);
  headers.set('content-type', 'application/json; charset=utf-8');
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(data), { status: init.status ?? 200, headers });
}

export function redirect(location: string, init: { status?: number; cookies?: string[] } = {}): Response {
  const headers = new Headers({ location, ...NO_STORE });
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(null, { status: init.status ?? 302, headers });
}
