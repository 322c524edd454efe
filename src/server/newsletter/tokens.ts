/**
 * The newsletter's unsubscribe token: who leaves and through which issue, signed (HS256, jose) with
 * the secret that signs sessions. Its own issuer and audience keep it from ever passing for a
 * session token, or a session token for it. It works signed out, in any browser, for
 * UNSUBSCRIBE_TOKEN_DAYS after its e-mail was sent.
 */
import { SignJWT, jwtVerify } from 'jose';
import { SIGNING_ALGORITHM, signingKey } from '~/server/auth/signing-key';
import { UNSUBSCRIBE_TOKEN_DAYS } from '~/lib/newsletter';

const ISSUER = 'careerpivot:newsletter';
const AUDIENCE = 'careerpivot:newsletter-unsubscribe';

export interface UnsubscribeClaims {
  userId: string;
  /** The issue whose e-mail carried the link (its history counts the unsubscribe). */
  issueId: string;
}

export async function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ iid: claims.issueId })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + UNSUBSCRIBE_TOKEN_DAYS * 86_400)
    .sign(await signingKey(secret));
}

/** The claims of a token this site signed and that has not expired; null for anything else. */
export async function verifyUnsubscribeToken(secret: string, token: string, now: Date): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: [SIGNING_ALGORITHM],
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
