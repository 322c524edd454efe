import type { Context } from '@netlify/functions';
import type { MailMessage, Mailer } from '~/server/mail/mailer';
import { fromEnv, setRuntime, type Runtime } from '~/server/runtime';
import type { Db } from '~/server/db/client';
import { getStore, type Store } from '@netlify/blobs';
import { randomUUID } from 'node:crypto';
import { processResumeSession } from '~/server/resumes/process';
import type { PlanKey } from '~/lib/catalogue';
import signupFn from '@functions/auth-signup.mts';
import checkoutFn from '@functions/checkout.mts';
import userFn from '@functions/auth-user.mts';
import loginFn from '@functions/auth-login.mts';
import { seed } from '~/server/db/seed';
import { createTestDb } from './test-db';

export const ORIGIN = 'http://localhost:8888';

/** The admin of `seededTestDb`. */
export const TEST_ADMIN = { email: 'boss@careerpivot.test', password: 'admin password 123' };
/** When `seededTestDb` seeds, and where a TestClock starts. */
export const SEED_NOW = new Date('2026-11-22T12:00:00Z');

/** A throwaway database with the demo members and TEST_ADMIN, seeded at SEED_NOW. */
export async function seededTestDb() {
  const handle = await createTestDb();
  await seed(handle.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, now: SEED_NOW });
  return handle;
}

/** Signs in through the real login function; the answer, with its session cookie. */
export const login = (email: string, password: string) => call(loginFn, '/api/login', { body: { username: email, password } });
/** The session cookie of a sign-in that must succeed. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  if (!res.cookie) throw new Error(`sign-in as ${email} answered ${res.status}`);
  return res.cookie;
}

/** A clock tests can move forward (idle timeouts, lockout windows, link expiry). */
export class TestClock {
  constructor(public current = new Date(SEED_NOW)) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class CapturingMailer implements Mailer {
  readonly describe = 'memory';
  sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  /**
   * The mail a test is about: everything but the welcome and verification e-mails each sign-up
   * gets (`sent` still has them, for the tests about those).
   */
  get mail(): MailMessage[] {
    return this.sent.filter((m) => !m.subject.startsWith('Welcome to ') && !m.subject.startsWith('Confirm your e-mail address for '));
  }
}

/** A store on a local BlobsServer (see startLocalBlobs), for tests that keep files. */
export function blobStoreFromContext(context: string, name = 'resume-files'): Store {
  const { edgeURL, token, siteID } = JSON.parse(Buffer.from(context, 'base64').toString()) as Record<string, string>;
  return getStore({ name, edgeURL, uncachedEdgeURL: edgeURL, token, siteID, consistency: 'strong' });
}

export function installRuntime(db: Db, overrides: Partial<Runtime> = {}) {
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const rt: Runtime = fromEnv(db, {
    mailer,
    now: clock.now,
    // Processing runs inline, so a test sees the finished session right after the upload.
    dispatchResume: (id) => processResumeSession(db, rt.resumeFiles(), id, { now: clock.now }),
    session: { secret: 'test-secret-test-secret-test-secret-42', absoluteHours: 12 },
    siteUrl: ORIGIN,
    // Tests face a model only where they give one; a developer's own key is never used.
    chat: null,
    ...overrides,
  });
  setRuntime(rt);
  return { rt, clock, mailer };
}

type Fn = (req: Request, context?: Context) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
  /** The caller's address as the platform reports it (Netlify's `context.ip`); none by default. */
  ip?: string;
}

/** Calls a function as Netlify would, with a real Request from our own origin. */
export async function call(fn: Fn, path: string, options: CallOptions = {}) {
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined || options.form ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (method !== 'GET' && !('origin' in headers)) headers.origin = ORIGIN;
  if (options.body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fn(
    new Request(ORIGIN + path, {
      method,
      headers,
      body: options.form ?? options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    }),
    options.ip === undefined ? undefined : ({ ip: options.ip } as Context),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return {
    status: res.status,
    json,
    text,
    bytes,
    headers: res.headers,
    cookie: sessionCookieFrom(res),
    resumeCookie: sessionCookieFrom(res, 'cp_resume_owner'),
  };
}

/** "name=value" of the session cookie a response sets, for the next call. */
export function sessionCookieFrom(res: Response, name = 'cp_session'): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.includes(`${name}=`));
  return header?.split(';')[0];
}

/**
 * A new member through the real sign-up function, and, with a plan, its test-mode checkout (a live
 * trial at once). For suites that need a member of some plan, not a particular sign-up.
 */
export async function newMember(plan: PlanKey | null = null) {
  const email = `member-${randomUUID()}@example.test`;
  const signup = await call(signupFn, '/api/signup', { body: { email, password: 'a long password 1', firstName: 'Kim', lastName: 'Lo' } });
  if (signup.status !== 201 && signup.status !== 200) throw new Error(`sign-up answered ${signup.status}`);
  const cookie = signup.cookie!;
  if (plan) {
    const checkout = await call(checkoutFn, '/api/checkout', { cookie, body: { plan, billing: 'monthly' } });
    if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}: ${checkout.json?.message}`);
  }
  const me = await call(userFn, '/api/auth/user', { cookie });
  return { cookie, email, id: me.json.id as string };
}
