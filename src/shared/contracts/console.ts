// The admin console's tables (docs/product.md#admin-console): every list is paged, sorted and
// searched on the server, and the page's address holds that state, so a link or a refresh shows
// the same rows.
import { z } from 'zod';
import { CONSOLE_PAGE_SIZES } from '../constants';
import { LIMITS } from '../limits';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => (CONSOLE_PAGE_SIZES as readonly number[]).includes(size), {
    message: `Rows per page must be one of ${CONSOLE_PAGE_SIZES.join(', ')}.`,
  });

/**
 * The query of one console table: search text, page, rows per page, sort column and direction.
 * A table adds its own filters with `.extend()`.
 */
export function consoleQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaults: { sort: Sort[number]; dir: SortDirection },
) {
  return z.object({
    q: z
      .string()
      .trim()
      .max(
        LIMITS.consoleSearch.max,
        `Search must be at most ${LIMITS.consoleSearch.max} characters.`,
      )
      .optional()
      .default(''),
    page: z.coerce
      .number()
      .int()
      .min(1, 'Page must be 1 or more.')
      .max(100_000)
      .optional()
      .default(1),
    size: pageSizeSchema.optional().default(CONSOLE_PAGE_SIZES[0]),
    sort: z.enum(sorts).optional().default(defaults.sort),
    dir: z.enum(SORT_DIRECTIONS).optional().default(defaults.dir),
  });
}

/** What a console table query parsed to on the server. */
export interface ConsoleQuery<Sort extends string = string> {
  q: string;
  page: number;
  size: number;
  sort: Sort;
  dir: SortDirection;
}

/** One page of a console table: its rows and how many match in all. */
export function consolePageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export interface ConsolePage<Item> {
  items: Item[];
  total: number;
  page: number;
  size: number;
}
