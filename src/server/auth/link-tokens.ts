import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens for links sent by e-mail (password reset, e-mail verification and change): the token
 * lives only in the e-mail, the database keeps its SHA-256, so a copy of the database opens nothing.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
