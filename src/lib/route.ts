// A route is one endpoint's whole contract, declared once in its feature's file in src/lib: method,
// path, who may call it, the zod schemas of its path ids, query and body, and the type of its answer.
// The function serves it (src/server/http/route.ts: `implement`), the island calls it
// (src/lib/api.ts: `call`), and browser tests fake it (tests/e2e/mock-route.ts: `mockRoute`), so
// the three can no longer disagree on a path or a payload. Decision 0025.
import type { z } from 'zod';
import type { MemberToolKey, PlanKey } from './catalogue';
import type { FeatureKey } from './features';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: a member room's users (its plan and feature flag, from MEMBER_TOOLS), the members of
 * a plan, any signed-in member, staff, or anyone. The server reads identity and plan from the
 * database on every call; this only says which rule applies.
 */
export type RouteAccess = { tool: MemberToolKey } | { plan: PlanKey } | { member: true } | { admin: true } | { public: true };

declare const ANSWER: unique symbol;

/** The type of a route's answer, carried by the type system only (nothing is checked at run time). */
export interface Answer<T> {
  readonly [ANSWER]?: T;
}

/** `answer: answer<PlanView>()`: what the route answers. */
export function answer<T>(): Answer<T> {
  return {};
}

/**
 * `answer: file()`: a download (an export, a calendar file, a recording), which the page links to
 * with `routeUrl` and never calls; its handler returns the Response itself.
 */
export function file(): Answer<never> {
  return {};
}

/** `body: form`: a multipart upload (FormData), read by the function itself. */
export const form = 'form';

export interface RouteSpec {
  readonly method: RouteMethod;
  readonly path: `/api/${string}`;
  readonly access: RouteAccess;
  /** A System-tab switch outside the member rooms (a room's own flag is in MEMBER_TOOLS): 404 for everyone while it is off, before sign-in. */
  readonly feature?: FeatureKey;
  /** The path's `:names`, checked; an id that fails is a 404 with the schema's own message. */
  readonly params?: z.ZodType<Record<string, unknown>, Record<string, string>>;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | typeof form;
  /** Raises the JSON body's 64 KB cap for payloads known to be larger (a whole resume). */
  readonly maxBytes?: number;
  readonly answer: Answer<unknown>;
  /** The status of a normal answer: 201 for a creation. */
  readonly status?: number;
  /** A state change that other sites may call (Stripe's webhook): no same-site check. */
  readonly crossSite?: true;
}

/**
 * Declares a route. In the browser build the schemas are taken out of the call
 * (src/integrations/schemas-stay-off-the-browser.ts), so an island that calls a route ships no zod;
 * the server validates.
 */
export function defineRoute<const S extends RouteSpec>(spec: S): S {
  return spec;
}

/** `{ id: string, stepId: string }` from '/api/planner/:id/steps/:stepId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type RouteParams<S extends RouteSpec> = Simplify<PathParams<S['path']>>;
export type RouteQuery<S extends RouteSpec> = S['query'] extends z.ZodType ? z.input<S['query']> : never;
export type RouteBody<S extends RouteSpec> = S['body'] extends typeof form ? FormData : S['body'] extends z.ZodType ? z.input<S['body']> : never;
export type RouteAnswer<S extends RouteSpec> = S['answer'] extends Answer<infer T> ? T : never;

/** What the server's handler receives, checked. */
export type ParsedParams<S extends RouteSpec> = S['params'] extends z.ZodType ? z.output<S['params']> : RouteParams<S>;
export type ParsedQuery<S extends RouteSpec> = S['query'] extends z.ZodType ? z.output<S['query']> : undefined;
export type ParsedBody<S extends RouteSpec> = S['body'] extends typeof form ? undefined : S['body'] extends z.ZodType ? z.output<S['body']> : undefined;

type Field<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : keyof T extends never
    ? { [P in K]?: T }
    : Record<never, never> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a caller passes: the path's ids, the query and the body, each required where the route has one. */
export type RouteInput<S extends RouteSpec> = Simplify<Field<'params', RouteParams<S>> & Field<'query', RouteQuery<S>> & Field<'body', RouteBody<S>>>;

/** The address of a route with its ids and query filled in. */
export function routeUrl(route: Pick<RouteSpec, 'path'>, params: Record<string, string | number> = {}, query?: Record<string, unknown>): string {
  const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${route.path} needs :${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The `:names` of a path matched against an address's path, decoded; null when it does not match. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        return null;
      }
    } else if (part !== got[i]) return null;
  }
  return params;
}
