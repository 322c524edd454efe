/** Error text for the Admin Center's inline alerts and toasts. */
import { ApiError } from '~/lib/api';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
export const ERROR_TEXT_MAX = 200;

/**
 * "{status}: {detail}", as a failed call is shown, made readable: the server's JSON message when
 * there is one, the status text instead of an HTML error page, and never more than 200 characters.
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return clip(`${err.status}: ${err.serverMessage}`);
    if (/<[a-z!/]/i.test(err.message)) return `${err.status}: ${STATUS_TEXT[err.status] ?? 'Request failed'}`;
    return clip(err.message);
  }
  if (err instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (err instanceof Error && err.message) return clip(err.message);
  return 'Something went wrong. Please try again.';
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > ERROR_TEXT_MAX ? `${one.slice(0, ERROR_TEXT_MAX - 1)}…` : one;
}
