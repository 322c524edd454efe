import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { matchRoute, type ParsedBody, type ParsedParams, type ParsedQuery, type RouteAnswer, type RouteSpec } from '~/lib/route';
import { requireAdmin, requireFeature, requirePlan, requireTool, requireUser } from '~/server/auth/guards';
import type { ResolvedSession } from '~/server/auth/sessions';
import { runtime, type Runtime } from '~/server/runtime';
import { notFound } from './errors';
import { handle } from './handler';
import { assertSameSite, readJson, readQuery } from './request';
import { json } from './response';
import { clientAddress } from './client-address';

/** What a route's handler is given: the request, the runtime, the caller's session and the checked input. */
export interface RouteContext<S extends RouteSpec> {
  req: Request;
  rt: Runtime;
  /** The caller's session, read from the database (null on a public route: read it with sessionOf where it matters). */
  session: S['access'] extends { public: true } ? null : ResolvedSession;
  user: S['access'] extends { public: true } ? null : ResolvedSession['user'];
  /** The caller's network address from the platform, never from a header (client-address.ts); null when unknown. */
  address: string | null;
  params: ParsedParams<S>;
  query: ParsedQuery<S>;
  body: ParsedBody<S>;
}

/**
 * A handler answers the route's type (sent as JSON with the route's status), or a Response of its
 * own for another status, cookies, a redirect or a file (`reply`, `json`, `download`).
 */
export type RouteHandler<S extends RouteSpec> = (ctx: RouteContext<S>) => Promise<RouteAnswer<S> | Response>;

export interface ImplementedRoute {
  readonly route: RouteSpec;
  run(req: Request, context?: Context): Promise<Response>;
}

/** A JSON answer of the route's type with another status or headers (201 on a creation, 200 when it was there already). */
export function reply<S extends RouteSpec>(_route: S, body: RouteAnswer<S>, init: ResponseInit & { cookies?: string[] } = {}): Response {
  return json(body, init);
}

/**
 * The checks every function made by hand, in the order they always ran: the same-site check on a
 * state change, the path's ids (a malformed id is a 404 with the schema's own text, before any
 * database work), the runtime, the route's feature switch, who may call, the query, then the body.
 */
export function implement<S extends RouteSpec>(route: S, handler: RouteHandler<S>): ImplementedRoute {
  return {
    route,
    async run(req, context) {
      if (route.method !== 'GET' && !route.crossSite) assertSameSite(req);
      const params = parseParams(route, req);
      const rt = await runtime();
      const address = clientAddress(context);
      const session = await authorize(route, req, rt, address);
      const query = route.query ? readQuery(req, route.query) : undefined;
      const body = route.body && route.body !== 'form' ? await readJson(req, route.body, route.maxBytes) : undefined;
      const answer = await handler({ req, rt, session, user: session?.user ?? null, address, params, query, body } as RouteContext<S>);
      return answer instanceof Response ? answer : json(answer, { status: route.status ?? 200 });
    },
  };
}

/**
 * A function file's default export: its routes, one per method, all on the one path the file's
 * literal `config.path` names (Netlify reads that literal without running the file; a test holds
 * the two together).
 */
export function serve(...implemented: ImplementedRoute[]): ((req: Request, context?: Context) => Promise<Response>) & { routes: RouteSpec[] } {
  const path = implemented[0]?.route.path;
  const methods: Record<string, ImplementedRoute['run']> = {};
  for (const { route, run } of implemented) {
    if (route.path !== path) throw new Error(`One function serves one path: ${route.path} is not ${path}.`);
    if (methods[route.method]) throw new Error(`${route.method} ${path} is served twice.`);
    methods[route.method] = run;
  }
  return Object.assign(handle(methods), { routes: implemented.map((i) => i.route) });
}

function parseParams<S extends RouteSpec>(route: S, req: Request): ParsedParams<S> {
  const raw = matchRoute(route.path, new URL(req.url).pathname);
  if (!raw) throw notFound();
  if (!route.params) return raw as ParsedParams<S>;
  const parsed = (route.params as z.ZodType).safeParse(raw);
  if (!parsed.success) throw notFound(parsed.error.issues[0]?.message);
  return parsed.data as ParsedParams<S>;
}

async function authorize(route: RouteSpec, req: Request, rt: Runtime, address: string | null): Promise<ResolvedSession | null> {
  if (route.feature) await requireFeature(rt, route.feature);
  const access = route.access;
  if ('tool' in access) return requireTool(req, rt, access.tool);
  if ('plan' in access) return requirePlan(req, rt, access.plan);
  if ('admin' in access) return requireAdmin(req, rt, address);
  if ('member' in access) return requireUser(req, rt);
  return null;
}
