import { site } from '~/config/site';
import { openDb, type DbHandle } from './db/client';
import { env } from './env';
import { createMailer, type Mailer } from './mail/mailer';
import type { SessionSettings } from './auth/sessions';
import type { Store } from '@netlify/blobs';
import type Stripe from 'stripe';
import { practiceRecordingStore, resumeFileStore, trackerFileStore } from './storage/blobs';
import { chatModelFromEnv, type ChatModel } from './ai/refine';
import { processingSignature } from './resumes/signature';
import { invokeNewsletterBackground } from './newsletter/dispatch';
import { pageShellLoader, type PageShellLoader } from './http/page-shell';
import type { BillingProvider } from './billing/provider';
import { testProvider } from './billing/test-provider';
import { stripeClient, stripeProvider, type StripeSettings } from './billing/stripe-provider';

/** What a function needs from the outside world, built once per instance from the environment. */
export interface Runtime {
  db: DbHandle['db'];
  mailer: Mailer;
  /** The session's secret and lifetime; the idle timeout is a System setting (settings/store.ts). */
  session: Omit<SessionSettings, 'idleMinutes'>;
  siteUrl: string;
  brand: string;
  now(): Date;
  /** Where resume files live (Netlify Blobs). */
  resumeFiles(): Store;
  /** Where voice and video practice recordings live (Netlify Blobs). */
  practiceRecordings(): Store;
  /** Where files attached to tracked jobs live (Netlify Blobs). */
  trackerFiles(): Store;
  /** Payments: Stripe when STRIPE_SECRET_KEY is set, the built-in test mode otherwise. */
  billing: BillingProvider;
  /** Stripe's settings when it is the provider (the webhook needs the client and secret). */
  stripe: (StripeSettings & { client: Stripe }) | null;
  /** An OpenAI-compatible model when OPENAI_API_KEY is set; null runs the built-in engines only. */
  chat: ChatModel | null;
  /** Starts processing a stored resume off the request (a background function in production). */
  dispatchResume(id: string): Promise<void>;
  /** Starts sending a newsletter issue's recorded recipients (the newsletter-send-background function). */
  dispatchNewsletter(issueId: string): Promise<void>;
  /** A pre-rendered page of this site that a function fills in (the job page's shell), by path. */
  pageShell: PageShellLoader;
}

let current: Promise<Runtime> | undefined;

export function runtime(): Promise<Runtime> {
  current ??= buildRuntime().catch((error) => {
    current = undefined;
    throw error;
  });
  return current;
}

async function buildRuntime(): Promise<Runtime> {
  const e = env();
  if (!e.DATABASE_URL) {
    // `npm start` always sets it (the local database server); a function must never open the
    // embedded database itself, or concurrent writes are lost (platform notes).
    throw new Error('DATABASE_URL is not set. Start the site with `npm start`, or set DATABASE_URL.');
  }
  const handle = await openDb(e.DATABASE_URL);
  return fromEnv(handle.db);
}

export function fromEnv(db: DbHandle['db'], overrides: Partial<Runtime> = {}): Runtime {
  const e = env();
  const settings: StripeSettings | null = e.STRIPE_SECRET_KEY
    ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
    : null;
  const stripe = settings ? { ...settings, client: stripeClient(settings) } : null;
  return {
    db,
    mailer: createMailer({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: e.OUTBOX_DIR }),
    session: { secret: e.sessionSecret, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    siteUrl: e.URL,
    brand: site.brand,
    now: () => new Date(),
    billing: stripe ? stripeProvider(stripe.client) : testProvider(),
    stripe,
    resumeFiles: resumeFileStore,
    practiceRecordings: practiceRecordingStore,
    trackerFiles: trackerFileStore,
    chat: chatModelFromEnv(),
    dispatchResume: (id) => invokeBackground(e.URL, e.sessionSecret, id),
    dispatchNewsletter: (issueId) => invokeNewsletterBackground(e.URL, e.sessionSecret, issueId),
    pageShell: pageShellLoader(e.URL),
    ...overrides,
  };
}

/**
 * Netlify answers 202 at once and runs the background function for up to 15 minutes; netlify-cli
 * does the same locally, so this is the one code path everywhere.
 */
async function invokeBackground(siteUrl: string, secret: string, id: string): Promise<void> {
  const res = await fetch(`${siteUrl.replace(/\/$/, '')}/.netlify/functions/pivotmatch-process-background`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-processing-signature': processingSignature(secret, id) },
    body: JSON.stringify({ sessionId: id }),
  });
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`Background processing did not start (${res.status})`);
}

/** Integration tests run functions against their own database and clock. */
export function setRuntime(value: Runtime | undefined): void {
  current = value ? Promise.resolve(value) : undefined;
}
