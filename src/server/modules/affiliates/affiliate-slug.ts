// The slug of an affiliate's link, made from their name: 'Avery Lee' → 'avery-lee', then
// 'avery-lee-2' and on for namesakes. Always a valid slug (docs/product.md#limits).
import { LIMITS } from '../../../shared/limits';

/** Room kept for a namesake's suffix ('-999'), so a numbered slug stays within the limit. */
const SUFFIX_ROOM = 4;
const FALLBACK = 'affiliate';

export function slugBaseOf(fullName: string): string {
  const words = fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = words.slice(0, LIMITS.slug.max - SUFFIX_ROOM).replace(/-+$/, '');
  // A name of no Latin letters or a very short one still gets a readable slug.
  if (base.length >= LIMITS.slug.min) return base;
  return base ? `${FALLBACK}-${base}` : FALLBACK;
}

/** The base itself when free, else the first free numbered one from 2. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}
