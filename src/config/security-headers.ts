/**
 * The one definition of the site's security headers and Content-Security-Policy
 * (docs/decisions/0009). Read by:
 * - netlify.toml's `[[headers]]` block (written by `npm run headers:sync`; a unit test fails when
 *   the file and this module disagree), which the local server applies to pages as Netlify does;
 * - the build (src/integrations/csp-meta.ts), which gives every page a `<meta>` policy naming the
 *   hashes of that page's own inline scripts and styles, so no `unsafe-inline` is needed;
 * - every function response (src/server/http/response.ts).
 */
import { site } from './site';

type Directives = Record<string, string[]>;

/** Third-party origins, if any, allowed for the analytics beacon that loads after consent. */
const analyticsOrigins = /^https?:\/\//.test(site.analyticsScriptUrl) ? [new URL(site.analyticsScriptUrl).origin] : [];

/**
 * Every page's own policy, in its `<meta>`: the build adds each inline script's and style's hash
 * to script-src and style-src.
 */
export const PAGE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...analyticsOrigins],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // blob: plays back a practice answer just recorded, before the member chooses to keep it.
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", ...analyticsOrigins],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The header policy sent with every page and file. It holds what a `<meta>` policy cannot carry
 * (frame-ancestors) and what does not depend on the page; script-src and style-src stay in the
 * page's own policy, because a header would have to know each page's hashes. Both are enforced.
 */
export const HEADER_DIRECTIVES: Directives = {
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Function responses are data, never documents: nothing may load from them or frame them. */
export const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** A page's `<meta>` policy with the hashes (e.g. `sha256-…`) of its inline scripts and styles. */
export function pagePolicy(hashes: { scripts: string[]; styles: string[] }): string {
  const quoted = (list: string[]) => [...new Set(list)].sort().map((h) => `'${h}'`);
  return serializePolicy({
    ...PAGE_DIRECTIVES,
    'script-src': [...PAGE_DIRECTIVES['script-src']!, ...quoted(hashes.scripts)],
    'style-src': [...PAGE_DIRECTIVES['style-src']!, ...quoted(hashes.styles)],
  });
}

/** Sent only over HTTPS (browsers ignore it on plain http, and localhost must stay reachable). */
export const HSTS = { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' } as const;

const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Our own pages may ask for the camera and microphone (voice and video practice); no frame may.
  'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** netlify.toml `[[headers]] for = "/*"`: every page and static file. */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': serializePolicy(HEADER_DIRECTIVES),
  ...COMMON_HEADERS,
  [HSTS.name]: HSTS.value,
};

/** Every function response (HSTS added there when the request came over HTTPS). */
export const API_HEADERS: Record<string, string> = {
  'Content-Security-Policy': serializePolicy(API_DIRECTIVES),
  ...COMMON_HEADERS,
};
