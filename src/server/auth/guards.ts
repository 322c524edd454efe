import type { Runtime } from '~/server/runtime';
import { HttpError, forbidden, unauthorized } from '~/server/http/errors';
import { FEATURE_OFF_MESSAGES, type FeatureKey } from '~/lib/features';
import { readCookie, serializeCookie } from '~/server/http/cookies';
import { isSecureRequest } from '~/server/http/request';
import { resolveSession } from './sessions';
import { hasStrongSignIn } from './two-factor';
import { STAFF_TWO_FACTOR_MESSAGE } from '~/lib/account-rules';
import { idleMinutesOf, readSettings } from '~/server/settings/store';
import { SIGNED_IN_HINT_COOKIE } from '~/lib/signed-in-hint';
import { effectivePlan, planAllows } from '~/lib/access';
import { memberTool, type MemberToolKey, type PlanKey } from '~/lib/catalogue';
import { planOrDefault } from '~/lib/plans';
import { addressAllowed, refuseAddress } from '~/server/admin/ip-restriction';

/** `__Host-` binds the cookie to our exact host over HTTPS; plain-http localhost cannot use it. */
export function sessionCookieName(req: Request): string {
  return isSecureRequest(req) ? '__Host-cp_session' : 'cp_session';
}

/** Readable by pages, unlike the session (see src/lib/signed-in-hint.ts); same lifetime. */
function signedInHint(req: Request, maxAgeSeconds: number): string {
  return serializeCookie(SIGNED_IN_HINT_COOKIE, maxAgeSeconds > 0 ? '1' : '', {
    secure: isSecureRequest(req),
    httpOnly: false,
    maxAgeSeconds,
  });
}

/** The session cookie and its hint, always set together, with the same lifetime. */
export function sessionCookies(req: Request, token: string, expiresAt: Date, now: Date): string[] {
  const maxAgeSeconds = (expiresAt.getTime() - now.getTime()) / 1000;
  return [serializeCookie(sessionCookieName(req), token, { secure: isSecureRequest(req), maxAgeSeconds }), signedInHint(req, maxAgeSeconds)];
}

/** Ends the session cookie and its hint together (log out, password reset). */
export function clearedSessionCookies(req: Request): string[] {
  return [serializeCookie(sessionCookieName(req), '', { secure: isSecureRequest(req), maxAgeSeconds: 0 }), clearedSignedInHint(req)];
}

/** Clears only the hint: a session the server no longer accepts should stop the page asking. */
export function clearedSignedInHint(req: Request): string {
  return signedInHint(req, 0);
}

export function requestHasSignedInHint(req: Request): boolean {
  return Boolean(readCookie(req, SIGNED_IN_HINT_COOKIE));
}

export async function sessionOf(req: Request, rt: Runtime) {
  const token = readCookie(req, sessionCookieName(req));
  if (!token) return null;
  const settings = await readSettings(rt.db);
  return resolveSession(rt.db, token, { ...rt.session, idleMinutes: idleMinutesOf(settings) }, rt.now());
}

export async function requireUser(req: Request, rt: Runtime) {
  const found = await sessionOf(req, rt);
  if (!found) throw unauthorized();
  return found;
}

/**
 * The one guard on every /api/admin/* function: first, while the System tab's IP restriction is on,
 * 403 (logged) for any address outside its list, signed in or not; then 401 signed out, 403 not
 * admin, and 403 for an admin without a second factor while staff must use two-factor sign-in.
 * `address` is the platform's (`clientAddress`), never a header's.
 */
export async function requireAdmin(req: Request, rt: Runtime, address: string | null) {
  if (!addressAllowed(await readSettings(rt.db), address)) {
    // The log names who tried when a session says so; the answer is the same either way.
    const found = await sessionOf(req, rt).catch(() => null);
    throw await refuseAddress(rt, req, address, found?.user ?? null);
  }
  const found = await requireUser(req, rt);
  if (found.user.role !== 'admin') throw forbidden("You don't have permission to access the admin area");
  const settings = await readSettings(rt.db);
  if (settings.security.staffTwoFactor && !(await hasStrongSignIn(rt.db, found.user))) throw forbidden(STAFF_TWO_FACTOR_MESSAGE);
  return found;
}

/** 404 while the System tab's feature flag is off: the feature is not there, for anyone. */
export async function requireFeature(rt: Runtime, feature: FeatureKey): Promise<void> {
  const settings = await readSettings(rt.db);
  if (!settings.features[feature]) throw new HttpError(404, FEATURE_OFF_MESSAGES[feature]);
}

type FoundSession = NonNullable<Awaited<ReturnType<typeof sessionOf>>>;

/**
 * Whether a session (or a visitor, null) may use what `plan` includes: the rule of `requirePlan`,
 * for functions open to everyone that give more to some plans (`effectivePlan`: staff count as every plan).
 */
export function sessionHasPlan(found: FoundSession | null, plan: PlanKey, now: Date): boolean {
  if (!found) return false;
  return planAllows(effectivePlan(found.user, found.latestSubscription, now), plan);
}

/**
 * The guard of a function that needs `plan` but is no room's own (a Premium part of a Pivot room,
 * or a room's export kept while its feature is off): 401 signed out, 403 when the effective plan
 * does not include `plan`. The plan is read from the database on every call, never from the client.
 */
export async function requirePlan(req: Request, rt: Runtime, plan: PlanKey) {
  const found = await requireUser(req, rt);
  if (!sessionHasPlan(found, plan, rt.now())) {
    throw forbidden(`This needs the ${planOrDefault(plan).name} toolkit. Upgrade on the pricing page to use it.`);
  }
  return found;
}

/**
 * The guard of every member room's functions, from the room's entry in MEMBER_TOOLS: 404 for
 * everyone while the room's feature flag is off, then 401 signed out and 403 below the room's plan
 * (no plan: any signed-in member).
 */
export async function requireTool(req: Request, rt: Runtime, key: MemberToolKey) {
  const tool = memberTool(key);
  if (tool.feature) await requireFeature(rt, tool.feature);
  return tool.plan ? requirePlan(req, rt, tool.plan) : requireUser(req, rt);
}
