// Local storage that is absent on the server and may throw in private browsing or when full.
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Storage full or blocked: tracking is best effort.
  }
}

export function removeItem(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}

export function readJson(key: string): unknown {
  const text = readItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
