/**
 * The Admin Center's IP restriction (issue 32, decision 0027): who may reach it by address, the
 * refusal and its log entry, the save that would shut its own admin out, and the recovery from
 * the command line (`npm run db:ip-restriction`).
 */
import { adminAddressRefused, checkAllowList, lockoutRefusal } from '~/lib/admin/ip-restriction';
import type { AdminSettings } from '~/lib/admin/settings';
import { addressInList } from '~/lib/ip-address';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { HttpError, forbidden } from '~/server/http/errors';
import type { Runtime } from '~/server/runtime';
import { forgetSettings, readSettings, saveSettings } from '~/server/settings/store';

/** Whether the settings let `address` into the Admin Center: always while the restriction is off. */
export function addressAllowed(settings: Pick<AdminSettings, 'security' | 'ipAllowList'>, address: string | null): boolean {
  return !settings.security.ipRestriction || addressInList(address, settings.ipAllowList);
}

/**
 * The 403 for an address outside the list, logged first with where it was refused and, when the
 * caller is signed in, who. Every refusal is logged: the log is how staff see someone tried.
 */
export async function refuseAddress(rt: Runtime, req: Request, address: string | null, actor: { id: string; email: string } | null): Promise<HttpError> {
  const where = `${req.method} ${new URL(req.url).pathname}`;
  await recordEvent(rt.db, {
    category: 'auth',
    level: 'warning',
    action: 'admin.address_refused',
    message: `Admin Center refused ${address ?? 'an unknown address'}: not in the IP allow list (${where})`,
    actor: actor ? { id: actor.id, email: actor.email } : null,
    detail: { address, where },
    at: rt.now(),
  });
  return forbidden(adminAddressRefused(address));
}

/** The 409 of a save that would turn the restriction on (or keep it on) without the saving admin's own address. */
export function assertNoSelfLockout(next: AdminSettings, address: string | null): void {
  if (!addressAllowed(next, address)) throw new HttpError(409, lockoutRefusal(address));
}

export type Recovery = { action: 'off' } | { action: 'allow'; entry: string } | { action: 'show' };

/**
 * For staff locked out: turn the restriction off, or add an address or range to the list, straight
 * in the database (no session, no address check), logged as done from the command line. Answers
 * what the settings now say.
 */
export async function recoverIpRestriction(db: Db, recovery: Recovery, now = new Date()): Promise<Pick<AdminSettings, 'security' | 'ipAllowList'>> {
  const current = await readFreshSettings(db);
  if (recovery.action === 'show') return current;
  const next = structuredClone(current);
  if (recovery.action === 'off') next.security.ipRestriction = false;
  else {
    const check = checkAllowList([...current.ipAllowList, recovery.entry]);
    if (!check.ok) throw new Error(check.errors.map((e) => e.message).join(' '));
    next.ipAllowList = check.list;
  }
  await saveSettings(db, next, COMMAND_LINE, now);
  return readFreshSettings(db);
}

/** Who the log names for a change made with `npm run db:ip-restriction` (no account: actor_id stays empty). */
const COMMAND_LINE = { id: null, email: 'command line (npm run db:ip-restriction)' } as const;

/** The saved settings now, not this process's 30-second copy. */
async function readFreshSettings(db: Db): Promise<AdminSettings> {
  forgetSettings(db);
  return readSettings(db);
}
