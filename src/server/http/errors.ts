/** The one error type functions throw; `handle` turns it into `{ "message": "…" }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You need to sign in.') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do that.") => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
