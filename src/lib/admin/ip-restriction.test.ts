import { describe, expect, it } from 'vitest';
import { IP_ALLOW_LIST_MAX, adminAddressRefused, allowListFromText, checkAllowList, lockoutRefusal, storedAllowList } from './ip-restriction';
import { adminSettingsSchema, defaultSettings, settingsOrDefaults } from './settings';

describe('the allow list', () => {
  it('is read from the form one entry a line (commas and spaces too), blank lines ignored', () => {
    expect(allowListFromText('10.0.0.0/8\n\n  2001:db8::/32 ,192.0.2.7\r\n')).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
    expect(allowListFromText('   \n')).toEqual([]);
  });

  it('is kept one way: canonical text, no /32 or /128 on a lone address, repeats dropped', () => {
    expect(checkAllowList(['2001:DB8:0::/32', '192.0.2.7/32', '::ffff:192.0.2.7', '2001:db8::/32', '2001:db8::1/128'])).toEqual({
      ok: true,
      list: ['2001:db8::/32', '192.0.2.7', '2001:db8::1'],
    });
  });

  it('names every wrong entry by its place, and says what is wrong with it', () => {
    expect(checkAllowList(['10.0.0.0/8', '10.0.0.300', '10.1.0.0/8'])).toEqual({
      ok: false,
      errors: [
        { index: 1, message: '"10.0.0.300" is not an IP address or CIDR range (for example 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32).' },
        { index: 2, message: '"10.1.0.0/8" has bits set after its /8 prefix: the range is 10.0.0.0/8.' },
      ],
    });
  });

  it(`holds at most ${IP_ALLOW_LIST_MAX} entries`, () => {
    const many = Array.from({ length: IP_ALLOW_LIST_MAX + 1 }, (_, i) => `10.0.${Math.floor(i / 256)}.${i % 256}`);
    expect(checkAllowList(many).ok).toBe(false);
    expect(checkAllowList(many.slice(1)).ok).toBe(true);
  });

  it('as stored: entries that do not parse are left out, the rest kept', () => {
    expect(storedAllowList(['10.0.0.0/8', 'junk', 7, '2001:DB8::/32'])).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(storedAllowList('10.0.0.0/8')).toEqual([]);
    expect(settingsOrDefaults({ ipAllowList: ['192.0.2.0/24'] }).ipAllowList).toEqual(['192.0.2.0/24']);
    expect(settingsOrDefaults({}).ipAllowList).toEqual([]);
  });
});

describe('PUT /api/admin/settings schema', () => {
  const body = (ipAllowList: unknown, ipRestriction = true) => {
    const d = defaultSettings();
    return { ...d, security: { ...d.security, ipRestriction }, ipAllowList };
  };

  it('answers the list normalised', () => {
    const parsed = adminSettingsSchema.parse(body(['10.0.0.0/8', '2001:0DB8::/32', '10.0.0.0/8']));
    expect(parsed.ipAllowList).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(parsed.security.ipRestriction).toBe(true);
  });

  it('names the entry that is wrong, by its path', () => {
    const parsed = adminSettingsSchema.safeParse(body(['10.0.0.0/8', '300.1.1.1']));
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path).toEqual(['ipAllowList', 1]);
    expect(issue.message).toBe('"300.1.1.1" is not an IP address or CIDR range (for example 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32).');
  });

  it('refuses a list that is not a list of text, and a settings body without one', () => {
    expect(adminSettingsSchema.safeParse(body('10.0.0.0/8')).success).toBe(false);
    expect(adminSettingsSchema.safeParse(body([10])).success).toBe(false);
    const without: Partial<ReturnType<typeof body>> = body([]);
    delete without.ipAllowList;
    expect(adminSettingsSchema.safeParse(without).success).toBe(false);
  });
});

describe('the words', () => {
  it('say whose address it is', () => {
    expect(adminAddressRefused('203.0.113.9')).toBe("You don't have permission to access the admin area from this network (your address is 203.0.113.9).");
    expect(lockoutRefusal('203.0.113.9')).toBe('Your address 203.0.113.9 is not in the list; add it first so you are not locked out.');
  });
});
