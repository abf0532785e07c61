// Time-based one-time codes (RFC 6238 over RFC 4226): 30-second steps, 6 digits, HMAC-SHA-1, the
// settings every authenticator app understands. A code of the step before or after is accepted
// too, for clocks a little apart.
import { createHmac, randomBytes } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count. */
export const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function encodeBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function decodeBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret as authenticator apps take it: 160 random bits in base32. */
export function generateTotpSecret(): string {
  return encodeBase32(randomBytes(SECRET_BYTES));
}

export const totpStepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one time step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** Digits only: people type spaces ("123 456") and apps show them. */
export const normaliseTotpInput = (input: string) => input.replace(/\s/g, '');

export const looksLikeTotp = (input: string) =>
  new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normaliseTotpInput(input));

/**
 * The step whose code was typed, or undefined. Steps at or before `usedStep` are refused, so a
 * code seen over someone's shoulder cannot be used a second time.
 */
export function matchTotp(
  secret: string,
  input: string,
  at: Date,
  usedStep: number | null,
): number | undefined {
  const code = normaliseTotpInput(input);
  if (!looksLikeTotp(code)) return undefined;
  const now = totpStepAt(at);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    if (usedStep !== null && step <= usedStep) continue;
    if (totpCode(secret, step) === code) return step;
  }
  return undefined;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(input: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
