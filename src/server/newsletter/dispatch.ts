/**
 * Starting the background send: a signed POST to the -background function, which Netlify answers
 * at once and runs for up to 15 minutes (the local server does the same). The signature says the
 * call came from this site: nobody else can make the site send an issue.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '~/server/env';
import type { Pace } from './batching';

export const NEWSLETTER_BACKGROUND_PATH = '/.netlify/functions/newsletter-send-background';

export function newsletterSignature(secret: string, issueId: string): string {
  return createHmac('sha256', secret).update(`newsletter:${issueId}`).digest('hex');
}

export function verifyNewsletterSignature(secret: string, issueId: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(newsletterSignature(secret, issueId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function invokeNewsletterBackground(siteUrl: string, secret: string, issueId: string): Promise<void> {
  const res = await fetch(`${siteUrl.replace(/\/$/, '')}${NEWSLETTER_BACKGROUND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-newsletter-signature': newsletterSignature(secret, issueId) },
    body: JSON.stringify({ issueId }),
  });
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`Newsletter sending did not start (${res.status})`);
}

/** The configured pace (NEWSLETTER_BATCH_SIZE, NEWSLETTER_RATE_PER_SECOND). */
export function paceFromEnv(): Pace {
  const e = env();
  return { batchSize: e.NEWSLETTER_BATCH_SIZE, ratePerSecond: e.NEWSLETTER_RATE_PER_SECOND };
}
