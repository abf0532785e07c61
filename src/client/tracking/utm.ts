// Campaign tracking (docs/product.md#campaign-tracking): the first visit's UTM parameters, kept
// once in local storage.
import { utmFromSearch } from '../../shared/campaign';
import { STORAGE_KEYS, UTM_FIELDS } from '../../shared/constants';
import type { UtmData } from '../../shared/constants';
import { readItem, readJson, writeItem } from './storage';

/** Saves the campaign data only when none is stored yet and at least one field has a value. */
export function saveUtmData(search: string): boolean {
  if (readItem(STORAGE_KEYS.utmData) !== null) return false;
  const data = utmFromSearch(search);
  if (Object.keys(data).length === 0) return false;
  writeItem(STORAGE_KEYS.utmData, JSON.stringify(data));
  return true;
}

/** The stored campaign data, or null when there is none (or it is unreadable). */
export function readUtmData(): UtmData | null {
  const stored = readJson(STORAGE_KEYS.utmData);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const data: UtmData = {};
  for (const field of UTM_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') data[field] = value;
  }
  return data;
}
