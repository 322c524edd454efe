import { atom, onMount } from 'nanostores';
import type { CurrentUser } from '../lib/access';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'ready'; user: CurrentUser | null };

/** Loaded once per page on first use; no retry (spec section 7). */
export const $auth = atom<AuthState>({ status: 'loading', user: null });

onMount($auth, () => {
  if ($auth.get().status === 'loading') void loadCurrentUser();
});

export async function loadCurrentUser(): Promise<void> {
  try {
    const res = await fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } });
    const user = res.ok ? ((await res.json()) as CurrentUser) : null;
    $auth.set({ status: 'ready', user: user && typeof user === 'object' && 'email' in user ? user : null });
  } catch {
    $auth.set({ status: 'ready', user: null });
  }
}
