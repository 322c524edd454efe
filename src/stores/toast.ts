import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** How long a toast shows unless dismissed. */
export const TOAST_DURATION_MS = 5000;

/** Only one toast is visible at a time: a new one replaces the current one. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(toast: { title: string; description?: string; variant?: ToastVariant }): void {
  clearTimeout(timer);
  const id = nextId++;
  $toast.set({ id, title: toast.title, description: toast.description, variant: toast.variant ?? 'default' });
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}

/** A toast waiting for the next page, when the current one navigates right after showing it. */
const PENDING_TOAST_KEY = 'pendingToast';
/**
 * This page load. The Toaster hydrates when the browser is idle, which can be after this page
 * stored a toast for the next one and before it has left: it must leave that toast alone.
 */
const THIS_PAGE = `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function showToastAfterNavigation(toast: { title: string; description?: string; variant?: ToastVariant }): void {
  showToast(toast);
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ ...toast, from: THIS_PAGE }));
  } catch {
    /* storage blocked: the toast shows on this page only */
  }
}

/** Called once by the Toaster when a page loads. */
export function showPendingToast(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  let t: { title?: unknown; description?: unknown; variant?: unknown; from?: unknown } | null = null;
  try {
    t = JSON.parse(raw);
  } catch {
    /* unreadable: dropped below */
  }
  if (t?.from === THIS_PAGE) return; // stored here for the next page
  try {
    sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    /* nothing to do */
  }
  if (!t || typeof t.title !== 'string') return;
  showToast({
    title: t.title,
    description: typeof t.description === 'string' ? t.description : undefined,
    variant: t.variant === 'destructive' ? 'destructive' : 'default',
  });
}
