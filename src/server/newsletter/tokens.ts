/**
 * The newsletter's unsubscribe token: who leaves and through which issue, signed (HS256, jose) with
 * the secret that signs sessions. Its own issuer and audience keep it from ever passing for a
 * session token, or a session token for it. It works signed out, in any browser, for
 * UNSUBSCRIBE_TOKEN_DAYS after its e-mail was sent.
 */
import { SignJWT, jwtVerify } from 'jose';
import { UNSUBSCRIBE_TOKEN_DAYS } from '~/lib/newsletter';

const ISSUER = 'careerpivot:newsletter';
const AUDIENCE = 'careerpivot:newsletter-unsubscribe';
const ALGORITHM = 'HS256';

const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let found = keys.get(secret);
  if (!found) {
    found = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, found);
  }
  return found;
}

export interface UnsubscribeClaims {
  userId: string;
  /** The issue whose e-mail carried the link (its history counts the unsubscribe). */
  issueId: string;
}

export async function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ iid: claims.issueId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + UNSUBSCRIBE_TOKEN_DAYS * 86_400)
    .sign(await key(secret));
}

/** The claims of a token this site signed and that has not expired; null for anything else. */
export async function verifyUnsubscribeToken(secret: string, token: string, now: Date): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.iid !== 'string') return null;
    return { userId: payload.sub, issueId: payload.iid };
  } catch {
    return null;
  }
}
