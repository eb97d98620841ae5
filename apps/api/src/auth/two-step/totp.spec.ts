import { randomBytes } from 'node:crypto';
import {
  newBackupCodes,
  newTotpSecret,
  normalizedBackupCode,
  otpauthUrl,
  TotpSecretCipher,
  totpCode,
  totpStep,
} from './totp';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 15);
const STEP = Math.floor(NOW / 30_000);

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('accepts the code of the current step and of one step either side, as that step', () => {
    expect(totpStep(secret, totpCode(secret, NOW), NOW)).toBe(STEP);
    expect(totpStep(secret, totpCode(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(totpStep(secret, totpCode(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
  });

  it('refuses codes two steps away, of another secret, or not six digits', () => {
    expect(totpStep(secret, totpCode(secret, NOW - 60_000), NOW)).toBeNull();
    expect(totpStep(secret, totpCode(newTotpSecret(), NOW), NOW)).toBeNull();
    expect(totpStep(secret, `${totpCode(secret, NOW)}0`, NOW)).toBeNull();
    expect(totpStep(secret, 'abcdef', NOW)).toBeNull();
  });

  it('names the product and the account in the otpauth URL', () => {
    const url = new URL(otpauthUrl(secret, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/ProfileProof:ada@example.com');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('backup codes', () => {
  it('gives ten distinct codes that read back in any case, with or without the dash', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(normalizedBackupCode(` ${code.toUpperCase().replace('-', '')} `)).toBe(
        code.replace('-', ''),
      );
    }
    expect(normalizedBackupCode('123456')).toBeNull();
  });
});

describe(TotpSecretCipher.name, () => {
  const cipher = new TotpSecretCipher(randomBytes(32));

  it('stores a secret unreadable without the key, and reads it back with it', () => {
    const secret = newTotpSecret();
    const stored = cipher.encrypt(secret);
    expect(stored).not.toContain(secret);
    expect(cipher.encrypt(secret)).not.toBe(stored);
    expect(cipher.decrypt(stored)).toBe(secret);
    expect(() => new TotpSecretCipher(randomBytes(32)).decrypt(stored)).toThrow();
  });

  it('refuses a tampered secret', () => {
    const parts = cipher.encrypt(newTotpSecret()).split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  });

  it('hashes backup codes under the key: another key gives another hash', () => {
    expect(cipher.backupCodeHash('abcdefghij')).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.backupCodeHash('abcdefghij')).not.toBe(
      new TotpSecretCipher(randomBytes(32)).backupCodeHash('abcdefghij'),
    );
  });
});
