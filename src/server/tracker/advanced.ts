import { ADVANCED_FIELDS_MESSAGE } from '../../lib/tracker';
import { HttpError } from '../http/errors';

/** A Pivot member setting an interview date or salary: the 403 names what needs Premium. */
export function refuseAdvanced(error: unknown): never {
  if (error instanceof HttpError && error.status === 403) throw new HttpError(403, ADVANCED_FIELDS_MESSAGE);
  throw error;
}
