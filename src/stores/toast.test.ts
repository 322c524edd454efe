import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** sessionStorage survives navigation; each page load gets fresh modules. */
const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function loadPage() {
  vi.resetModules();
  return import('./toast');
}

describe('a toast shown right before navigating', () => {
  it("appears on the next page even when this page's Toaster hydrates after it was stored", async () => {
    const admin = await loadPage();
    admin.showToastAfterNavigation({ title: 'Access Denied', description: 'No entry', variant: 'destructive' });
    admin.showPendingToast(); // the leaving page's late Toaster must not take it
    const home = await loadPage();
    home.showPendingToast();
    expect(home.$toast.get()).toMatchObject({ title: 'Access Denied', description: 'No entry', variant: 'destructive' });
  });

  it('appears once: the page after that does not show it again', async () => {
    (await loadPage()).showToastAfterNavigation({ title: 'Saved' });
    (await loadPage()).showPendingToast();
    const later = await loadPage();
    later.showPendingToast();
    expect(later.$toast.get()).toBeNull();
  });

  it('drops an unreadable stored toast', async () => {
    storage.set('pendingToast', '{broken');
    const page = await loadPage();
    page.showPendingToast();
    expect(page.$toast.get()).toBeNull();
    expect(storage.has('pendingToast')).toBe(false);
  });
});
