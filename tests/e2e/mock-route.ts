import type { Page, Request } from '@playwright/test';
import { matchRoute, type RouteAnswer, type RouteSpec } from '~/lib/route';

/** An error answer the island must handle: `{ message }` with its status, as the functions send one. */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/** `mockRoute(page, route, refused(503, 'Database offline'))`. */
export const refused = (status: number, message: string) => new Refusal(status, message);

/** A faked answer: the route's own type, or a refusal. */
export type MockAnswer<S extends RouteSpec> = RouteAnswer<S> | Refusal;

/**
 * Answers a route (src/lib/route.ts) in the browser with `answer` (typed by the route), or with
 * what `answer(request, params)` returns; other methods and paths go on to the server. Returns the
 * requests it answered, for assertions on what the island sent.
 */
export async function mockRoute<S extends RouteSpec>(
  page: Page,
  route: S,
  answer: MockAnswer<S> | ((request: Request, params: Record<string, string>) => MockAnswer<S> | Promise<MockAnswer<S>>),
): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(
    (url) => matchRoute(route.path, url.pathname) !== null,
    async (fake, request) => {
      const params = matchRoute(route.path, new URL(request.url()).pathname);
      if (request.method() !== route.method || !params) return fake.fallback();
      seen.push(request);
      const value =
        typeof answer === 'function' ? await (answer as (r: Request, p: Record<string, string>) => Promise<MockAnswer<S>>)(request, params) : answer;
      await fake.fulfill(
        value instanceof Refusal
          ? { status: value.status, contentType: 'application/json', body: JSON.stringify({ message: value.message }) }
          : { status: route.status ?? 200, contentType: 'application/json', body: JSON.stringify(value) },
      );
    },
  );
  return seen;
}
