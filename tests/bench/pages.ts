#!/usr/bin/env node
// `npm run bench:pages`: for each public route, the HTML, CSS and JS bytes (gzip) it loads,
// render-blocking scripts, and LCP and CLS measured in Chromium against the served site.
// Targets (issue 2): no render-blocking script; content pages ≤ 90 KB gzip JS; CSS ≤ 25 KB gzip; CLS 0.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startLocalStack } from '../../src/cli/local-stack';

declare global {
  interface Window {
    __cls: number;
    __lcp: number;
  }
}
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

const ROUTES = ['/', '/toolkits', '/faq', '/about', '/privacy', '/terms', '/legal', '/resources', '/subscribe', '/checkout', '/subscription-success', '/pivotmatch', '/refer', '/contact', '/admin'];
const CONTENT_PAGES = new Set(['/', '/toolkits', '/faq', '/about', '/privacy', '/terms', '/legal']);
const KB = (n: number) => (n / 1024).toFixed(1);

const site = await startLocalStack({ sitePort: Number(process.env.BENCH_PORT ?? 8897), dbPort: 54338, outboxDir: 'test-results/bench-outbox', blobsDir: 'test-results/bench-blobs', quiet: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // A stored cookie choice, as for a returning visitor; the dialog is measured by the tests.
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }));
      window.__cls = 0;
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LayoutShift[]) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        window.__lcp = entries[entries.length - 1]?.startTime ?? 0;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const bodies: { type: string; bytes: number }[] = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (!['document', 'script', 'stylesheet'].includes(type)) return;
      try {
        bodies.push({ type, bytes: gzipSync(await res.body()).length });
      } catch {
        /* redirects have no body */
      }
    });
    await page.goto(site.url + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const metrics = await page.evaluate(() => {
      const blocking = [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].filter(
        (s) => !s.async && !s.defer && s.type !== 'module',
      ).length;
      const inlineCss = [...document.querySelectorAll('style')].reduce((n, s) => n + (s.textContent?.length ?? 0), 0);
      return { cls: window.__cls, lcp: window.__lcp, blocking, inlineCss };
    });
    const sum = (t: string) => bodies.filter((b) => b.type === t).reduce((n, b) => n + b.bytes, 0);
    rows.push({ route, html: sum('document'), css: sum('stylesheet'), js: sum('script'), ...metrics });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log('\nroute                   HTML KB  CSS KB   JS KB  blocking  LCP ms    CLS   (gzip)');
for (const r of rows) {
  const flags = [
    r.blocking > 0 ? 'BLOCKING' : '',
    r.css > 25 * 1024 ? 'CSS>25KB' : '',
    CONTENT_PAGES.has(r.route) && r.js > 90 * 1024 ? 'JS>90KB' : '',
    r.cls > 0 ? 'CLS>0' : '',
  ].filter(Boolean);
  console.log(
    `${r.route.padEnd(22)} ${KB(r.html).padStart(8)} ${KB(r.css).padStart(7)} ${KB(r.js).padStart(7)} ${String(r.blocking).padStart(9)} ${r.lcp.toFixed(0).padStart(7)} ${r.cls.toFixed(4).padStart(6)}   ${flags.join(' ')}`,
  );
}
console.log('\nTargets: no render-blocking script; content pages (home, toolkits, FAQ, about, legal) ≤ 90 KB JS; CSS ≤ 25 KB; CLS 0.');

export {};
