// The built site (dist/) held in memory with its brotli and gzip forms made once at start-up, so
// a page costs no disk read and no compression per request (a CDN's job in production).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 512;

export interface StaticFile {
  /** Path under the site root, with a leading slash. */
  path: string;
  type: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const compressible = (type: string) => /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg)/.test(type);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export class StaticSite {
  private constructor(private readonly files: Map<string, StaticFile>) {}

  static async load(dir: string): Promise<StaticSite> {
    const files = new Map<string, StaticFile>();
    const pending: Promise<void>[] = [];
    for await (const full of walk(dir)) {
      const path = '/' + relative(dir, full).split(sep).join('/');
      pending.push(
        (async () => {
          const body = await readFile(full);
          const type = TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream';
          const file: StaticFile = { path, type, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
          if (compressible(type) && body.length >= MIN_COMPRESS_BYTES) {
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < body.length) file.br = br;
            if (gzipped.length < body.length) file.gzip = gzipped;
          }
          files.set(path, file);
        })(),
      );
    }
    await Promise.all(pending);
    return new StaticSite(files);
  }

  /** The file a URL path names, the way Netlify resolves pretty URLs: exact, then /index.html, then .html. */
  lookup(pathname: string): StaticFile | undefined {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (path.includes('\0') || path.split('/').some((s) => s === '..')) return undefined;
    const base = path.replace(/\/+$/, '');
    return this.files.get(path) ?? this.files.get(`${base}/index.html`) ?? this.files.get(`${base}.html`);
  }

  get size(): number {
    return this.files.size;
  }
}
