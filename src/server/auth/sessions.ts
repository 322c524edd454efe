import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { SIGNING_ALGORITHM, signingKey } from '~/server/auth/signing-key';
import type { Db } from '~/server/db/client';
import { sessions, subscriptions, users, type Session, type User } from '~/server/db/schema';
import type { AccessFacts } from '~/lib/catalogue';

export const SESSION_ISSUER = 'careerpivot';
export const SESSION_AUDIENCE = 'careerpivot-web';

export interface SessionSettings {
  secret: string;
  /** Minutes without use that end a session (the System tab's session timeout); null: none. */
  idleMinutes: number | null;
  absoluteHours: number;
}

/** Refresh last-seen at most this often, so reads stay reads. */
const TOUCH_AFTER_MS = 60_000;

/** The user's most recent subscription, as the plan rules read it (catalogue's `livePlan`). */
export type LatestSubscription = AccessFacts;

export interface ResolvedSession {
  user: User;
  session: Session;
  latestSubscription: LatestSubscription | undefined;
}

/** What the account page shows of a session: the browser it was started in. */
export interface SessionMeta {
  userAgent?: string | null;
}

/** A new server-side session and the signed token naming it. */
export async function createSession(
  db: Db,
  userId: string,
  settings: Pick<SessionSettings, 'secret' | 'absoluteHours'>,
  now = new Date(),
  meta: SessionMeta = {},
) {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + settings.absoluteHours * 3600_000);
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: meta.userAgent?.slice(0, 400) ?? null });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey(settings.secret));
  return { token, expiresAt };
}

/**
 * Tokens whose signature, algorithm, issuer and audience were checked, so a warm instance does
 * not redo the HMAC on every request of the same session. Expiry is still checked each time: the
 * token's expiry is the session row's, and the row is read on every request.
 */
const verified = new Map<string, { secret: string; sid: string; sub: string }>();
const MAX_VERIFIED = 5000;

async function verifiedClaims(token: string, secret: string, now: Date): Promise<{ sid: string; sub: string } | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) return known;
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: [SIGNING_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sid !== 'string' || !payload.sub) return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    const claims = { secret, sid: payload.sid, sub: payload.sub };
    verified.set(token, claims);
    return claims;
  } catch {
    return null;
  }
}

/** The columns the access rule reads, selected wherever a subscription decides access. */
export const accessColumns = {
  plan: subscriptions.plan,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  trialEndsAt: subscriptions.trialEndsAt,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
};

/**
 * The lookup every signed-in request makes, built and prepared once per database client:
 * session, user and latest subscription in one round trip.
 */
function prepareSessionLookup(db: Db) {
  const latest = db
    .select(accessColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, users.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('latest');
  return (
    db
      .select({
        session: sessions,
        user: users,
        latest: {
          plan: latest.plan,
          status: latest.status,
          currentPeriodEnd: latest.currentPeriodEnd,
          trialEndsAt: latest.trialEndsAt,
          cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoinLateral(latest, sql`true`)
      .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt)))
      .limit(1)
      // No name: the SQL is built once here, but the server keeps no named statement, which a
      // pooler (Neon's) or the shared embedded session of `npm run dev:netlify` would see twice.
      .prepare('')
  );
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The user behind a token, or null. The signature, algorithm, issuer, audience and expiry are
 * checked first; then the session must exist, be unrevoked, within 12 h of its start and within
 * 30 min of its last use (both settings). One round trip also brings the latest subscription,
 * since nearly every caller needs the plan next.
 */
export async function resolveSession(db: Db, token: string, settings: SessionSettings, now = new Date()): Promise<ResolvedSession | null> {
  const claims = await verifiedClaims(token, settings.secret, now);
  if (!claims) return null;
  const { sid, sub } = claims;
  const rows = await sessionLookup(db).execute({ sid });
  const row = rows[0];
  if (!row || row.user.id !== sub) return null;
  const t = now.getTime();
  if (row.session.expiresAt.getTime() <= t) return null;
  if (settings.idleMinutes !== null && t - row.session.lastSeenAt.getTime() > settings.idleMinutes * 60_000) return null;
  if (t - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
  }
  return { user: row.user, session: row.session, latestSubscription: row.latest ?? undefined };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
