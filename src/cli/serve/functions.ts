// Netlify Functions (v2) loaded into this process, unchanged: each file's default export is the
// handler and its `config` says where it answers (path, method) or when it runs (schedule).
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { compilePath, type PathPattern } from './routing';

export type FunctionHandler = (req: Request, context: Context) => Promise<Response | void> | Response | void;

export interface SiteFunction {
  name: string;
  handler: FunctionHandler;
  /** Custom paths from `config.path`; without any, Netlify serves it at /.netlify/functions/NAME. */
  paths: PathPattern[];
  methods?: string[];
  schedule?: string;
  /** A `-background` function: answered 202 at once and run afterwards (up to 15 minutes on Netlify). */
  background: boolean;
}

const FUNCTION_FILE = /^(?!.*\.test\.)[\w-]+\.(mts|ts|mjs|js|cts|cjs)$/;

export async function loadFunctions(dir: string): Promise<SiteFunction[]> {
  const files = (await readdir(dir)).filter((f) => FUNCTION_FILE.test(f)).sort();
  const loaded: SiteFunction[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: unknown; config?: Config };
    if (typeof mod.default !== 'function') throw new Error(`netlify/functions/${file} has no default export handler.`);
    const name = basename(file).replace(/\.[^.]+$/, '');
    const config = mod.config ?? {};
    const paths = config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path];
    const methods = config.method === undefined ? undefined : (Array.isArray(config.method) ? config.method : [config.method]).map((m) => m.toUpperCase());
    loaded.push({
      name,
      handler: mod.default as FunctionHandler,
      paths: paths.map(compilePath),
      methods,
      schedule: config.schedule,
      background: name.endsWith('-background'),
    });
  }
  return loaded;
}

/** The function a request goes to by its custom path, with the path's parameters. */
export function routeByPath(functions: SiteFunction[], pathname: string, method: string) {
  for (const fn of functions) {
    if (fn.methods && !fn.methods.includes(method) && !(method === 'HEAD' && fn.methods.includes('GET'))) continue;
    for (const pattern of fn.paths) {
      const params = pattern.match(pathname);
      if (params) return { fn, params };
    }
  }
  return null;
}
