// Secrets handed out once in a link (an emailed sign-in or invitation link, a calendar feed): 32
// random bytes, of which only the SHA-256 is stored, so a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export const newSecretToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
