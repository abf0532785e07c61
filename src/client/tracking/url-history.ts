// The return URL and the last visited URLs (docs/product.md#campaign-tracking), kept in local
// storage.
import { LAST_URLS_KEPT, STORAGE_KEYS } from '../../shared/constants';
import { isHistoryExcluded } from '../../shared/routes/identity';
import { readItem, readJson, removeItem, writeItem } from './storage';

/** Only same-site paths are remembered, so a stored value can never send a user elsewhere. */
function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function saveReturnUrl(url: string): void {
  if (!isLocalPath(url) || isHistoryExcluded(url)) return;
  writeItem(STORAGE_KEYS.returnUrl, url);
}

export function readReturnUrl(): string | null {
  const url = readItem(STORAGE_KEYS.returnUrl);
  return url !== null && isLocalPath(url) ? url : null;
}

/** Reads and forgets the return URL (after sign-in, for example). */
export function takeReturnUrl(): string | null {
  const url = readReturnUrl();
  removeItem(STORAGE_KEYS.returnUrl);
  return url;
}

/** The last visited URLs, newest first. */
export function readLastUrls(): string[] {
  const stored = readJson(STORAGE_KEYS.lastUrls);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((url): url is string => typeof url === 'string' && isLocalPath(url))
    .slice(0, LAST_URLS_KEPT);
}

/** Remembers a visit; sign-in pages and register are never remembered, reloads count once. */
export function rememberVisitedUrl(url: string): void {
  if (!isLocalPath(url) || isHistoryExcluded(url)) return;
  const previous = readLastUrls();
  if (previous[0] === url) return;
  writeItem(STORAGE_KEYS.lastUrls, JSON.stringify([url, ...previous].slice(0, LAST_URLS_KEPT)));
}

/** The page visited before the current one, if any. */
export function previousUrl(): string | null {
  return readLastUrls()[1] ?? null;
}
