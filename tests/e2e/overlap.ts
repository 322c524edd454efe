import type { Page } from '@playwright/test';

/**
 * What a member trips on when something floats: every visible fixed element, checked against every
 * link, button and field, at each scroll position down the page (used by layout.spec and the tour).
 * Answers "control under fixed element" for each one covered.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const fixed = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && shown(el) && !el.closest('[role="dialog"]'),
    );
    const controls = [...document.querySelectorAll('a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="button"], [role="tab"]')];
    const room = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.max(1, Math.round(window.innerHeight * 0.75));
    const stops = [0];
    for (let y = step; y < room; y += step) stops.push(y);
    if (room > 0) stops.push(room);
    const found = new Set<string>();
    for (const y of stops) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const f of fixed) {
        const fb = f.getBoundingClientRect();
        for (const c of controls) {
          if (f.contains(c) || c.contains(f) || !shown(c)) continue;
          const cb = c.getBoundingClientRect();
          const w = Math.min(fb.right, cb.right) - Math.max(fb.left, cb.left);
          const h = Math.min(fb.bottom, cb.bottom) - Math.max(fb.top, cb.top);
          if (w > 1 && h > 1) found.add(`${describe(c)} under ${describe(f)}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  });
}
