import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { StaticSite } from './static-files';

let site: StaticSite;
const css = `.card { padding: 1rem; }\n`.repeat(60);

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'static-site-'));
  await mkdir(join(dir, '_astro'));
  await mkdir(join(dir, 'about'));
  await writeFile(join(dir, '_astro/site.1a2b.css'), css);
  await writeFile(join(dir, 'about/index.html'), '<!doctype html><title>About</title>');
  await writeFile(join(dir, 'terms.html'), '<!doctype html><title>Terms</title>');
  await writeFile(join(dir, 'logo.png'), Buffer.alloc(2048, 7));
  site = await StaticSite.load(dir);
});

describe('the built site in memory', () => {
  it('keeps brotli and gzip forms of text files that decode to the original', () => {
    const file = site.lookup('/_astro/site.1a2b.css')!;
    expect(file.type).toBe('text/css; charset=utf-8');
    expect(file.br!.length).toBeLessThan(file.body.length / 4);
    expect(brotliDecompressSync(file.br!).toString()).toBe(css);
    expect(gunzipSync(file.gzip!).toString()).toBe(css);
  });

  it('does not compress images', () => {
    const file = site.lookup('/logo.png')!;
    expect(file.type).toBe('image/png');
    expect(file.br).toBeUndefined();
  });

  it('resolves pretty URLs as Netlify does, and nothing outside the folder', () => {
    expect(site.lookup('/about')?.path).toBe('/about/index.html');
    expect(site.lookup('/about/')?.path).toBe('/about/index.html');
    expect(site.lookup('/terms')?.path).toBe('/terms.html');
    expect(site.lookup('/../etc/passwd')).toBeUndefined();
    expect(site.lookup('/%2e%2e/etc/passwd')).toBeUndefined();
    expect(site.lookup('/missing')).toBeUndefined();
  });
});
