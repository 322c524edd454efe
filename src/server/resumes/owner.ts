import { createHash, randomBytes } from 'node:crypto';
import type { Runtime } from '~/server/runtime';
import { sessionOf } from '~/server/auth/guards';
import { readCookie, serializeCookie } from '~/server/http/cookies';
import { isSecureRequest } from '~/server/http/request';

/** Who may read a resume session: the signed-in account, or the browser that uploaded it. */
export interface ResumeOwner {
  userId: string | null;
  browserTokenHash: string | null;
  /** Set-Cookie to send when this request minted the browser token. */
  setCookie?: string;
}

const COOKIE = 'cp_resume_owner';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** `session`: the request's session when the caller has already resolved it (null: signed out). */
export async function resumeOwner(
  req: Request,
  rt: Runtime,
  { mint = false, session }: { mint?: boolean; session?: Awaited<ReturnType<typeof sessionOf>> } = {},
): Promise<ResumeOwner> {
  const found = session === undefined ? await sessionOf(req, rt) : session;
  const token = readCookie(req, COOKIE);
  if (found) return { userId: found.user.id, browserTokenHash: token ? hash(token) : null };
  if (token && /^[A-Za-z0-9_-]{32,}$/.test(token)) return { userId: null, browserTokenHash: hash(token) };
  if (!mint) return { userId: null, browserTokenHash: null };
  const fresh = randomBytes(24).toString('base64url');
  return {
    userId: null,
    browserTokenHash: hash(fresh),
    setCookie: serializeCookie(COOKIE, fresh, { secure: isSecureRequest(req), maxAgeSeconds: 24 * 3600 }),
  };
}
