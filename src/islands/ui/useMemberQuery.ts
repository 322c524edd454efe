import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useGate } from '~/islands/member/MemberGate';
import { ApiError, apiErrorMessage, getJson } from '~/lib/api';
import { routeUrl, type RouteAnswer, type RouteInput, type RouteSpec } from '~/lib/route';

export interface MemberQuery<T> {
  /** The answer, once loaded (kept while reloading, and replaced by `setData` after a change). */
  data: T | undefined;
  /** What to tell the member when it failed (not for 401/403: the room's gate shows those). */
  error: string | null;
  /** The server answered 404: the thing asked for is not (or no longer) the member's. */
  missing: boolean;
  loading: boolean;
  reload(): void;
  /** The answer of a change that returns the new state (a saved plan, a moved job). */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * A member room's GET, typed by its route: loading, the server's error text (or `failure`), 404
 * as `missing`, and 401/403 handed to the room's MemberGate (sign in, or the upgrade card).
 * Reloads when the address (ids and query) changes; an answer that arrives after a newer request
 * is dropped.
 */
export function useMemberQuery<S extends RouteSpec & { method: 'GET' }>(route: S, input: RouteInput<S> | null, failure: string): MemberQuery<RouteAnswer<S>> {
  const gate = useGate();
  const [data, setData] = useState<RouteAnswer<S> | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [loading, setLoading] = useState(input !== null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const shown = useRef<string | null>(null);
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  // null: not yet (an id still to be picked); the address is the identity of the request.
  const url = input ? routeUrl(route, params, query) : null;

  useEffect(() => {
    if (url === null) return;
    const request = ++latest.current;
    const controller = new AbortController();
    // Another thing asked for (another plan, another thread): never show the last one's answer meanwhile.
    if (shown.current !== url) setData(undefined);
    setLoading(true);
    setError(null);
    setMissing(false);
    getJson<RouteAnswer<S>>(url, { signal: controller.signal }).then(
      (answer) => {
        if (request !== latest.current) return;
        shown.current = url;
        setData(answer);
        setLoading(false);
      },
      (e: unknown) => {
        if (request !== latest.current || controller.signal.aborted) return;
        setLoading(false);
        if (gate.denied(e)) return;
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        setError(apiErrorMessage(e, failure));
      },
    );
    return () => controller.abort();
    // The request is known by its address; `failure` and the gate do not start a new one.
  }, [url, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, missing, loading, reload, setData };
}
