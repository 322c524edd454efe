import { z } from 'zod';

/**
 * Settings, read and validated once. Every one has a local default so `npm start` needs none;
 * production sets SESSION_SECRET and DATABASE_URL at least.
 */
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('CareerPivot <no-reply@careerpivot.example>'),
  OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  /** The newsletter's pace: messages per batch, and at most this many a second (the mail provider's rate). */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  /** Public origin for links in e-mails; Netlify sets URL. */
  URL: z.string().url().default('http://localhost:8888'),
  /** Stripe (test or live key): real hosted checkout. Unset: the labelled test mode. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  /** Signing secret of the webhook endpoint (whsec_…); `stripe listen` prints one locally. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another Stripe API origin (stripe-mock, a test peer); Stripe's own by default. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Netlify's deploy context; "production" refuses insecure defaults. */
  CONTEXT: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** A fixed secret for local runs only; production must set SESSION_SECRET. */
const LOCAL_SESSION_SECRET = 'local-development-session-secret-not-for-production-use';

let cached: (Env & { sessionSecret: string }) | undefined;

/** Reads the environment again on the next `env()`: for a process that sets it itself (the local stack). */
export function forgetEnv(): void {
  cached = undefined;
}

export function env(): Env & { sessionSecret: string } {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const value = parsed.data;
  if (!value.SESSION_SECRET && value.CONTEXT === 'production') {
    throw new Error('SESSION_SECRET must be set in production (at least 32 characters).');
  }
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET && value.CONTEXT === 'production') {
    throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY in production: subscriptions are recorded from webhooks.');
  }
  cached = { ...value, sessionSecret: value.SESSION_SECRET ?? LOCAL_SESSION_SECRET };
  return cached;
}
