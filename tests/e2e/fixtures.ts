import axe from 'axe-core';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import type { BillingCycle, PlanKey } from '~/lib/catalogue';
import { SIGNED_IN_HINT_COOKIE } from '~/lib/signed-in-hint';

/**
 * Console errors a page may log without being broken: the browser's own line for an API answer
 * that is an expected 404 (a function a later issue builds). Signed-out pages make no call that
 * could answer 401 (see addSignedInHint), so a 401 in the console is a real failure.
 */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 404/];

/**
 * The readable cookie the server sets beside the session at sign-in (src/lib/signed-in-hint.ts).
 * Pages ask GET /api/auth/user only when it is there, so a test that answers that call with a
 * route (a mocked member, a slow or expired session) must give the browser the hint first.
 */
export async function addSignedInHint(page: Page): Promise<void> {
  const url = new URL(process.env.BASE_URL ?? 'http://localhost:8888').origin;
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url }]);
}

/** Wait until every island has hydrated, or clicks can be lost. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** The requests each page has open, and when that last changed (for `settle`). */
const traffic = new WeakMap<Page, { open: Set<Request>; changedAt: number }>();

/**
 * Lets the page finish what it started (its islands' API calls and what those lead to) before
 * the test looks at what it shows (a11y.spec, layout.spec). Like the 'networkidle' load state,
 * but quiet for 250 ms rather than 500: a room chains its next call within a frame or two of an
 * answer, and the fixed half second on each of some 200 pages came to over a minute. Tests whose
 * subject is that nothing more happens (no console error, no CSP report) keep networkidle.
 */
export async function settle(page: Page): Promise<void> {
  const net = traffic.get(page);
  // A page the fixture did not open (a popup, another context): the browser's own signal.
  if (!net) return page.waitForLoadState('networkidle');
  await expect
    .poll(() => net.open.size === 0 && Date.now() - net.changedAt >= 250, { message: 'the page kept loading', intervals: [50], timeout: 15_000 })
    .toBe(true);
}

/** Navigate and wait for hydration. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The password of every member a test makes (the UI sign-ups and `member` alike). */
export const MEMBER_PASSWORD = 'a long enough password';

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** "First Last", as the site greets and signs for them. */
  name: string;
}

export interface MemberOptions {
  /** Default Robin Quinn. */
  firstName?: string;
  lastName?: string;
  /** The checkout's cycle when a plan is given (default monthly). */
  billing?: BillingCycle;
}

/** The functions refuse a state change from another site; a browser sends its own origin. */
const sameSite = () => ({ origin: new URL(process.env.BASE_URL ?? 'http://localhost:8888').origin });

/** A fresh address for each member, so parallel tests and repeated runs never collide. */
const uniqueEmail = (name: string) => `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * A new member made through the real sign-up and test-mode checkout functions, without their
 * screens (accounts.spec and billing.spec test those). The calls go through the page's own
 * request context, so the browser holds the session cookie afterwards; the page itself stays
 * where it was. With a plan the member is in a live trial of it at once.
 */
export async function createMember(page: Page, plan: PlanKey | null = null, options: MemberOptions = {}): Promise<Member> {
  const firstName = options.firstName ?? 'Robin';
  const lastName = options.lastName ?? 'Quinn';
  const email = uniqueEmail(firstName);
  const headers = sameSite();
  const signup = await page.request.post('/api/signup', { headers, data: { email, password: MEMBER_PASSWORD, firstName, lastName } });
  expect(signup.status(), `sign-up of ${email}: ${await signup.text()}`).toBe(201);
  if (plan) {
    const checkout = await page.request.post('/api/checkout', { headers, data: { plan, billing: options.billing ?? 'monthly' } });
    expect(checkout.status(), `checkout of ${plan} for ${email}: ${await checkout.text()}`).toBe(200);
    expect(((await checkout.json()) as { mode: string }).mode, 'the browser tests run checkout in test mode').toBe('test');
  }
  return { email, password: MEMBER_PASSWORD, firstName, lastName, name: `${firstName} ${lastName}` };
}

type Fixtures = {
  /** Console errors and page errors seen during the test. */
  consoleErrors: string[];
  /** When false the cookie dialog is left to appear (default: a stored choice hides it). */
  consentDecided: boolean;
  /** Makes a member signed in in this page's browser: `await member('pivot')` (see createMember). */
  member: (plan?: PlanKey | null, options?: MemberOptions) => Promise<Member>;
};

export const test = base.extend<Fixtures>({
  consentDecided: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !EXPECTED_CONSOLE.some((re) => re.test(msg.text()))) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    await use(errors);
  },
  page: async ({ page, consentDecided }, use) => {
    const net = { open: new Set<Request>(), changedAt: Date.now() };
    traffic.set(page, net);
    page.on('request', (request) => {
      net.open.add(request);
      net.changedAt = Date.now();
    });
    const ended = (request: Request) => {
      net.open.delete(request);
      net.changedAt = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    if (consentDecided) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('cookie-consent')) {
          localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }));
        }
      });
    }
    await use(page);
  },
  member: async ({ page }, use) => {
    await use((plan = null, options = {}) => createMember(page, plan, options));
  },
});

/**
 * Signs this browser in through the login function, for a test whose subject is not the sign-in
 * screen (signInWithForm is for those that are). The page stays where it was.
 */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/login', { headers: sameSite(), data: { username: who.email, password: who.password } });
  expect(res.status(), `sign-in as ${who.email}: ${await res.text()}`).toBe(200);
}

/** Signs in through the login page's own form (`next` is where it sends the browser afterwards). */
export async function signInWithForm(page: Page, email: string, password: string, next?: string): Promise<void> {
  await gotoReady(page, next ? `/login?next=${next}` : '/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** How a11y.spec scans one state: each state keeps the rules it was first checked with. */
export interface AxeScan {
  /** Only this part of the page (default: all of it). */
  scope?: string;
  /** WCAG 2.1 A/AA (default), WCAG 2.0 A/AA, or every axe rule, best practices included. */
  rules?: 'wcag21aa' | 'wcag2aa' | 'all';
  /** Serious and critical findings (default), or any finding at all. */
  impact?: 'serious' | 'any';
}

const AXE_TAGS = {
  wcag21aa: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  wcag2aa: ['wcag2a', 'wcag2aa'],
} as const;

/**
 * axe's findings on the page as it is now, one line each: the rule and the first elements it names.
 *
 * axe runs in the page itself, injected once per document (a11y.spec scans each state in both
 * themes, so most scans find it there already). @axe-core/playwright's default run opened a new tab
 * for every scan to merge its per-frame results, and injected the 1.5 MB script twice: on this
 * 2-core machine its scans took 3 to 4 times as long, over half of a11y.spec. The site has no
 * iframes, so the per-frame merge bought nothing.
 */
export async function axeFindings(page: Page, { scope, rules = 'wcag21aa', impact = 'serious' }: AxeScan = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const tags = rules === 'all' ? null : [...AXE_TAGS[rules]];
  const violations = await page.evaluate(
    async ({ scope, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      // Only violations are read: axe then keeps one node of each pass and skip, not all of them.
      const results = await run(scope ?? document, { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) });
      return results.violations.map((v) => ({ id: v.id, help: v.help, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    },
    { scope, tags },
  );
  return violations
    .filter((v) => impact === 'any' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.targets.join(' | ')}`);
}

export { expect };
