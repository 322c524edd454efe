import { routeUrl, type RouteAnswer, type RouteInput, type RouteSpec } from './route';

/**
 * Browser-side fetch helpers: credentials always sent, JSON bodies, and non-OK answers turned
 * into errors whose message is "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What to tell the visitor: the server's own `{message}`, else the caller's wording. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * What to tell the visitor above a whole form: the server's message without the field path a 400
 * starts with ("roleTitle: The role can be at most 120 characters." → "The role can be …").
 */
export function apiFormErrorMessage(error: unknown, fallback: string): string {
  const message = apiErrorMessage(error, fallback);
  return fieldOfMessage(message)?.text ?? message;
}

/**
 * A 400 from our functions names the field first ("data.work.0.startDate: Use a date like …",
 * see readJson on the server): the field's path and the message, for showing it at the field.
 */
export function fieldOfMessage(message: string): { field: string; text: string } | null {
  const m = /^([A-Za-z$][\w$]*(?:\.[\w$]+)*): (.+)$/s.exec(message);
  return m ? { field: m[1]!, text: m[2]! } : null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  let serverMessage: string | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      serverMessage = body.message;
    }
  } catch {
    /* not JSON: the text itself is the detail */
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, serverMessage);
}

export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' }, ...init });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** A multipart upload (a file and a few fields); the browser sets the boundary. */
export function postForm<T>(path: string, form: FormData): Promise<T> {
  return getJson<T>(path, { method: 'POST', body: form });
}

export function postJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return sendJson<T>('POST', path, body, init);
}

export function putJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return sendJson<T>('PUT', path, body, init);
}

export function patchJson<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  return sendJson<T>('PATCH', path, body, init);
}

export function deleteJson<T>(path: string, init?: RequestInit): Promise<T> {
  return sendJson<T>('DELETE', path, undefined, init);
}

async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: unknown, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * A multipart upload that reports its progress (fetch cannot): `onProgress` gets 0…1 as the body
 * goes out. Errors are the same ApiErrors as getJson's; `signal` aborts it.
 */
export function postFormWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const res = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      throwIfNotOk(res)
        .then(() => resolve(JSON.parse(xhr.responseText) as T))
        .catch(reject);
    };
    // What fetch throws when the network fails or the call is aborted.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Calls a route (src/lib/route.ts) with its ids, query and body; the answer is typed by the route.
 * A body that is FormData goes as multipart, anything else as JSON. Errors are ApiErrors as above.
 */
export function call<S extends RouteSpec>(
  route: S,
  ...[input]: Record<never, never> extends RouteInput<S> ? [input?: RouteInput<S> & CallOptions] : [input: RouteInput<S> & CallOptions]
): Promise<RouteAnswer<S>> {
  const { params, query, body, signal } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } & CallOptions;
  const url = routeUrl(route, params, query);
  if (route.method === 'GET') return getJson<RouteAnswer<S>>(url, { signal });
  if (body instanceof FormData) return getJson<RouteAnswer<S>>(url, { method: route.method, body, signal });
  // A POST, PUT or PATCH is JSON even with nothing to say: `{}`, as the spec's calls send it.
  const json = body === undefined && route.method !== 'DELETE' ? {} : body;
  return sendJson<RouteAnswer<S>>(route.method as Exclude<RouteSpec['method'], 'GET'>, url, json, { signal });
}

export interface CallOptions {
  signal?: AbortSignal;
}
