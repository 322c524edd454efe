import { createHmac, timingSafeEqual } from 'node:crypto';

/** Calls from the upload function to the background function carry this signature. */
export function processingSignature(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`resume:${id}`).digest('hex');
}

export function verifyProcessingSignature(secret: string, id: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(processingSignature(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
