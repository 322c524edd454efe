/**
 * The HMAC key that signs the site's tokens (sessions, newsletter unsubscribe links), imported once
 * per secret rather than on every request. Each token kind keeps its own issuer and audience, so
 * one kind never passes for another.
 */
export const SIGNING_ALGORITHM = 'HS256';

const keys = new Map<string, Promise<CryptoKey>>();

export function signingKey(secret: string): Promise<CryptoKey> {
  let found = keys.get(secret);
  if (!found) {
    found = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, found);
  }
  return found;
}
