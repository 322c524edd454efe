import { atom, onMount } from 'nanostores';
import { authRoutes } from '~/lib/auth';
import type { CurrentUser } from '~/lib/access';
import { hasSignedInHint } from '~/lib/signed-in-hint';

export type AuthState = { status: 'loading'; user: null } | { status: 'ready'; user: CurrentUser | null };

/** Loaded once per page on first use; no retry */
export const $auth = atom<AuthState>({ status: 'loading', user: null });

onMount($auth, () => {
  if ($auth.get().status === 'loading') void loadCurrentUser();
});

function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return ''; // cookies blocked: nobody can be signed in on this page anyway
  }
}

export async function loadCurrentUser(): Promise<void> {
  // No hint, no session: a visitor who never signed in (or signed out) is known to be signed
  // out without a call, so the page neither waits nor logs the 401 the browser would print.
  if (!hasSignedInHint(readCookies())) {
    $auth.set({ status: 'ready', user: null });
    return;
  }
  try {
    const res = await fetch(authRoutes.user.path, { credentials: 'include', headers: { accept: 'application/json' } });
    // Read the body either way: an unread body keeps the request open in the browser.
    const body: unknown = await res.json().catch(() => null);
    const user = res.ok ? (body as CurrentUser | null) : null;
    $auth.set({ status: 'ready', user: user && typeof user === 'object' && 'email' in user ? user : null });
  } catch {
    $auth.set({ status: 'ready', user: null });
  }
}
