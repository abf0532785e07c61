// One-time recovery codes: ten random codes like "k7m2p-x9q4r" (50 bits each), shown once and
// kept only as hashes. Letters and digits that look alike are left out.
import { createHash, randomInt } from 'node:crypto';
import { TWO_FACTOR_RECOVERY_CODE_COUNT } from '../../../shared/contracts/two-factor';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function randomCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR_RECOVERY_CODE_COUNT }, randomCode);
}

/** Case, spaces and the dash do not matter when typed. */
export const normaliseRecoveryCode = (input: string) =>
  input.toLowerCase().replace(/[^a-z0-9]/g, '');

export const looksLikeRecoveryCode = (input: string) =>
  normaliseRecoveryCode(input).length === HALF * 2;

/** Salted with the person's id, so equal codes of two people never share a hash. */
export const hashRecoveryCode = (userId: string, input: string) =>
  createHash('sha256')
    .update(`${userId}:${normaliseRecoveryCode(input)}`)
    .digest('hex');
