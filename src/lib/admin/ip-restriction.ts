/**
 * The IP restriction of the Admin Center (issue 32, decision 0027): the allow list's rules and
 * the words the server and the System tab share. Matching is `~/lib/ip-address`.
 */
import { z } from 'zod';
import { formatRange, parseRange } from '~/lib/ip-address';

/** Enough for an office's networks and a few staff at home; a longer list is a sign of a mistake. */
export const IP_ALLOW_LIST_MAX = 100;
/** The longest entry: an IPv6 address with an IPv4 tail and a prefix is 49 characters. */
const ENTRY_MAX_LENGTH = 64;

/** The start of every refusal of an address: the island knows it by this and shows "Access Denied". */
export const ADMIN_ADDRESS_REFUSED = "You don't have permission to access the admin area from this network";

/** The 403 of every admin page call and function while the restriction is on and the address is not listed. */
export function adminAddressRefused(address: string | null): string {
  return address ? `${ADMIN_ADDRESS_REFUSED} (your address is ${address}).` : `${ADMIN_ADDRESS_REFUSED} (your address could not be determined).`;
}

/** Why a save is refused: it would shut out the admin making it. */
export function lockoutRefusal(address: string | null): string {
  return address
    ? `Your address ${address} is not in the list; add it first so you are not locked out.`
    : 'Your address could not be determined, so the IP restriction cannot be turned on from here.';
}

export type AllowListCheck = { ok: true; list: string[] } | { ok: false; errors: { index: number; message: string }[] };

/**
 * Each entry checked and written the one way (`10.0.0.7`, `2001:db8::/32`), repeats dropped; or
 * what is wrong with each entry that is not an address or a range.
 */
export function checkAllowList(entries: readonly string[]): AllowListCheck {
  const errors: { index: number; message: string }[] = [];
  const list: string[] = [];
  entries.forEach((entry, index) => {
    const parsed = parseRange(entry);
    if (!parsed.ok) errors.push({ index, message: parsed.error });
    else if (!list.includes(formatRange(parsed.range))) list.push(formatRange(parsed.range));
  });
  if (!errors.length && list.length > IP_ALLOW_LIST_MAX)
    errors.push({ index: IP_ALLOW_LIST_MAX, message: `The list holds at most ${IP_ALLOW_LIST_MAX} entries.` });
  return errors.length ? { ok: false, errors } : { ok: true, list };
}

/** The form's text: one entry a line (commas and spaces also separate), blank lines ignored. */
export function allowListFromText(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

export function allowListText(list: readonly string[]): string {
  return list.join('\n');
}

/** The saved list as it is used: entries that no longer parse are left out (none should: saves are checked). */
export function storedAllowList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const v of value) {
    const parsed = typeof v === 'string' ? parseRange(v) : null;
    if (parsed?.ok && !list.includes(formatRange(parsed.range))) list.push(formatRange(parsed.range));
  }
  return list;
}

/** PUT /api/admin/settings `ipAllowList`: each entry an address or CIDR range, answered normalised; a 400 names the entry. */
export const ipAllowListSchema = z
  .array(z.string().max(ENTRY_MAX_LENGTH, `An entry is at most ${ENTRY_MAX_LENGTH} characters.`))
  .max(IP_ALLOW_LIST_MAX, `The list holds at most ${IP_ALLOW_LIST_MAX} entries.`)
  .transform((entries, ctx) => {
    const check = checkAllowList(entries);
    if (check.ok) return check.list;
    for (const e of check.errors) ctx.addIssue({ code: 'custom', path: [e.index], message: e.message });
    return z.NEVER;
  });
