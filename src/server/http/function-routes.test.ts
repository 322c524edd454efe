import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteSpec } from '~/lib/route';

// Netlify reads a function's `config.path` from the file's text without running it, so the path
// is written there as a literal (decision 0025). This holds each literal to the routes the file serves,
// and each route declared in src/lib to a function that serves it.
const FUNCTIONS = join(import.meta.dirname, '../../../netlify/functions');
const files = readdirSync(FUNCTIONS).filter((f) => f.endsWith('.mts'));
const served = import.meta.glob<{ default: { routes?: RouteSpec[] } }>('../../../netlify/functions/*.mts');
const contracts = import.meta.glob<Record<string, unknown>>(['../../lib/*.ts', '../../lib/admin/*.ts', '!../../lib/*.test.ts', '!../../lib/admin/*.test.ts']);

const isRoute = (v: unknown): v is RouteSpec => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'answer' in v;

function literalPath(file: string): string | null {
  const m = /export const config: Config = \{[^}]*\bpath: '([^']+)'/.exec(readFileSync(join(FUNCTIONS, file), 'utf8'));
  return m ? m[1]! : null;
}

describe('function files and their routes', () => {
  it('declares in config.path the one path its routes are on', async () => {
    const wrong: string[] = [];
    for (const file of files) {
      const { routes } = (await served[`../../../netlify/functions/${file}`]!()).default;
      if (!routes) continue;
      const path = literalPath(file);
      for (const route of routes) if (route.path !== path) wrong.push(`${file}: config.path ${path}, route ${route.method} ${route.path}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('puts every /api/admin/* function behind the one admin guard (the IP restriction and the role are checked there)', async () => {
    const unguarded: string[] = [];
    for (const file of files) {
      const path = literalPath(file);
      if (!path?.startsWith('/api/admin')) continue;
      const { routes } = (await served[`../../../netlify/functions/${file}`]!()).default;
      if (!routes?.length) unguarded.push(`${file}: not a typed route`);
      for (const route of routes ?? []) if (!('admin' in route.access)) unguarded.push(`${file}: ${route.method} ${route.path}`);
    }
    expect(unguarded).toEqual([]);
  }, 120_000);

  it('serves every route a feature declares, once', async () => {
    const servedBy = new Map<RouteSpec, string[]>();
    for (const file of files)
      for (const route of (await served[`../../../netlify/functions/${file}`]!()).default.routes ?? [])
        servedBy.set(route, [...(servedBy.get(route) ?? []), file]);
    const declared: string[] = [];
    const unserved: string[] = [];
    for (const [module, load] of Object.entries(contracts)) {
      for (const [name, value] of Object.entries(await load())) {
        const group = isRoute(value)
          ? { [name]: value }
          : typeof value === 'object' && value !== null && name.endsWith('Routes')
            ? (value as Record<string, unknown>)
            : {};
        for (const [key, route] of Object.entries(group)) {
          if (!isRoute(route)) continue;
          declared.push(key);
          if ((servedBy.get(route) ?? []).length !== 1)
            unserved.push(`${module}: ${name}.${key} (${route.method} ${route.path}) served by ${servedBy.get(route)?.join(', ') ?? 'no function'}`);
        }
      }
    }
    expect(declared.length).toBeGreaterThan(0);
    expect(unserved).toEqual([]);
  }, 120_000);
});
