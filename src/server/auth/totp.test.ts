import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, stepAt, totpCode } from './totp';
import { seal, unseal } from './sealing';
import { RECOVERY_CODE_PATTERN, hashRecoveryCode, newRecoveryCode, normalizeRecoveryCode } from './second-factor';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's block size, 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC test vectors at T=%i', (seconds, sha1, sha256, sha512) => {
    const step = stepAt(new Date(seconds * 1000));
    expect(hotp(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('gives the six-digit code an app shows for a base32 secret (the RFC seed, T=59)', () => {
    const secret = base32Encode(SEEDS.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret)).toEqual(SEEDS.sha1);
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
  });

  it('accepts the codes of one step either side of now, and no further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T01:00:10Z');
    const at = (offsetSteps: number) => totpCode(secret, new Date(now.getTime() + offsetSteps * 30_000));
    expect(matchTotp(secret, at(0), now)).toBe(stepAt(now));
    expect(matchTotp(secret, at(-1), now)).toBe(stepAt(now) - 1);
    expect(matchTotp(secret, at(1), now)).toBe(stepAt(now) + 1);
    expect(matchTotp(secret, at(-2), now)).toBeNull();
    expect(matchTotp(secret, at(2), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('refuses a code of a step already used, and of any earlier step (replay)', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T01:00:10Z');
    const step = matchTotp(secret, totpCode(secret, now), now)!;
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    const earlier = totpCode(secret, new Date(now.getTime() - 30_000));
    expect(matchTotp(secret, earlier, now, step)).toBeNull();
    // The next step's code is still good.
    const later = new Date(now.getTime() + 30_000);
    expect(matchTotp(secret, totpCode(secret, later), later, step)).toBe(step + 1);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'ana@example.com', 'CareerPivot'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/CareerPivot:ana@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'CareerPivot', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('sealed secrets', () => {
  it('round-trips under one secret, and refuses another secret or altered text', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'session-secret-one-session-secret-one');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP', 'session-secret-one-session-secret-one')).not.toBe(sealed);
    expect(unseal(sealed, 'session-secret-one-session-secret-one')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unseal(sealed, 'session-secret-two-session-secret-two')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => unseal(parts.join('.'), 'session-secret-one-session-secret-one')).toThrow();
  });
});

describe('recovery codes', () => {
  it('look like "abcde-12345" and differ', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('are read as typed: any case, with or without the hyphen or spaces', () => {
    expect(normalizeRecoveryCode(' ABCDE-12345 ')).toBe('abcde-12345');
    expect(normalizeRecoveryCode('abcde 12345')).toBe('abcde-12345');
    expect(normalizeRecoveryCode('abcde12345')).toBe('abcde-12345');
    expect(normalizeRecoveryCode('abcd-123456')).toBeNull();
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });
  it('are stored as a hash that fits one account only', () => {
    const hash = hashRecoveryCode('user-a', 'abcde-12345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('abcde');
    expect(hashRecoveryCode('user-b', 'abcde-12345')).not.toBe(hash);
    expect(hashRecoveryCode('user-a', 'abcde-12345')).toBe(hash);
  });
});
