import { z } from 'zod';
import { refinerFromEnv } from '~/server/ai/refine';
import { processResumeSession } from '~/server/resumes/process';
import { loadPdfLibrary } from '~/server/resumes/pdf-library';
import { verifyProcessingSignature } from '~/server/resumes/signature';
import { env } from '~/server/env';
import { runtime } from '~/server/runtime';

const body = z.object({ sessionId: z.string().uuid() });

// pdf.js takes about 2 s to load: do it when the instance starts, not on its first resume.
void loadPdfLibrary().catch((error) => console.error('[pivotmatch] PDF library failed to load:', error));

/** Background function (15 min): reads skills and location of an uploaded resume. */
export default async function processResume(req: Request): Promise<void> {
  const parsed = body.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return;
  const { sessionId } = parsed.data;
  if (!verifyProcessingSignature(env().sessionSecret, sessionId, req.headers.get('x-processing-signature'))) return;
  const rt = await runtime();
  await processResumeSession(rt.db, rt.resumeFiles(), sessionId, { refine: refinerFromEnv(), now: rt.now });
}
