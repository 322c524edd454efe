import { ADVANCED_FIELDS_MESSAGE, touchesAdvancedFields } from '~/lib/tracker';
import { sessionHasPlan } from '~/server/auth/guards';
import type { ResolvedSession } from '~/server/auth/sessions';
import { forbidden } from '~/server/http/errors';

/**
 * Interview dates and salary are the advanced tracker's: a Pivot member's change that sets them is
 * refused with a 403 naming what needs Premium. Read from the session the route already checked.
 */
export function assertAdvancedAllowed(session: ResolvedSession, change: Parameters<typeof touchesAdvancedFields>[0], now: Date): void {
  if (touchesAdvancedFields(change) && !sessionHasPlan(session, 'premium', now)) throw forbidden(ADVANCED_FIELDS_MESSAGE);
}
