#!/usr/bin/env node
// `npm run tour`: every page as every demo member (visitor, free, Pivot, Premium, Elite, admin) at
// 375 and 1280 px, the way issue 30's tour was taken by hand. For each page it prints what a member
// would trip on: console errors, failed requests, sideways scroll, a fixed element over a control,
// a missing page title (h1), and a room that is open or locked against the member's plan. Screenshots
// of the first screen go to test-results/tour/ (TOUR_FULL_PAGE=1 for whole pages).
// Serves `npm start` (built dist/, `--build` to build first) on its own port and data folder.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { MEMBER_TOOLS, planIncludes, type PlanKey } from '~/lib/catalogue';
import { featureOnByDefault } from '~/lib/features';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { coveredControls } from '../e2e/overlap';
import { PUBLIC_ROUTES } from '../e2e/routes';
import { startServedSite } from './served';

const ADMIN = { email: 'tour-admin@careerpivot.local', password: 'tour-admin-password-1' };
const DEMO_PASSWORD = 'demo-pivot-2026';
type Persona = { key: string; email?: string; password?: string; plan: PlanKey | null | 'admin' };
const PERSONAS: Persona[] = [
  { key: 'visitor', plan: null },
  { key: 'free', email: 'maya.free@demo.careerpivot.local', plan: null },
  { key: 'pivot', email: 'leo.pivot@demo.careerpivot.local', plan: 'pivot' },
  { key: 'premium', email: 'sam.premium@demo.careerpivot.local', plan: 'premium' },
  { key: 'elite', email: 'omar.elite@demo.careerpivot.local', plan: 'elite' },
  { key: 'admin', email: ADMIN.email, password: ADMIN.password, plan: 'admin' },
];
const WIDTHS = [375, 1280];
const OUT = 'test-results/tour';

function pagesFor(persona: Persona): string[] {
  if (!persona.email) return [...PUBLIC_ROUTES];
  return [...MEMBER_TOOLS.map((t) => t.path), '/dashboard/billing', ...(persona.plan === 'admin' ? ['/admin'] : []), '/', '/pivotmatch', '/subscribe'];
}

/** Whether the persona's plan opens the room at `path` (null: not a room). */
function roomOpen(persona: Persona, path: string): boolean | null {
  const room = MEMBER_TOOLS.find((t) => t.path === path);
  // A room behind a flag that starts off shows the feature-off card to everyone, plan or not.
  if (!room || room.plan === null || (room.feature && !featureOnByDefault(room.feature))) return null;
  if (persona.plan === 'admin') return true;
  return persona.plan !== null && planIncludes(persona.plan, room.plan);
}

async function visit(page: Page, persona: Persona, path: string, width: number): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => m.type() === 'error' && errors.push(`console: ${m.text().slice(0, 120)}`);
  const onResponse = (r: { status(): number; url(): string }) => r.status() >= 400 && errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  page.on('console', onConsole);
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const facts = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    h1: [...document.querySelectorAll('h1')].filter((h) => h.getBoundingClientRect().height > 0).length,
    upgrade: !!document.querySelector('[data-testid="upgrade-card"]'),
    landed: location.pathname,
  }));
  const found = [...errors];
  if (facts.scrollWidth > width) found.push(`${facts.scrollWidth} px wide`);
  if (facts.h1 !== 1) found.push(`${facts.h1} visible h1`);
  for (const c of await coveredControls(page)) found.push(c);
  const open = roomOpen(persona, path);
  if (open === true && facts.upgrade) found.push('upgrade card in a room the plan opens');
  if (open === false && !facts.upgrade && facts.landed === path) found.push('locked room shows no upgrade card');
  const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await page.screenshot({ path: `${OUT}/${persona.key}-${width}-${slug}.png`, fullPage: !!process.env.TOUR_FULL_PAGE });
  page.off('console', onConsole);
  page.off('response', onResponse);
  return found;
}

mkdirSync(OUT, { recursive: true });
const site = await startServedSite({
  port: Number(process.env.TOUR_PORT ?? 8897),
  dataDir: 'test-results/tour-data',
  build: process.argv.includes('--build'),
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let pages = 0;
let problems = 0;
try {
  for (const persona of PERSONAS) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL: site.url, viewport: { width, height: 800 } });
      // tsx keeps function names with a __name() helper that page.evaluate's copies lack.
      await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      // A stored cookie choice, as a returning member has.
      await context.addInitScript(() => localStorage.setItem('cookie-consent', '{"necessary":true,"analytics":false,"marketing":false,"preferences":true}'));
      const page = await context.newPage();
      if (persona.email) {
        const res = await page.request.post('/api/login', { data: { username: persona.email, password: persona.password ?? DEMO_PASSWORD } });
        if (!res.ok()) throw new Error(`${persona.key} could not sign in: ${res.status()}`);
      }
      for (const path of pagesFor(persona)) {
        const found = await visit(page, persona, path, width);
        pages++;
        problems += found.length;
        console.log(
          `${found.length ? '✗' : '✓'} ${persona.key.padEnd(7)} ${String(width).padStart(4)} ${path}${found.length ? `\n    ${found.join('\n    ')}` : ''}`,
        );
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(`\n${pages} pages visited, ${problems} findings; screenshots in ${OUT}/`);
