import type { Context } from '@netlify/functions';
import { normaliseIp } from '~/lib/ip-address';

/**
 * The caller's network address as the platform reports it, never as a request header claims it
 * (decision 0027). A Netlify Function v2 is handed `context.ip`:
 *
 * - on Netlify, the runtime fills it from `x-nf-client-connection-ip`, the header Netlify's edge
 *   writes itself (replacing any a client sent);
 * - under `npm start` (src/cli/serve/site-server.ts) it is the TCP socket's remote address;
 * - under `npm run dev:netlify` netlify-cli sets it from its own socket too.
 *
 * So the code reads no header at all: `x-forwarded-for` or a `x-nf-client-connection-ip` sent to
 * the local server changes nothing. Null when there is no context (a call from code, not the
 * network) or it is not an address: an unknown caller is never inside an allow list.
 */
export function clientAddress(context: Pick<Context, 'ip'> | undefined): string | null {
  return normaliseIp(context?.ip);
}
