import type { Context } from '@netlify/functions';
import { HSTS } from '~/config/security-headers';
import { HttpError } from './errors';
import { isSecureRequest } from './request';
import { json } from './response';
import { runtime } from '~/server/runtime';
import { recordEvent } from '~/server/audit/log';

/** A Netlify Function v2: the request and the platform's context (the caller's address, `clientAddress`). */
type Handler = (req: Request, context?: Context) => Promise<Response>;

/**
 * Server errors reach the admin's System Logs as where and what kind, with a reference to the
 * console's full entry; never the message itself, which may quote data or a connection string.
 */
async function logServerError(where: string, ref: string, error: unknown): Promise<void> {
  try {
    const rt = await runtime();
    const kind = error instanceof Error ? error.name : typeof error;
    await recordEvent(rt.db, { category: 'system', level: 'error', action: 'server.error', message: `500 on ${where} (${kind}, ref ${ref})`, at: rt.now() });
  } catch {
    // The database may be what failed: the console has the error.
  }
}

/**
 * Wraps a function: HttpErrors become `{ message }` with their status, a wrong method a 405,
 * anything else a logged 500 whose body never carries a stack or internal detail.
 */
export function handle(methods: Record<string, Handler>): Handler {
  const allow = Object.keys(methods).join(', ');
  return async (req, context) => {
    const res = await answer(req, context);
    // Over HTTPS the browser is told to stay on HTTPS (Netlify's CDN does not add it to functions).
    if (isSecureRequest(req) && !res.headers.has(HSTS.name)) res.headers.set(HSTS.name, HSTS.value);
    return res;
  };

  async function answer(req: Request, context: Context | undefined): Promise<Response> {
    const method = req.method === 'HEAD' && methods.GET ? 'GET' : req.method;
    const fn = methods[method];
    if (!fn) return json({ message: `Method ${req.method} is not allowed here.` }, { status: 405, headers: { allow } });
    try {
      return await fn(req, context);
    } catch (error) {
      if (error instanceof HttpError) return json({ message: error.message }, { status: error.status, headers: error.headers });
      const where = `${req.method} ${new URL(req.url).pathname}`;
      const ref = crypto.randomUUID().slice(0, 8);
      console.error(`[${where}] (ref ${ref})`, error);
      await logServerError(where, ref, error);
      return json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
    }
  }
}
