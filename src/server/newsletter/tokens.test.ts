import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TOKEN_DAYS } from '~/lib/newsletter';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const NOW = new Date('2026-11-01T09:00:00Z');
const claims = { userId: '0b6b9d1e-5f5e-4a8f-9a37-5c3d4d1f0a01', issueId: '7c1d3e2f-1111-4222-8333-944455556666' };

describe('the unsubscribe token', () => {
  it('says who leaves and through which issue', async () => {
    const token = await signUnsubscribeToken(SECRET, claims, NOW);
    expect(await verifyUnsubscribeToken(SECRET, token, new Date(NOW.getTime() + 30 * 86_400_000))).toEqual(claims);
  });

  it('is refused when signed with another secret, changed, or expired', async () => {
    const token = await signUnsubscribeToken(SECRET, claims, NOW);
    expect(await verifyUnsubscribeToken('another-secret-another-secret-another-secret', token, NOW)).toBeNull();
    const [head, body, sig] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    expect(await verifyUnsubscribeToken(SECRET, `${head}.${otherUser}.${sig}`, NOW)).toBeNull();
    const later = new Date(NOW.getTime() + (UNSUBSCRIBE_TOKEN_DAYS + 1) * 86_400_000);
    expect(await verifyUnsubscribeToken(SECRET, token, later)).toBeNull();
    expect(await verifyUnsubscribeToken(SECRET, 'not-a-token', NOW)).toBeNull();
  });

  it('is not a session token, and a session-shaped token is not one', async () => {
    const key = new TextEncoder().encode(SECRET);
    const session = await new SignJWT({ sid: 'x', iid: claims.issueId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('careerpivot')
      .setAudience('careerpivot:session')
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyUnsubscribeToken(SECRET, session, new Date())).toBeNull();
  });
});
