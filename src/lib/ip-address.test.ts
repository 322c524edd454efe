import { describe, expect, it } from 'vitest';
import { addressInList, formatIp, normaliseIp, parseIp, parseRange, formatRange, rangeContains } from './ip-address';

const ip = (text: string) => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(`${text} did not parse`);
  return parsed;
};
const range = (text: string) => {
  const parsed = parseRange(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.range;
};

describe('parseIp and formatIp', () => {
  it.each([
    ['0.0.0.0', '0.0.0.0'],
    ['192.0.2.7', '192.0.2.7'],
    [' 255.255.255.255 ', '255.255.255.255'],
    ['::', '::'],
    ['::1', '::1'],
    ['1::', '1::'],
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'], // the first of two equal runs of zeros
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'], // one zero group is not shortened
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'], // the longest run, not the first
    ['fe80::1:2:3:4', 'fe80::1:2:3:4'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
    ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8'],
    ['64:ff9b::198.51.100.1', '64:ff9b::c633:6401'], // NAT64: an IPv4 tail on another prefix stays IPv6
    // IPv4-mapped IPv6 is the IPv4 address, in either form.
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['::ffff:c000:0207', '192.0.2.7'],
    ['0:0:0:0:0:ffff:10.1.2.3', '10.1.2.3'],
  ])('%s is %s', (text, canonical) => {
    expect(formatIp(ip(text))).toBe(canonical);
  });

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.-4',
    '01.2.3.4', // leading zero: octal to some tools
    '1.2.3.4 5',
    'a.b.c.d',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1::2::3',
    ':::',
    '1:2:3:4:5:6:7:8::', // :: must stand for at least one group
    '12345::1',
    'g::1',
    '::1.2.3',
    '1.2.3.4::', // the dotted part only at the end
    '::ffff:1.2.3.256',
    'fe80::1%eth0',
    '[::1]',
    'localhost',
  ])('%j is not an address', (text) => {
    expect(parseIp(text)).toBeNull();
  });

  it('normaliseIp turns a socket address into the list form, and anything else into null', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseIp('2001:DB8:0:0::7')).toBe('2001:db8::7');
    expect(normaliseIp('')).toBeNull();
    expect(normaliseIp(undefined)).toBeNull();
    expect(normaliseIp('203.0.113.9, 10.0.0.1')).toBeNull();
  });
});

describe('parseRange', () => {
  it.each([
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['192.0.2.7', '192.0.2.7'],
    ['192.0.2.7/32', '192.0.2.7'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['198.51.100.128/25', '198.51.100.128/25'],
    ['2001:DB8::/32', '2001:db8::/32'],
    ['2001:db8:0:0::/64', '2001:db8::/64'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['::/0', '::/0'],
    ['fe80::/10', 'fe80::/10'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['  172.16.0.0/12 ', '172.16.0.0/12'],
  ])('%s is %s', (text, canonical) => {
    expect(formatRange(range(text))).toBe(canonical);
  });

  it.each([
    ['10.0.0.300', '"10.0.0.300" is not an IP address or CIDR range (for example 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32).'],
    ['office', '"office" is not an IP address or CIDR range (for example 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32).'],
    ['10.0.0.0/33', '"10.0.0.0/33": the prefix after "/" must be a whole number from 0 to 32.'],
    ['2001:db8::/129', '"2001:db8::/129": the prefix after "/" must be a whole number from 0 to 128.'],
    ['10.0.0.0/', '"10.0.0.0/": the prefix after "/" must be a whole number from 0 to 32.'],
    ['10.0.0.0/08', '"10.0.0.0/08": the prefix after "/" must be a whole number from 0 to 32.'],
    ['10.0.0.0/8/8', '"10.0.0.0/8/8": the prefix after "/" must be a whole number from 0 to 32.'],
    ['10.1.2.3/8', '"10.1.2.3/8" has bits set after its /8 prefix: the range is 10.0.0.0/8.'],
    ['2001:db8::1/32', '"2001:db8::1/32" has bits set after its /32 prefix: the range is 2001:db8::/32.'],
    ['::ffff:10.0.0.0/64', '"::ffff:10.0.0.0/64": an IPv4-mapped range needs a prefix of at least 96.'],
    ['fe80::1%eth0', '"fe80::1%eth0": leave out the zone after "%"; the list holds addresses and ranges only.'],
    ['', 'An entry is empty.'],
  ])('%j is refused: %s', (text, error) => {
    expect(parseRange(text)).toEqual({ ok: false, error });
  });
});

describe('rangeContains and addressInList', () => {
  it.each([
    ['10.0.0.0/8', '10.255.255.255', true],
    ['10.0.0.0/8', '11.0.0.0', false],
    ['198.51.100.128/25', '198.51.100.128', true],
    ['198.51.100.128/25', '198.51.100.127', false],
    ['198.51.100.128/25', '198.51.100.255', true],
    ['192.0.2.7', '192.0.2.7', true],
    ['192.0.2.7', '192.0.2.8', false],
    ['0.0.0.0/0', '203.0.113.9', true],
    ['172.16.0.0/12', '172.31.255.1', true],
    ['172.16.0.0/12', '172.32.0.1', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['2001:db8:abcd:12::/63', '2001:db8:abcd:13::9', true],
    ['2001:db8:abcd:12::/63', '2001:db8:abcd:14::9', false],
    ['::/0', '::1', true],
    ['2001:db8::1', '2001:0db8:0:0:0:0:0:1', true],
    // A dual-stack socket reports an IPv4 client as IPv4-mapped IPv6: matched as the IPv4 address.
    ['10.0.0.0/8', '::ffff:10.1.2.3', true],
    ['::ffff:10.0.0.0/104', '10.1.2.3', true],
    // IPv4 never matches an IPv6 range, nor the other way round.
    ['::/0', '10.0.0.1', false],
    ['0.0.0.0/0', '2001:db8::1', false],
    ['::1', '127.0.0.1', false],
  ])('%s contains %s: %s', (r, address, inside) => {
    expect(rangeContains(range(r), ip(address))).toBe(inside);
  });

  it('an address is in a list when any entry holds it; an unknown or malformed address is in none', () => {
    const list = ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'];
    expect(addressInList('192.0.2.7', list)).toBe(true);
    expect(addressInList('2001:db8::42', list)).toBe(true);
    expect(addressInList('203.0.113.9', list)).toBe(false);
    expect(addressInList(null, list)).toBe(false);
    expect(addressInList('10.0.0.1, 203.0.113.9', list)).toBe(false);
    expect(addressInList('10.0.0.1', [])).toBe(false);
    // An entry that is not a range matches nothing (and takes nothing else down with it).
    expect(addressInList('10.0.0.1', ['nonsense', '10.0.0.1'])).toBe(true);
  });
});
