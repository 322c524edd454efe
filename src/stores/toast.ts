import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** Default display time (spec section 9). */
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
