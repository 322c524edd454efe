/**
 * IP addresses and CIDR ranges, IPv4 and IPv6, parsed and matched by hand: the Admin Center's IP
 * restriction (decision 0027) and its System tab form both use it, so it is plain TS with no
 * dependency. An IPv4-mapped IPv6 address (`::ffff:192.0.2.7`, what a dual-stack socket reports for
 * an IPv4 client) is the IPv4 address it carries, both as a caller's address and in the list.
 */

export type IpVersion = 4 | 6;

/** An address as its bytes: 4 for IPv4, 16 for IPv6. */
export interface IpAddress {
  version: IpVersion;
  bytes: number[];
}

/** A CIDR range: the network's address (no bits set after the prefix) and the prefix length. */
export interface IpRange extends IpAddress {
  prefix: number;
}

const bitsOf = (version: IpVersion) => (version === 4 ? 32 : 128);

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    // No leading zeros: "010" is octal to some tools and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    bytes.push(n);
  }
  return bytes;
}

function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const words: number[] = [];
    const parts = half.split(':');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      // The last group may be an IPv4 address in dotted form (::ffff:192.0.2.7, 64:ff9b::198.51.100.1).
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        words.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
        continue;
      }
      if (!/^[0-9a-fA-F]{1,4}$/.test(part)) return null;
      words.push(parseInt(part, 16));
    }
    return words;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  // A dotted IPv4 part is only allowed at the very end.
  if (halves.length === 2 && halves[0]!.includes('.')) return null;
  let words: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    words = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    if (head.length !== 8) return null;
    words = head;
  }
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
const isMapped = (bytes: number[]) => bytes.length === 16 && MAPPED_PREFIX.every((b, i) => bytes[i] === b);

/** An IPv4 or IPv6 address, or null. IPv4-mapped IPv6 comes back as IPv4; a zone (`%eth0`) is not an address here. */
export function parseIp(text: string): IpAddress | null {
  const t = text.trim();
  if (t.includes(':')) {
    const bytes = parseIpv6(t);
    if (!bytes) return null;
    return isMapped(bytes) ? { version: 4, bytes: bytes.slice(12) } : { version: 6, bytes };
  }
  const bytes = parseIpv4(t);
  return bytes ? { version: 4, bytes } : null;
}

/** The canonical text: dotted IPv4, IPv6 as RFC 5952 writes it (lower case, the longest run of zero groups as `::`). */
export function formatIp(address: IpAddress): string {
  if (address.version === 4) return address.bytes.join('.');
  const words = Array.from({ length: 8 }, (_, i) => (address.bytes[2 * i]! << 8) | address.bytes[2 * i + 1]!);
  // The longest run of two or more zero groups (the first of equal runs) becomes "::".
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j;
  }
  const hex = (ws: number[]) => ws.map((w) => w.toString(16)).join(':');
  if (best.at < 0) return hex(words);
  return `${hex(words.slice(0, best.at))}::${hex(words.slice(best.at + best.length))}`;
}

/** Whether the first `prefix` bits of two addresses of one version are the same. */
function samePrefix(a: number[], b: number[], prefix: number): boolean {
  const whole = Math.floor(prefix / 8);
  for (let i = 0; i < whole; i++) if (a[i] !== b[i]) return false;
  const rest = prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (a[whole]! & mask) === (b[whole]! & mask);
}

function masked(bytes: number[], prefix: number): number[] {
  return bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
}

export const IP_ENTRY_EXAMPLES = '203.0.113.7, 198.51.100.0/24 or 2001:db8::/32';

export type RangeParse = { ok: true; range: IpRange } | { ok: false; error: string };

/**
 * One entry of an allow list: an address (a range of one) or `address/prefix`. The error says
 * what is wrong with the entry, quoting it, so a form can show it beside its line.
 */
export function parseRange(text: string): RangeParse {
  const entry = text.trim();
  const quoted = `"${entry}"`;
  if (entry === '') return { ok: false, error: 'An entry is empty.' };
  if (entry.includes('%')) return { ok: false, error: `${quoted}: leave out the zone after "%"; the list holds addresses and ranges only.` };
  const slash = entry.indexOf('/');
  const addressText = slash < 0 ? entry : entry.slice(0, slash);
  const address = parseIp(addressText);
  if (!address) return { ok: false, error: `${quoted} is not an IP address or CIDR range (for example ${IP_ENTRY_EXAMPLES}).` };
  const mapped = address.version === 4 && addressText.includes(':');
  const max = mapped ? 128 : bitsOf(address.version);
  let prefix = max;
  if (slash >= 0) {
    const p = entry.slice(slash + 1);
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > max) {
      return { ok: false, error: `${quoted}: the prefix after "/" must be a whole number from 0 to ${max}.` };
    }
    prefix = Number(p);
  }
  // An IPv4-mapped range is the IPv4 range it maps (::ffff:10.0.0.0/104 is 10.0.0.0/8).
  if (mapped) {
    if (prefix < 96) return { ok: false, error: `${quoted}: an IPv4-mapped range needs a prefix of at least 96.` };
    prefix -= 96;
  }
  const network = masked(address.bytes, prefix);
  if (network.some((b, i) => b !== address.bytes[i])) {
    const meant = formatRange({ version: address.version, bytes: network, prefix });
    return { ok: false, error: `${quoted} has bits set after its /${slash < 0 ? max : entry.slice(slash + 1)} prefix: the range is ${meant}.` };
  }
  return { ok: true, range: { version: address.version, bytes: network, prefix } };
}

/** The canonical text of a range: a lone address without its /32 or /128. */
export function formatRange(range: IpRange): string {
  const address = formatIp(range);
  return range.prefix === bitsOf(range.version) ? address : `${address}/${range.prefix}`;
}

/** Whether `address` is inside `range` (an IPv4 address never matches an IPv6 range, nor the other way round). */
export function rangeContains(range: IpRange, address: IpAddress): boolean {
  return range.version === address.version && samePrefix(range.bytes, address.bytes, range.prefix);
}

/** Whether an address (as text) is inside any entry of the list; an unknown address is in none. */
export function addressInList(address: string | null, list: readonly string[]): boolean {
  const parsed = address === null ? null : parseIp(address);
  if (!parsed) return false;
  return list.some((entry) => {
    const r = parseRange(entry);
    return r.ok && rangeContains(r.range, parsed);
  });
}

/** An address in its canonical text (an IPv4-mapped one as IPv4), or null when it is none. */
export function normaliseIp(text: string | null | undefined): string | null {
  const parsed = text ? parseIp(text) : null;
  return parsed ? formatIp(parsed) : null;
}
