import { z } from 'zod';
import { env } from '~/server/env';
import { paceFromEnv, verifyNewsletterSignature } from '~/server/newsletter/dispatch';
import { deliverIssue } from '~/server/newsletter/send';
import { runtime } from '~/server/runtime';

const body = z.object({ issueId: z.string().uuid() });

/** Background function (15 min): sends an issue's recorded recipients in batches, then calls itself again if any remain. */
export default async function sendNewsletter(req: Request): Promise<void> {
  const parsed = body.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return;
  const { issueId } = parsed.data;
  if (!verifyNewsletterSignature(env().sessionSecret, issueId, req.headers.get('x-newsletter-signature'))) return;
  const rt = await runtime();
  // Stops starting batches with a margin before Netlify's 15 minutes, and hands the rest to a new run.
  const deadline = new Date(rt.now().getTime() + 12 * 60_000);
  const result = await deliverIssue({ db: rt.db, mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand, secret: rt.session.secret, now: rt.now }, issueId, {
    ...paceFromEnv(),
    deadline,
  });
  console.log(`[newsletter] issue ${issueId}: ${result.sent} sent, ${result.failed} failed${result.done ? ', done' : ', continuing'}`);
  if (!result.done) await rt.dispatchNewsletter(issueId);
}
