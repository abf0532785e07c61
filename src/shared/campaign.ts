// Campaign data (docs/product.md#campaign-tracking): the UTM parameters of an address. The browser
// keeps the first visit's; a server-rendered page names its own so it is kept before the
// application starts (public/after-first-paint.js).
import { UTM_FIELDS } from './constants';
import type { UtmData } from './constants';

/** The UTM parameters of a query string that have a value. */
export function utmFromSearch(search: string): UtmData {
  const params = new URLSearchParams(search);
  const data: UtmData = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) data[field] = value;
  }
  return data;
}
