import type { Page, Request } from '@playwright/test';
import { matchRoute, type RouteAnswer, type RouteSpec } from '../../src/lib/route';

/** A faked answer: the route's own type, or an error the island must handle. */
export type MockAnswer<S extends RouteSpec> = RouteAnswer<S> | { status: number; body: { message: string } };

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
  const matches = (url: URL) => matchRoute(route.path, url.pathname);
  await page.route(
    (url) => matches(url) !== null,
    async (fake, request) => {
      const params = matches(new URL(request.url()));
      if (request.method() !== route.method || !params) return fake.fallback();
      seen.push(request);
      const value =
        typeof answer === 'function' ? await (answer as (r: Request, p: Record<string, string>) => Promise<MockAnswer<S>>)(request, params) : answer;
      const failure = isFailure(value) ? value : null;
      await fake.fulfill({
        status: failure ? failure.status : (route.status ?? 200),
        contentType: 'application/json',
        body: JSON.stringify(failure ? failure.body : value),
      });
    },
  );
  return seen;
}

function isFailure(value: unknown): value is { status: number; body: { message: string } } {
  return (
    typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number' && 'body' in value && Object.keys(value).length === 2
  );
}
