/**
 * The signed-in hint: a readable, non-secret cookie the server sets beside the HttpOnly session
 * cookie and clears with it. It only says "this browser signed in"; the session decides who.
 * Pages read it to skip GET /api/auth/user for visitors who never signed in, so they make no
 * call and the browser logs no 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'cp_signed_in';

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === SIGNED_IN_HINT_COOKIE && part.slice(eq + 1).trim() !== '';
  });
}
