// Path patterns and the rules of netlify.toml, read the way Netlify reads them, so the local
// server and production answer the same URLs the same way. Pure: no files, no sockets.
import { parse as parseToml } from 'smol-toml';

export interface PathPattern {
  source: string;
  match(pathname: string): Record<string, string> | null;
}

/**
 * A function's `config.path` or a redirect's `from`: literal segments, `:name` segments and a
 * trailing `*` (kept as `splat`). Anything fancier in a function path fails loudly at start-up
 * instead of silently never matching.
 */
export function compilePath(source: string): PathPattern {
  if (!source.startsWith('/')) throw new Error(`Path "${source}" must start with "/".`);
  if (/[{}()?+]/.test(source)) throw new Error(`Path "${source}" uses pattern syntax the local server does not support.`);
  const segments = source.replace(/\/+$/, '').split('/').slice(1);
  const names: string[] = [];
  let regex = '';
  segments.forEach((segment, i) => {
    if (segment === '*' && i === segments.length - 1) {
      names.push('splat');
      regex += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      regex += '/([^/]+)';
    } else {
      regex += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  });
  const re = new RegExp(`^${regex}/?$`, 'i');
  return {
    source,
    match(pathname) {
      const m = re.exec(pathname);
      if (!m) return null;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        const raw = m[i + 1] ?? '';
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return params;
    },
  };
}

/** A `[[headers]]` `for` glob: `*` matches any run of characters, slashes included. */
export function compileGlob(source: string): (pathname: string) => boolean {
  const re = new RegExp(
    `^${source
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return (pathname) => re.test(pathname);
}

export interface RedirectRule {
  from: PathPattern;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  matches: (pathname: string) => boolean;
  values: Record<string, string>;
}

export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** The redirects and headers of a netlify.toml text. */
export function parseNetlifyRules(tomlText: string): NetlifyRules {
  const config = parseToml(tomlText) as {
    redirects?: { from: string; to: string; status?: number; force?: boolean }[];
    headers?: { for: string; values: Record<string, string | string[]> }[];
  };
  return {
    redirects: (config.redirects ?? []).map((r) => ({
      from: compilePath(r.from),
      to: r.to,
      status: r.status ?? 301,
      force: r.force ?? false,
    })),
    headers: (config.headers ?? []).map((h) => ({
      matches: compileGlob(h.for),
      values: Object.fromEntries(Object.entries(h.values).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)])),
    })),
  };
}

/** Where a redirect rule sends a path, with `:name` and `:splat` filled in, or null. */
export function redirectTarget(rule: RedirectRule, pathname: string, search: string): string | null {
  const params = rule.from.match(pathname);
  if (!params) return null;
  const to = rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => (name in params ? params[name]! : whole));
  // Netlify keeps the query string unless the target names its own.
  return to.includes('?') || !search ? to : to + search;
}

/** Every header rule matching the path, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (rule.matches(pathname)) Object.assign(out, rule.values);
  return out;
}

/** Preferred encoding for a response, from the request's Accept-Encoding: br, then gzip. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}
