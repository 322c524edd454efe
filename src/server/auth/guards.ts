import type { Runtime } from '../runtime';
import { forbidden, unauthorized } from '../http/errors';
import { readCookie, serializeCookie } from '../http/cookies';
import { isSecureRequest } from '../http/request';
import { resolveSession } from './sessions';

/** `__Host-` binds the cookie to our exact host over HTTPS; plain-http localhost cannot use it. */
export function sessionCookieName(req: Request): string {
  return isSecureRequest(req) ? '__Host-cp_session' : 'cp_session';
}

export function sessionCookie(req: Request, token: string, expiresAt: Date, now: Date): string {
  return serializeCookie(sessionCookieName(req), token, {
    secure: isSecureRequest(req),
    maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
  });
}

export function clearedSessionCookie(req: Request): string {
  return serializeCookie(sessionCookieName(req), '', { secure: isSecureRequest(req), maxAgeSeconds: 0 });
}

export async function sessionOf(req: Request, rt: Runtime) {
  const token = readCookie(req, sessionCookieName(req));
  if (!token) return null;
  return resolveSession(rt.db, token, rt.session, rt.now());
}

export async function requireUser(req: Request, rt: Runtime) {
  const found = await sessionOf(req, rt);
  if (!found) throw unauthorized();
  return found;
}

/** The one guard on every /api/admin/* function: 401 signed out, 403 not admin. */
export async function requireAdmin(req: Request, rt: Runtime) {
  const found = await requireUser(req, rt);
  if (found.user.role !== 'admin') throw forbidden("You don't have permission to access the admin area");
  return found;
}
