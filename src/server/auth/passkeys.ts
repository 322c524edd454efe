import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyView } from '~/lib/account';
import type { Db } from '~/server/db/client';
import { authChallenges, passkeys, users, type User } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { recordEvent } from '~/server/audit/log';
import { requestOrigin } from '~/server/http/request';

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: registration for a signed-in member, and
 * sign-in without a password with a discoverable credential. A passkey is two factors in itself
 * (something held, unlocked by a fingerprint or PIN), so it needs neither password nor TOTP.
 */

/** Where the ceremony happens: the relying party id (the host name) and the page origin expected. */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
  now: Date;
}

/** The relying party of a request: the site's own origin as the browser sees it (after assertSameSite). */
export function relyingPartyOf(req: Request, rt: { brand: string; now(): Date }): RelyingParty {
  const origin = requestOrigin(req);
  return { rpID: new URL(origin).hostname, origin, rpName: rt.brand, now: rt.now() };
}

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_PASSKEYS = 20;
const CEREMONY_TIMEOUT_MS = 120_000;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The challenge a browser signed, read from its client data (checked again by the library). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyView[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return rows.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null }));
}

/** Options for navigator.credentials.create; the challenge is kept server-side for five minutes. */
export async function passkeyRegistrationOptions(db: Db, user: User, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) throw new HttpError(409, `You can keep at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    // The user handle a passkey returns at sign-in: the member's id.
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    // Discoverable, so it can sign in without an e-mail typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await db.insert(authChallenges).values({
    id: randomBytes(24).toString('base64url'),
    userId: user.id,
    purpose: 'passkey-register',
    challenge: options.challenge,
    expiresAt: new Date(rp.now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    createdAt: rp.now,
  });
  return options;
}

/** Uses up the stored challenge a response answers: single use, unexpired, of this purpose (and member). */
async function claimChallenge(
  db: Db,
  purpose: 'passkey-register' | 'passkey-signin',
  where: { challenge?: string | null; id?: string; userId?: string },
  now: Date,
) {
  const conditions = [eq(authChallenges.purpose, purpose), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, now)];
  if (where.id) conditions.push(eq(authChallenges.id, where.id));
  if (where.challenge) conditions.push(eq(authChallenges.challenge, where.challenge));
  if (where.userId) conditions.push(eq(authChallenges.userId, where.userId));
  if (!where.id && !where.challenge) return undefined;
  const [claimed] = await db
    .update(authChallenges)
    .set({ usedAt: now })
    .where(and(...conditions))
    .returning({ challenge: authChallenges.challenge });
  return claimed?.challenge ?? undefined;
}

/** Verifies the browser's answer to the registration options and keeps the new passkey. */
export async function registerPasskey(db: Db, user: User, input: { response: RegistrationResponseJSON; name: string }, rp: RelyingParty): Promise<PasskeyView> {
  const expected = await claimChallenge(db, 'passkey-register', { challenge: challengeOf(input.response.response.clientDataJSON), userId: user.id }, rp.now);
  if (!expected) throw new HttpError(400, 'This passkey request has expired. Try adding the passkey again.');
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: expected,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    throw new HttpError(400, 'The passkey could not be verified. Try again.');
  }
  if (!verification.verified) throw new HttpError(400, 'The passkey could not be verified. Try again.');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const [taken] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id)).limit(1);
  if (taken) throw new HttpError(409, 'This passkey is already registered.');
  const [row] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: b64url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name,
      createdAt: rp.now,
    })
    .returning();
  await recordEvent(db, {
    category: 'auth',
    action: 'passkey.added',
    message: `${user.email} added a passkey ("${input.name}")`,
    actor: { id: user.id, email: user.email },
    at: rp.now,
  });
  return { id: row!.id, name: row!.name, createdAt: row!.createdAt.toISOString(), lastUsedAt: null };
}

/** Removes one of the member's own passkeys; another member's is "not found". */
/** Removes one of the member's own passkeys; answers its name. */
export async function deletePasskey(db: Db, user: User, id: string, now: Date): Promise<string> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning({ name: passkeys.name });
  if (!removed.length) throw notFound('That passkey is not on your account.');
  await recordEvent(db, {
    category: 'auth',
    action: 'passkey.removed',
    message: `${user.email} removed a passkey ("${removed[0]!.name}")`,
    actor: { id: user.id, email: user.email },
    at: now,
  });
  return removed[0]!.name;
}

/** Options for navigator.credentials.get with any discoverable passkey of this site; `challenge` names the stored one. */
export async function passkeySignInOptions(db: Db, rp: RelyingParty): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challenge: string }> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred', timeout: CEREMONY_TIMEOUT_MS });
  const id = randomBytes(24).toString('base64url');
  await db.insert(authChallenges).values({
    id,
    purpose: 'passkey-signin',
    challenge: options.challenge,
    expiresAt: new Date(rp.now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    createdAt: rp.now,
  });
  return { options, challenge: id };
}

export const PASSKEY_REFUSED = 'That passkey did not sign you in. Try again, or sign in with your password.';

/** Verifies a passkey sign-in; answers the member, whose counter and last use are updated. */
export async function signInWithPasskey(db: Db, input: { response: AuthenticationResponseJSON; challenge: string }, rp: RelyingParty): Promise<User> {
  const expected = await claimChallenge(db, 'passkey-signin', { id: input.challenge }, rp.now);
  if (!expected) throw new HttpError(401, 'This passkey request has expired. Try again.');
  const [found] = await db.select().from(passkeys).where(eq(passkeys.id, input.response.id)).limit(1);
  if (!found) throw new HttpError(401, PASSKEY_REFUSED);
  // The user handle, when the authenticator gives it, must name the passkey's owner.
  const handle = input.response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== found.userId) throw new HttpError(401, PASSKEY_REFUSED);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: expected,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: found.id,
        publicKey: Buffer.from(found.publicKey, 'base64url'),
        counter: found.counter,
        transports: found.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch {
    verification = null;
  }
  const [user] = await db.select().from(users).where(eq(users.id, found.userId)).limit(1);
  if (!verification?.verified || !user) {
    if (user) {
      await recordEvent(db, {
        category: 'auth',
        level: 'warning',
        action: 'login.failed',
        message: `Failed passkey sign-in for ${user.email}`,
        actor: { id: user.id, email: user.email },
        at: rp.now,
      });
    }
    throw new HttpError(401, PASSKEY_REFUSED);
  }
  await db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: rp.now }).where(eq(passkeys.id, found.id));
  await recordEvent(db, {
    category: 'auth',
    action: 'login.success',
    message: `${user.email} signed in with a passkey`,
    actor: { id: user.id, email: user.email },
    at: rp.now,
  });
  return user;
}
