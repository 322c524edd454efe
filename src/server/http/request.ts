import type { z } from 'zod';
import { HttpError, badRequest, forbidden } from './errors';

const MAX_JSON_BYTES = 64 * 1024;

/** The site's own origin as the browser sees it (Netlify forwards the public host). */
export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const host = req.headers.get('x-forwarded-host') ?? url.host;
  const proto = req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function isSecureRequest(req: Request): boolean {
  return requestOrigin(req).startsWith('https://');
}

/**
 * State-changing calls must come from our own pages: a browser says so with Sec-Fetch-Site
 * and Origin. Calls with neither (curl, server-to-server) carry no cookies from a victim's browser.
 */
export function assertSameSite(req: Request): void {
  const site = req.headers.get('sec-fetch-site');
  if (site === 'cross-site') throw forbidden('Cross-site requests are not allowed.');
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site requests are not allowed.');
    }
    if (host !== new URL(requestOrigin(req)).host) throw forbidden('Cross-site requests are not allowed.');
  } else if (origin === 'null') {
    throw forbidden('Cross-site requests are not allowed.');
  }
}

/** A JSON body checked against its schema; anything else is a 4xx with a message. `maxBytes` raises the 64 KB cap for payloads known to be larger. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, maxBytes = MAX_JSON_BYTES): Promise<z.infer<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  const text = await req.text();
  if (new TextEncoder().encode(text).length > maxBytes) {
    throw new HttpError(413, `The request body is too large: at most ${Math.round(maxBytes / 1024)} KB.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  return checked(schema, body);
}

/** The query string checked against its schema (repeated keys: the last one wins). */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  return checked(schema, Object.fromEntries(new URL(req.url).searchParams));
}

/** A multipart upload's text fields checked against their schema, with the same 400 as a JSON body. */
export function readFields<S extends z.ZodType>(fields: Record<string, string>, schema: S): z.infer<S> {
  return checked(schema, fields);
}

/** A 400 naming the first field that is wrong ("plan: Invalid option…"). */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw badRequest(field ? `${field}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

// One rule for every `next` target, shared with the islands: see src/lib/safe-next.ts.
export { safeNextPath } from '~/lib/safe-next';
