import { describe, expect, it } from 'vitest';
import {
  decodeBase32,
  encodeBase32,
  generateTotpSecret,
  matchTotp,
  otpauthUrl,
  totpCode,
  totpStepAt,
} from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; codes are the last
// six digits of the eight the RFC lists.
const RFC_SECRET = encodeBase32(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, totpStepAt(new Date(seconds * 1000)))).toBe(code);
    }
  });

  it('round-trips base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(encodeBase32(decodeBase32(secret))).toBe(secret);
  });

  it('accepts one step either side and refuses two', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStepAt(at);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), at, null)).toBeUndefined();
  });

  it('refuses a code of a step already used, and input that is not six digits', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStepAt(at);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, at, step)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, at, step - 1)).toBe(step);
    expect(matchTotp(RFC_SECRET, '12345', at, null)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, 'abcdef', at, null)).toBeUndefined();
  });

  it('names issuer, account and settings in the otpauth address', () => {
    const text = otpauthUrl({ issuer: 'Just Financial Advice', account: 'a@b.co', secret: 'ABC' });
    expect(text.startsWith('otpauth://totp/Just%20Financial%20Advice%3Aa%40b.co?')).toBe(true);
    const url = new URL(text);
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
  });
});
