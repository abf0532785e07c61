// What every storage implementation enforces alike: the key rules and the errors callers handle.

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes.`);
    this.name = 'ObjectTooLargeError';
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly totalBytes: number) {
    super(`The range lies outside the object's ${totalBytes} bytes.`);
    this.name = 'RangeNotSatisfiableError';
  }
}

// Lowercase and plain so every store accepts the same keys and a key can never name a place
// outside the store; callers build keys from ids and hashes, never from a user's file name.
const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function isValidStorageKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const PREFIX_PATTERN = /^[a-z0-9/_.-]{0,201}$/;

/** A listing's prefix: the start of a key, never a way out of the store. */
export function assertValidListPrefix(prefix: string): void {
  const segments = prefix.split('/');
  const valid =
    PREFIX_PATTERN.test(prefix) &&
    !prefix.startsWith('/') &&
    segments.every((segment) => segment !== '.' && segment !== '..');
  if (!valid) throw new InvalidStorageKeyError(prefix);
}
